import { QUALIFICATION_FILE_ACCEPT } from '@pcbunion/core';
import { App, Button, Popconfirm, Space, Table, Tooltip, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../locales/format';
import { removeSupplierDocument, replaceSupplierDocumentFile, type SupplierDocument } from './api';
import { acceptableDocumentFile, documentFileHint } from './DocumentDialog';
import { ExpiryTag } from './StatusTag';

/**
 * A supplier's qualification documents: kind, number, issuer, issue and expiry dates with how near the expiry is,
 * and the file; the factory edits, replaces the file and removes (with a confirmation).
 */
export default function DocumentTable({
  supplierUid,
  documents,
  factory,
  onEdit,
  onChanged,
}: {
  supplierUid: string;
  documents: SupplierDocument[];
  factory: boolean;
  onEdit: (document: SupplierDocument) => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation('supplier');
  const { message } = App.useApp();
  const replace = async (d: SupplierDocument, file: File) => {
    if (!acceptableDocumentFile(file)) return void message.error(t('document.fileRefused', { name: file.name }));
    await replaceSupplierDocumentFile(supplierUid, d.uid, file, d.version);
    message.success(t('done.fileReplaced'));
    onChanged();
  };
  return (
    <Table<SupplierDocument>
      size="small"
      rowKey="uid"
      pagination={false}
      dataSource={documents}
      scroll={{ x: 'max-content' }}
      data-testid="supplier-documents"
      columns={[
        { title: t('document.kind'), render: (_, d) => t(`kind.${d.kind}`) },
        { title: t('document.documentNo'), dataIndex: 'documentNo' },
        { title: t('document.issuer'), dataIndex: 'issuer', render: (v: string) => v || '—' },
        { title: t('document.issuedOn'), render: (_, d) => formatDate(d.issuedOn) },
        {
          title: t('document.expiresOn'),
          render: (_, d) => (
            <Space size={4}>
              {formatDate(d.expiresOn)}
              <ExpiryTag state={d.expiry} days={d.daysLeft} />
            </Space>
          ),
        },
        {
          title: t('document.file'),
          render: (_, d) =>
            d.file ? (
              <Tooltip title={`${d.file.name} · ${d.uploadedBy ?? ''}`}>
                <a href={d.file.url} target="_blank" rel="noreferrer" data-testid="supplier-document-link">
                  {d.file.name}
                </a>
              </Tooltip>
            ) : (
              '—'
            ),
        },
        ...(factory
          ? [
              {
                title: '',
                render: (_: unknown, d: SupplierDocument) => (
                  <Space size={4}>
                    <Button size="small" onClick={() => onEdit(d)}>
                      {t('action.edit')}
                    </Button>
                    <Tooltip title={documentFileHint(t)}>
                      <Upload
                        accept={QUALIFICATION_FILE_ACCEPT}
                        showUploadList={false}
                        beforeUpload={(file) => {
                          void replace(d, file);
                          return false;
                        }}
                      >
                        <Button size="small">{t(d.file ? 'action.replaceFile' : 'action.uploadFile')}</Button>
                      </Upload>
                    </Tooltip>
                    <Popconfirm
                      title={t('document.removeConfirm')}
                      onConfirm={() => void removeSupplierDocument(supplierUid, d.uid).then(onChanged)}
                    >
                      <Button size="small" danger>
                        {t('action.removeDocument')}
                      </Button>
                    </Popconfirm>
                  </Space>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
