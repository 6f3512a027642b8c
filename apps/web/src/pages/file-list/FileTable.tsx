import { Button, Flex, Select, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '../../api/contract';
import { get, identifiedApiUrl } from '../../api/http';
import Dialog from '../../components/Dialog';
import PagedTable, { type PageAnswer, type PageParams } from '../../components/PagedTable';
import OrderFilters, {
  emptyOrderFilters,
  orderFilterQuery,
  type OrderFilterState,
} from '../../features/order/OrderFilters';
import { queryString } from '../../features/wallet/api';
import { formatDateTime } from '../../locales/format';

const MODULES = ['gerber', 'work-order', 'profile', 'member', 'staff', 'other'] as const;

type StoredFile = Schemas['FileListRow'];

const listFiles = (p: PageParams & Record<string, unknown>) =>
  get<PageAnswer<StoredFile>>(`file/list?${queryString(p)}`);
/** The list as Excel with the list's filters (the server caps the rows). */
const exportUrl = (f: Record<string, unknown>) => identifiedApiUrl(`file/list/export?${queryString(f)}`);
const fileUrl = (id: string, download: 0 | 1) => identifiedApiUrl(`file/getfile?id=${id}&download=${download}`);
const sizeOf = (bytes: number) =>
  bytes >= 1_048_576
    ? `${(bytes / 1_048_576).toFixed(1)} MB`
    : bytes >= 1024
      ? `${(bytes / 1024).toFixed(1)} kB`
      : `${bytes} B`;

/** Search by name, module and kind filters, upload days (presets or a range), server sort and pages, Excel; images and PDF open in a preview. */
export default function FileTable() {
  const { t } = useTranslation('fileList');
  const [filters, setFilters] = useState<OrderFilterState>(emptyOrderFilters);
  const [module, setModule] = useState<string | undefined>();
  const [kind, setKind] = useState<string | undefined>();
  const [previewing, setPreviewing] = useState<StoredFile | null>(null);
  const query = { module, kind, ...orderFilterQuery(filters) };

  const columns: TableColumnsType<StoredFile> = [
    {
      title: t('field.name'),
      dataIndex: 'name',
      key: 'name',
      sorter: true,
      render: (name: string, f) =>
        f.previewable ? <Typography.Link onClick={() => setPreviewing(f)}>{name}</Typography.Link> : name,
    },
    { title: t('field.module'), dataIndex: 'module', render: (m: string) => <Tag>{t(`module.${m}`)}</Tag> },
    { title: t('field.type'), dataIndex: 'contentType', key: 'content_type', sorter: true },
    { title: t('field.size'), dataIndex: 'size', key: 'size', sorter: true, align: 'right', render: sizeOf },
    { title: t('field.uploadedBy'), dataIndex: 'uploadedBy' },
    {
      title: t('field.createdAt'),
      dataIndex: 'createdAt',
      key: 'created_at',
      sorter: true,
      render: (at: string) => formatDateTime(at),
    },
    {
      key: 'actions',
      render: (_: unknown, f) => (
        <Space wrap>
          {f.previewable && <Typography.Link onClick={() => setPreviewing(f)}>{t('preview')}</Typography.Link>}
          <Typography.Link href={fileUrl(f.id, 1)}>{t('download')}</Typography.Link>
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap="small">
      <OrderFilters value={filters} onChange={setFilters} placeholder={t('keyword')}>
        <Select
          allowClear
          placeholder={t('field.module')}
          value={module}
          onChange={setModule}
          style={{ width: 180, maxWidth: '100%' }}
          options={MODULES.map((m) => ({ value: m, label: t(`module.${m}`) }))}
        />
        <Select
          allowClear
          placeholder={t('field.kind')}
          value={kind}
          onChange={setKind}
          style={{ width: 140, maxWidth: '100%' }}
          options={(['file', 'image'] as const).map((k) => ({ value: k, label: t(`kind.${k}`) }))}
        />
      </OrderFilters>
      <PagedTable<StoredFile>
        queryKey={['file-list']}
        filters={query}
        fetch={listFiles}
        rowKey="id"
        alwaysShowPagination
        columns={columns}
        toolbar={() => (
          <Button href={exportUrl(query)} data-testid="file-export">
            {t('export')}
          </Button>
        )}
      />
      <Dialog
        open={Boolean(previewing)}
        title={previewing?.name}
        onCancel={() => setPreviewing(null)}
        footer={<Button onClick={() => setPreviewing(null)}>{t('close')}</Button>}
        width={860}
        destroyOnHidden
      >
        {previewing &&
          (previewing.contentType.startsWith('image/') ? (
            <img
              src={fileUrl(previewing.id, 0)}
              alt={previewing.name}
              style={{ maxWidth: '100%' }}
              data-testid="file-preview"
            />
          ) : previewing.previewable ? (
            <iframe
              src={fileUrl(previewing.id, 0)}
              title={previewing.name}
              style={{ width: '100%', height: '70vh', border: 0 }}
              data-testid="file-preview"
            />
          ) : (
            <Typography.Text>{t('noPreview')}</Typography.Text>
          ))}
      </Dialog>
    </Flex>
  );
}
