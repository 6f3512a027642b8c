import {
  QUALIFICATION_FILE_ACCEPT,
  QUALIFICATION_FILE_MAX_BYTES,
  QUALIFICATION_KINDS,
  type QualificationKind,
} from '@pcbunion/core';
import { App, Button, DatePicker, Form, Input, Modal, Select, Upload } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeSupplierDocument, uploadSupplierDocument, type SupplierDocument } from './api';

interface Values {
  kind: QualificationKind;
  title?: string;
  documentNo?: string;
  issuer?: string;
  issuedOn?: Dayjs | null;
  expiresOn?: Dayjs | null;
}

const EXTENSIONS = QUALIFICATION_FILE_ACCEPT.split(',');

/** A file the server will take: a PDF/JPEG/PNG/WebP name within the size limit (the server judges the bytes). */
export const acceptableDocumentFile = (file: File) =>
  file.size <= QUALIFICATION_FILE_MAX_BYTES && EXTENSIONS.some((e) => file.name.toLowerCase().endsWith(e));

/** The upload hint: the accepted types and the size limit. */
export const documentFileHint = (t: (key: string, values?: Record<string, unknown>) => string) =>
  t('document.fileHint', { max: QUALIFICATION_FILE_MAX_BYTES / 1024 / 1024 });

/**
 * A qualification document of a supplier: its kind, number, issuer, the dates it is valid between and, when new,
 * its scan or PDF. Given `document`, the dialog edits its fields (compare-and-set on its version).
 */
export default function DocumentDialog({
  supplierUid,
  document,
  open,
  onClose,
  onSaved,
}: {
  supplierUid: string;
  document?: SupplierDocument | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('supplier');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [file, setFile] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);
  const editing = Boolean(document);
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const fields = {
      kind: values.kind,
      title: values.title,
      documentNo: values.documentNo,
      issuer: values.issuer,
      issuedOn: values.issuedOn?.format('YYYY-MM-DD') ?? null,
      expiresOn: values.expiresOn?.format('YYYY-MM-DD') ?? null,
    };
    setSaving(true);
    try {
      if (document) {
        await changeSupplierDocument(supplierUid, document.uid, { ...fields, version: document.version });
        message.success(t('done.documentSaved'));
      } else {
        await uploadSupplierDocument(supplierUid, fields, file ?? undefined);
        message.success(t('done.documentAdded'));
      }
      form.resetFields();
      setFile(null);
      onSaved();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t(editing ? 'action.editDocument' : 'action.addDocument')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('action.save')}
      okButtonProps={{ loading: saving }}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        data-testid="supplier-document-form"
        initialValues={
          document
            ? {
                kind: document.kind,
                title: document.title,
                documentNo: document.documentNo,
                issuer: document.issuer,
                issuedOn: document.issuedOn ? dayjs(document.issuedOn) : null,
                expiresOn: document.expiresOn ? dayjs(document.expiresOn) : null,
              }
            : undefined
        }
      >
        <Form.Item name="kind" label={t('document.kind')} rules={[{ required: true, message: t('required') }]}>
          <Select
            options={QUALIFICATION_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
            data-testid="supplier-document-kind"
          />
        </Form.Item>
        <Form.Item name="documentNo" label={t('document.documentNo')}>
          <Input maxLength={64} data-testid="supplier-document-no" />
        </Form.Item>
        <Form.Item name="issuer" label={t('document.issuer')}>
          <Input maxLength={120} />
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
        {!editing && (
          <Form.Item label={t('document.file')} extra={documentFileHint(t)}>
            <Upload
              accept={QUALIFICATION_FILE_ACCEPT}
              maxCount={1}
              fileList={file ? [{ uid: 'chosen', name: file.name, status: 'done' }] : []}
              onRemove={() => setFile(null)}
              beforeUpload={(chosen) => {
                if (acceptableDocumentFile(chosen)) setFile(chosen);
                else void message.error(t('document.fileRefused', { name: chosen.name }));
                return false;
              }}
            >
              <Button data-testid="supplier-document-file">{t('action.chooseFile')}</Button>
            </Upload>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
