import { App, DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Dialog from '../../components/Dialog';
import { showFieldError } from '../addresses/field-errors';
import { answerConsent, type Consent, type ConsentCategory } from './api';

interface Values {
  thirdParty?: string;
  purpose?: string;
  expiresOn?: Dayjs | null;
}

/** Grants one category to one factory: with whom it may be shared, why, until when (at the version read). */
export default function ConsentDialog({
  target,
  onClose,
}: {
  target: { factoryUid: string; factoryName: string; category: ConsentCategory; consent: Consent } | null;
  onClose: (saved: boolean) => void;
}) {
  const { t } = useTranslation('consent');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  useEffect(() => {
    if (!target) return;
    form.resetFields();
    form.setFieldsValue({
      thirdParty: target.consent.thirdParty ?? undefined,
      purpose: target.consent.purpose ?? undefined,
      expiresOn: target.consent.expiresOn ? dayjs(target.consent.expiresOn) : null,
    });
  }, [target, form]);

  const submit = async () => {
    if (!target) return;
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    try {
      await answerConsent(target.factoryUid, target.category, {
        granted: true,
        thirdParty: v.thirdParty,
        purpose: v.purpose,
        expiresOn: v.expiresOn ? v.expiresOn.format('YYYY-MM-DD') : null,
        rowVersion: target.consent.rowVersion,
      });
      void message.success(t('saved'));
      onClose(true);
    } catch (error) {
      if (!showFieldError(form, error, ['thirdParty', 'purpose', 'expiresOn']))
        void message.error(error instanceof Error ? error.message : String(error));
      onClose(false);
    }
  };

  return (
    <Dialog
      open={Boolean(target)}
      title={target ? `${target.factoryName} · ${t(`category.${target.category}`)}` : ''}
      onCancel={() => onClose(false)}
      onOk={() => void submit()}
      okText={t('grant')}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="consent-form">
        <Form.Item name="thirdParty" label={t('thirdParty')} rules={[{ required: true, message: t('thirdPartyHint') }]}>
          <Input maxLength={200} placeholder={t('thirdPartyHint')} />
        </Form.Item>
        <Form.Item name="purpose" label={t('purpose')}>
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
        <Form.Item name="expiresOn" label={t('expiresOn')} extra={t('untilRevoked')}>
          <DatePicker disabledDate={(d) => d.isBefore(dayjs(), 'day')} style={{ maxWidth: '100%' }} />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
