import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Segmented, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '../../api/contract';
import { get, post } from '../../api/http';
import PagedTable, { type PageAnswer, type PageParams } from '../../components/PagedTable';
import { queryString } from '../../features/wallet/api';
import { formatDateTime } from '../../locales/format';

type Job = Schemas['Job'];
type JobStatus = Job['status'];

const STATUSES: JobStatus[] = ['scheduled', 'running', 'failed', 'completed'];
const COLORS = { scheduled: 'default', running: 'processing', completed: 'success', failed: 'error' } as const;
const listJobs = (p: PageParams & Record<string, unknown>) => get<PageAnswer<Job>>(`admin/jobs?${queryString(p)}`);
const time = (v: string | null) => formatDateTime(v);

/** Durable jobs (platform operator): scheduled, running, failed and completed jobs; a failed one can be retried. */
export default function JobManagementPage() {
  const { t } = useTranslation('finance');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [status, setStatus] = useState<JobStatus>('scheduled');

  const retry = async (job: Job) => {
    await post(`admin/jobs/${job.id}/retry`);
    void message.success(t('jobRetried'));
    void client.invalidateQueries({ queryKey: ['admin-jobs'] });
  };

  return (
    <Card size="small" data-testid="job-management">
      <Flex vertical gap="small">
        <Segmented<JobStatus>
          value={status}
          onChange={setStatus}
          options={STATUSES.map((s) => ({ value: s, label: t(`jobStatus.${s}`) }))}
        />
        <PagedTable<Job>
          queryKey={['admin-jobs']}
          filters={{ status }}
          fetch={listJobs}
          rowKey="id"
          columns={[
            { title: t('jobId'), dataIndex: 'id', sorter: true },
            {
              title: t('jobKind'),
              dataIndex: 'kind',
              sorter: true,
              render: (v: string) => t(`jobKinds.${v.replace(/\./g, '_')}`, { defaultValue: v }),
            },
            {
              title: t('status'),
              dataIndex: 'status',
              render: (v: JobStatus) => <Tag color={COLORS[v]}>{t(`jobStatus.${v}`)}</Tag>,
            },
            { title: t('runAt'), dataIndex: 'runAt', sorter: true, render: time },
            {
              title: t('attempts'),
              dataIndex: 'attempts',
              sorter: true,
              render: (v: number, r) => `${v} / ${r.maxAttempts}`,
            },
            { title: t('startedAt'), dataIndex: 'startedAt', render: time },
            { title: t('finishedAt'), dataIndex: 'finishedAt', render: time },
            {
              title: t('lastError'),
              dataIndex: 'lastError',
              render: (v: string | null) => (v ? <Typography.Text type="danger">{v}</Typography.Text> : '—'),
            },
            {
              title: t('actions'),
              fixed: 'right',
              render: (_, row) =>
                row.status === 'failed' ? (
                  <Button size="small" type="link" onClick={() => void retry(row)}>
                    {t('retry')}
                  </Button>
                ) : null,
            },
          ]}
        />
      </Flex>
    </Card>
  );
}
