import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Select, Steps, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Dialog from '../../components/Dialog';
import { getCategories, getMerchants, type CategoryNode } from '../pricing';
import { createQuotation, type Quotation } from './api';

const flatten = (nodes: CategoryNode[]): CategoryNode[] => nodes.flatMap((node) => [node, ...flatten(node.children)]);

interface AddDialogProps {
  open: boolean;
  /** The online inquiry the quotation is made from (a platform quotation); none for an internal one. */
  inquiryNo?: string;
  onClose: (created?: Quotation) => void;
}

/** The add step (spec 02 §2): pick a manufacturer, then one of its product categories; the quotation is created. */
export default function AddDialog({ open, inquiryNo, onClose }: AddDialogProps) {
  const { t } = useTranslation('quotation');
  const [merchantUid, setMerchantUid] = useState<string>();
  const [category, setCategory] = useState<string>();
  const merchants = useQuery({ queryKey: ['pricing', 'merchants', ''], queryFn: () => getMerchants(), enabled: open });
  const categories = useQuery({ queryKey: ['pricing', 'categories'], queryFn: getCategories, enabled: open });
  const merchant = merchants.data?.find((m) => m.uid === merchantUid);
  const names = new Map(flatten(categories.data ?? []).map((c) => [c.number, c.name]));
  const offered = [...new Set((merchant?.products ?? []).map((p) => p.classificationNumber))];
  const close = (created?: Quotation) => (setMerchantUid(undefined), setCategory(undefined), onClose(created));
  return (
    <Dialog
      open={open}
      title={t('add.title')}
      destroyOnHidden
      onCancel={() => close()}
      okButtonProps={{ disabled: !merchant || !category, 'data-testid': 'add-ok' } as ButtonProps}
      onOk={async () =>
        close(
          await createQuotation({
            factoryName: merchant!.name,
            classificationNumber: category!,
            classificationName: names.get(category!) ?? category!,
            currency: merchant!.currency,
            ...(inquiryNo && { inquiryNo }),
          }),
        )
      }
    >
      {inquiryNo && (
        <Alert
          type="info"
          showIcon
          message={t('add.fromInquiry', { no: inquiryNo })}
          style={{ marginBottom: 16 }}
          data-testid="add-from-inquiry"
        />
      )}
      <Steps
        size="small"
        current={merchant ? 1 : 0}
        items={[{ title: t('add.chooseManufacturer') }, { title: t('add.chooseCategory') }]}
        style={{ marginBottom: 16 }}
      />
      <Form layout="vertical">
        <Form.Item label={t('add.chooseManufacturer')}>
          <Select
            value={merchantUid}
            onChange={(uid: string) => (setMerchantUid(uid), setCategory(undefined))}
            options={(merchants.data ?? []).map((m) => ({ value: m.uid, label: m.name }))}
            data-testid="add-manufacturer"
          />
        </Form.Item>
        <Form.Item label={t('add.chooseCategory')} help={merchant ? undefined : t('add.manufacturerFirst')}>
          <Select
            disabled={!merchant}
            value={category}
            onChange={setCategory}
            options={offered.map((number) => ({ value: number, label: `${number} ${names.get(number) ?? ''}` }))}
            data-testid="add-category"
            notFoundContent={t('add.noCategory')}
          />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
