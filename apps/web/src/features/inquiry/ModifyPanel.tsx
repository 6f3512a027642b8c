import { App, Button, Card, Form, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuotationForm, type LiveEstimate, type Values } from '../pricing';
import { modifyInquiry, type InquiryDetail } from './api';
import DetailsFields, { detailsOfForm } from './DetailsFields';

/** Modify: the request's parameters in the merchant's form (live price) and its details; saved as a new version. */
export default function ModifyPanel({ inquiry, onDone }: { inquiry: InquiryDetail; onDone: () => void }) {
  const { t } = useTranslation('inquiry');
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [values, setValues] = useState<Values>({});
  const [live, setLive] = useState<LiveEstimate | undefined>();
  const [busy, setBusy] = useState(false);
  const request = inquiry.versions.find((v) => v.version === inquiry.requestVersion)!;
  const initial = Object.fromEntries(Object.entries(request.params).filter(([, v]) => v !== null)) as Record<
    string,
    string | number
  >;

  const save = async () => {
    const details = detailsOfForm(await form.validateFields());
    setBusy(true);
    try {
      const params = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ''));
      const saved = await modifyInquiry(inquiry.no, {
        params,
        productNo: live?.productNumber ?? inquiry.productNo ?? undefined,
        details,
        expectedVersion: inquiry.version,
      });
      void message.success(t('status.' + saved.status));
      onDone();
    } catch {
      // The server's message is shown; the form keeps what was entered.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t('make.modifyTitle', { no: inquiry.no })} size="small" data-testid="inquiry-modify">
      <QuotationForm
        merchant={inquiry.merchant.id}
        productNumber={inquiry.productNo ?? undefined}
        initialValues={initial}
        onChange={(v, l) => {
          setValues(v);
          setLive(l);
        }}
      />
      <Form form={form} layout="vertical" initialValues={inquiry.details} style={{ marginTop: 16 }}>
        <DetailsFields />
      </Form>
      <Space>
        <Button
          type="primary"
          loading={busy}
          disabled={!live?.local?.ok}
          onClick={() => void save().catch(() => undefined)}
          data-testid="inquiry-modify-save"
        >
          {t('action.submit')}
        </Button>
        <Button onClick={onDone}>{t('action.refresh')}</Button>
      </Space>
    </Card>
  );
}
