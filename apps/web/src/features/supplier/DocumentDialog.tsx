import { QUALIFICATION_KINDS, type QualificationKind } from '@pcbunion/core';
import { App, DatePicker, Form, Input, Modal, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { addSupplierDocument } from './api';

interface Values {
  kind: QualificationKind;
  title?: string;
  documentNo?: string;
  issuedOn?: Dayjs | null;
  expiresOn?: Dayjs | null;
}

/** A qualification document of a supplier: its kind, number, and the dates it is valid between. */
export default function DocumentDialog({
  supplierUid,
  open,
  onClose,
  onSaved,
}: {
  supplierUid: string;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('supplier');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    await addSupplierDocument(supplierUid, {
      kind: values.kind,
      title: values.title,
      documentNo: values.documentNo,
      issuedOn: values.issuedOn?.format('YYYY-MM-DD') ?? null,
      expiresOn: values.expiresOn?.format('YYYY-MM-DD') ?? null,
    });
    message.success(t('done.documentAdded'));
    form.resetFields();
    onSaved();
  };
  return (
    <Modal
      open={open}
      title={t('action.addDocument')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('action.save')}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="supplier-document-form">
        <Form.Item name="kind" label={t('document.kind')} rules={[{ required: true, message: t('required') }]}>
          <Select
            options={QUALIFICATION_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
            data-testid="supplier-document-kind"
          />
        </Form.Item>
        <Form.Item name="documentNo" label={t('document.documentNo')}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="title" label={t('document.title')}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="issuedOn" label={t('document.issuedOn')}>
          <DatePicker />
        </Form.Item>
        <Form.Item name="expiresOn" label={t('document.expiresOn')} tooltip={t('document.expiresHint')}>
          <DatePicker />
        </Form.Item>
      </Form>
    </Modal>
  );
}
