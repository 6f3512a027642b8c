import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Select, Space, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../api/http';
import { getAnalysisJob } from '../gerber/api';
import type { AnalysedFile } from './dfm-types';

/** Every role a file can be given, with its side: `copper/inner`, `outline/all`, `drawing/`. */
const CHOICES = [
  'copper/top',
  'copper/inner',
  'copper/bottom',
  'soldermask/top',
  'soldermask/bottom',
  'silkscreen/top',
  'silkscreen/bottom',
  'solderpaste/top',
  'solderpaste/bottom',
  'outline/all',
  'drill/all',
  'drawing/',
  'unknown/',
] as const;

const choiceOf = (file: AnalysedFile) => `${file.role}/${file.side ?? ''}`;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The files of an upload with the role the analysis gave each (and how sure it is); a person picks another role,
 * applies, and the analysis reruns at once with the correction (kept for the upload), so the layer count, the
 * findings and the price follow.
 */
export default function RoleCorrection({ fileUid, files }: { fileUid: string; files: AnalysedFile[] }) {
  const { t } = useTranslation('capability');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [changed, setChanged] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const rows = useMemo(() => files.filter((f) => f.format !== 'other'), [files]);
  const apply = async () => {
    setBusy(true);
    try {
      const corrections = Object.entries(changed).map(([name, choice]) => {
        const [role, side] = choice.split('/');
        return { name, role, side: side || null };
      });
      await post(`gerber/files/${fileUid}/roles`, { corrections }, { silent: true });
      for (let i = 0; i < 300; i++) {
        const job = await getAnalysisJob(fileUid, { silent: true });
        if (job.state === 'done' || job.state === 'failed') break;
        await wait(400);
      }
      setChanged({});
      await client.invalidateQueries({ queryKey: ['gerber'] });
      void message.success(t('roles.applied'));
    } catch (error) {
      void message.error(`${t('roles.failed')}: ${(error as Error).message}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Table
      size="small"
      rowKey="name"
      pagination={false}
      data-testid="role-correction"
      title={() => (
        <Space>
          <Typography.Text strong>{t('roles.title')}</Typography.Text>
          <Button
            type="primary"
            size="small"
            disabled={Object.keys(changed).length === 0}
            loading={busy}
            onClick={() => void apply()}
            data-testid="roles-apply"
          >
            {t('roles.apply')}
          </Button>
        </Space>
      )}
      dataSource={rows}
      columns={[
        { title: t('roles.file'), dataIndex: 'name' },
        {
          title: t('roles.role'),
          key: 'role',
          render: (_, file) => (
            <Select
              size="small"
              style={{ minWidth: 170 }}
              virtual={false}
              value={changed[file.name] ?? choiceOf(file)}
              onChange={(choice: string) => setChanged((old) => ({ ...old, [file.name]: choice }))}
              options={CHOICES.map((choice) => ({
                value: choice,
                label: t(`roles.choice.${choice.replace('/', '_')}`),
              }))}
              data-testid={`role-${file.name}`}
            />
          ),
        },
        {
          title: t('roles.confidence'),
          dataIndex: 'confidence',
          render: (c: number | undefined, file) => (
            <Typography.Text type="secondary" title={file.how}>
              {/* eslint-disable-next-line no-restricted-syntax -- a confidence in percent, not money */}
              {c === undefined ? '—' : `${Math.round(c * 100)} %`}
              {file.identifiedBy === 'manual' ? ` · ${t('roles.manual')}` : ''}
            </Typography.Text>
          ),
        },
      ]}
    />
  );
}
