import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Col, Descriptions, Drawer, Popconfirm, Row, Space, Spin, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DfmFindings, RoleCorrection, type AnalysedFile, type DfmReport } from '../capability';
import { archiveUrl, getGerberFile, unbindFile } from './api';
import CamFindings from './CamFindings';
import FileActions from './FileActions';
import GerberPreview from './GerberPreview';
import { describeLogEntry } from './log-words';
import { StatusTag } from './StatusTags';
import type { GerberFileDetail } from './types';
import { formatDateTime } from '../../locales/format';

const when = (iso: string | null) => formatDateTime(iso);

/** One Gerber file: its states, previews, the analysis, binding rows, the operation log and (for the factory) its actions. */
export default function GerberFileDrawer({ uid, onClose }: { uid: string | null; onClose: () => void }) {
  const { t } = useTranslation('gerber');
  const client = useQueryClient();
  const detail = useQuery({
    queryKey: ['gerber', 'file', uid],
    queryFn: () => getGerberFile(uid!),
    enabled: !!uid,
    refetchInterval: (query) => (query.state.data?.upload_status === 'uploading' ? 1_000 : false),
  });
  const changed = () => void client.invalidateQueries({ queryKey: ['gerber'] });
  const file = detail.data;
  return (
    <Drawer
      open={!!uid}
      onClose={onClose}
      width={960}
      title={file?.file_name ?? t('detail.title')}
      destroyOnHidden
      data-testid="gerber-drawer"
    >
      {!file ? (
        <Spin />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }} size="middle">
          <Space wrap>
            <StatusTag kind="upload" value={file.upload_status} reason={file.failure_message} />
            <StatusTag kind="audit" value={file.audit_status} />
            <StatusTag kind="binding" value={file.binding_status} />
            <StatusTag kind="validity" value={file.validity} />
            <Typography.Link href={archiveUrl(file.uid)}>{t('actions.download')}</Typography.Link>
          </Space>
          {file.actions.length > 0 && <FileActions file={file} onChanged={changed} size="middle" />}
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item
              label={t('columns.uploader')}
            >{`${file.uploader_name} · ${file.uploader_enterprise}`}</Descriptions.Item>
            <Descriptions.Item label={t('columns.uploadedAt')}>{when(file.created_at)}</Descriptions.Item>
            <Descriptions.Item label={t('columns.merchant')}>{file.merchant_name}</Descriptions.Item>
            <Descriptions.Item label={t('columns.reviewedBy')}>
              {file.reviewed_by ? `${file.reviewed_by} · ${when(file.reviewed_at)}` : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('columns.quotationNo')}>{file.quotation_no ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('columns.inquiryNo')}>{file.inquiry_no ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('columns.remarks')} span={2}>
              {file.remarks ?? '—'}
            </Descriptions.Item>
            {file.failure_message && (
              <Descriptions.Item label={t('detail.failure')} span={2}>
                <Typography.Text type="danger">
                  {t(`camError.${file.failure_code}`, { defaultValue: file.failure_code ?? '' }) +
                    ': ' +
                    file.failure_message}
                </Typography.Text>
              </Descriptions.Item>
            )}
          </Descriptions>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <GerberPreview uid={file.uid} version={file.updated_at} available={file.upload_status === 'success'} />
            </Col>
            <Col xs={24} md={12}>
              {file.analysis ? (
                <CamFindings analysis={file.analysis} />
              ) : (
                <Typography.Text type="secondary">{t('detail.noAnalysis')}</Typography.Text>
              )}
            </Col>
          </Row>
          {file.analysis && (
            <>
              <DfmFindings dfm={(file.analysis as { dfm?: DfmReport }).dfm} merchant={file.merchant_uid} />
              {file.upload_status === 'success' && (
                <RoleCorrection fileUid={file.uid} files={file.analysis.files as AnalysedFile[]} />
              )}
            </>
          )}
          <Bindings file={file} onChanged={changed} />
          <Table
            size="small"
            rowKey={(_, i) => String(i)}
            title={() => t('detail.log')}
            pagination={false}
            dataSource={file.log}
            columns={[
              { title: t('detail.at'), dataIndex: 'at', render: when },
              {
                title: t('detail.action'),
                dataIndex: 'action',
                render: (action: string) => t(`log.${action}`, { defaultValue: action }),
              },
              {
                title: t('detail.actor'),
                dataIndex: 'actor',
                render: (actor: string | null) => actor ?? t('detail.system'),
              },
              {
                title: t('detail.change'),
                key: 'change',
                render: (_, entry) => (
                  <Typography.Text type="secondary" data-testid="gerber-log-change">
                    {describeLogEntry(t, entry).map((line) => (
                      <div key={line}>{line}</div>
                    ))}
                  </Typography.Text>
                ),
              },
            ]}
          />
        </Space>
      )}
    </Drawer>
  );
}

function Bindings({ file, onChanged }: { file: GerberFileDetail; onChanged: () => void }) {
  const { t } = useTranslation('gerber');
  const { message } = App.useApp();
  const unbind = (row: GerberFileDetail['bindings'][number]) =>
    unbindFile(file.uid, row.kind, row.number).then(
      onChanged,
      (error: Error) => void message.error(`${t('messages.operationFailed')}: ${error.message}`),
    );
  if (file.bindings.length === 0) return null;
  return (
    <Table
      size="small"
      rowKey="uid"
      title={() => t('detail.bindings')}
      pagination={false}
      dataSource={file.bindings}
      columns={[
        { title: t('binding.kind'), dataIndex: 'kind', render: (kind: string) => t(`binding.${kind}`) },
        { title: t('binding.number'), dataIndex: 'number' },
        { title: t('binding.boundAt'), dataIndex: 'bound_at', render: when },
        { title: t('binding.unboundAt'), dataIndex: 'unbound_at', render: when },
        {
          key: 'unbind',
          render: (_, row) =>
            !row.unbound_at && file.actions.includes('unbind') ? (
              <Popconfirm title={t('actions.unbindConfirm', { number: row.number })} onConfirm={() => unbind(row)}>
                <Button size="small">{t('actions.unbind')}</Button>
              </Popconfirm>
            ) : null,
        },
      ]}
    />
  );
}
