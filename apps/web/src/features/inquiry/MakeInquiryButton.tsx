import { App, Button, Form, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Dialog from '../../components/Dialog';
import { createInquiry, type NewInquiry } from './api';
import DetailsFields, { detailsOfForm } from './DetailsFields';

export interface MakeInquiryProps {
  merchant?: string | undefined;
  productNo?: string | undefined;
  /** The estimate form's values by parameter code (the server prices them again). */
  values: Record<string, string | number | null> | undefined;
  gerberFileId?: string | undefined;
  source: NonNullable<NewInquiry['source']>;
  /** False until the form has a price to ask about. */
  ready: boolean;
}

/** "Make inquiry" from the online quotation (estimate) form or the Gerber screen: the inquiry's details, then sent. */
export default function MakeInquiryButton({
  merchant,
  productNo,
  values,
  gerberFileId,
  source,
  ready,
}: MakeInquiryProps) {
  const { t } = useTranslation('inquiry');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm();

  const submit = async () => {
    const details = detailsOfForm(await form.validateFields());
    setBusy(true);
    try {
      const params = Object.fromEntries(
        Object.entries(values ?? {}).filter(([, v]) => v !== '' && v !== null && v !== undefined),
      );
      const made = await createInquiry({ merchant, productNo, params, gerberFileId, source, details });
      void message.success(t('make.done', { no: made.no }));
      setOpen(false);
      navigate(`/online-inquiry-details/index?no=${encodeURIComponent(made.no)}`);
    } catch {
      // The server's message is already shown; the dialog stays open with what was entered.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button type="primary" disabled={!ready} onClick={() => setOpen(true)} data-testid="make-inquiry">
        {t('action.make')}
      </Button>
      {!ready && <Typography.Text type="secondary">{t('make.noPrice')}</Typography.Text>}
      <Dialog
        open={open}
        title={t('make.title')}
        width={760}
        onCancel={() => setOpen(false)}
        onOk={() => void submit().catch(() => undefined)}
        okText={t('action.submit')}
        okButtonProps={{ loading: busy, 'data-testid': 'submit-inquiry' } as never}
        destroyOnHidden
      >
        {gerberFileId && <Typography.Paragraph type="secondary">{t('make.gerberNote')}</Typography.Paragraph>}
        <Form form={form} layout="vertical" preserve={false}>
          <DetailsFields />
        </Form>
      </Dialog>
    </>
  );
}
