import { ORDER_PRINT_TEMPLATES, type OrderPrintTemplate } from '@pcbunion/core';
import { Alert, Button, Radio, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Dialog from '../../components/Dialog';
import { orderPdfUrl } from './api';

/** The print page of an order in a template: the standalone route spec 01 §2.2 names. */
export const orderPrintPath = (no: string, template: OrderPrintTemplate) =>
  `/customer-order-information-print/index?${new URLSearchParams({ no, template })}`;

/**
 * Print (spec 02 §5: printing needs a selected order and a template): choose the template, then open the print
 * page (the browser's print) or the PDF, both in a new tab.
 */
export default function PrintDialog({ no, onClose }: { no: string | null; onClose: () => void }) {
  const { t } = useTranslation('order');
  const [template, setTemplate] = useState<OrderPrintTemplate | null>(null);
  const close = () => (setTemplate(null), onClose());
  return (
    <Dialog
      open={no !== null}
      title={`${t('print.title')} ${no ?? ''}`}
      onCancel={close}
      footer={
        <Space>
          <Button onClick={close}>{t('action.close')}</Button>
          <Button
            disabled={!template}
            href={no && template ? orderPdfUrl(no, template) : undefined}
            target="_blank"
            data-testid="print-pdf"
          >
            {t('action.downloadPdf')}
          </Button>
          <Button
            type="primary"
            disabled={!template}
            onClick={() => window.open(orderPrintPath(no!, template!), '_blank', 'noopener')}
            data-testid="print-open"
          >
            {t('action.openPrint')}
          </Button>
        </Space>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Radio.Group
          value={template}
          onChange={(e) => setTemplate(e.target.value as OrderPrintTemplate)}
          data-testid="print-template"
        >
          {ORDER_PRINT_TEMPLATES.map((value) => (
            <Radio key={value} value={value} data-testid={`print-template-${value}`}>
              {t(`print.${value}`)}
            </Radio>
          ))}
        </Radio.Group>
        {!template && <Alert type="info" showIcon message={t('print.needsTemplate')} />}
      </Space>
    </Dialog>
  );
}
