import { Button, Space, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { StatusTag, type GerberFile } from '../../features/gerber';
import FileActions from '../../features/gerber/FileActions';
import { formatDateTime } from '../../locales/format';

const size = (file: GerberFile) =>
  file.width_mm !== null && file.height_mm !== null
    ? `${file.width_mm} × ${file.height_mm} mm${file.size_is_guess ? ' ≈' : ''}`
    : '—';

/** The list's columns: name, board, uploader, date, bindings, the four states, remarks and the row's actions. */
export function gerberColumns(
  t: TFunction<'gerber'>,
  on: { open: (uid: string) => void; changed: () => void },
): TableColumnsType<GerberFile> {
  return [
    {
      title: t('columns.fileName'),
      dataIndex: 'file_name',
      sorter: true,
      fixed: 'left',
      render: (name: string, file) => (
        <Typography.Link onClick={() => on.open(file.uid)} data-testid="gerber-file-name">
          {name}
        </Typography.Link>
      ),
    },
    { title: t('columns.size'), dataIndex: 'width_mm', sorter: true, render: (_: unknown, file) => size(file) },
    {
      title: t('columns.layers'),
      dataIndex: 'copper_layers',
      sorter: true,
      render: (layers: number | null) => layers ?? '—',
    },
    {
      title: t('columns.uploader'),
      dataIndex: 'uploader_name',
      sorter: true,
      render: (name: string, file) => (file.own ? name : `${name} · ${file.uploader_enterprise}`),
    },
    {
      title: t('columns.uploadedAt'),
      dataIndex: 'created_at',
      sorter: true,
      defaultSortOrder: undefined,
      render: (at: string) => formatDateTime(at),
    },
    { title: t('columns.quotationNo'), dataIndex: 'quotation_no', render: (no: string | null) => no ?? '—' },
    { title: t('columns.inquiryNo'), dataIndex: 'inquiry_no', render: (no: string | null) => no ?? '—' },
    {
      title: t('columns.binding'),
      dataIndex: 'binding_status',
      sorter: true,
      render: (_: unknown, file) => <StatusTag kind="binding" value={file.binding_status} />,
    },
    {
      title: t('columns.validity'),
      dataIndex: 'validity',
      sorter: true,
      render: (_: unknown, file) => <StatusTag kind="validity" value={file.validity} />,
    },
    {
      title: t('columns.upload'),
      dataIndex: 'upload_status',
      sorter: true,
      render: (_: unknown, file) => (
        <StatusTag kind="upload" value={file.upload_status} reason={file.failure_message} />
      ),
    },
    {
      title: t('columns.audit'),
      dataIndex: 'audit_status',
      sorter: true,
      render: (_: unknown, file) => <StatusTag kind="audit" value={file.audit_status} />,
    },
    {
      title: t('columns.remarks'),
      dataIndex: 'remarks',
      ellipsis: true,
      render: (remarks: string | null) => remarks ?? '',
    },
    {
      title: t('columns.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_: unknown, file) => (
        <Space size={4} wrap>
          <Button size="small" type="link" onClick={() => on.open(file.uid)}>
            {t('actions.detail')}
          </Button>
          <FileActions file={file} onChanged={on.changed} />
        </Space>
      ),
    },
  ];
}
