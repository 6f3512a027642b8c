import { Collapse, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CamFile } from './types';

/** A role and side as the role editor names them (`copper/top` → "Copper · top"); the role alone otherwise. */
function useRoleLabel() {
  const { t } = useTranslation('capability');
  return (file: CamFile) => {
    const key = `roles.choice.${file.role}_${file.side ?? ''}`;
    const label = t(key, { defaultValue: '' });
    return label || t(`roles.choice.${file.role}_`, { defaultValue: file.role });
  };
}

/**
 * How the analysis read each file of the upload: its role, how sure it is, what decided it (the X2 attribute, the
 * CAD's header, the file's name or what it draws) and the evidence, one reason a line, as cam weighed them.
 * Collapsed under the findings: who wants to check a layer opens it.
 */
export default function FileIdentification({ files }: { files: CamFile[] }) {
  const { t } = useTranslation('gerber');
  const roleOf = useRoleLabel();
  const rows = files.filter((file) => file.format !== 'other');
  if (rows.length === 0) return null;
  return (
    <Collapse
      size="small"
      data-testid="file-identification"
      items={[
        {
          key: 'files',
          label: t('identification.title', { count: rows.length }),
          children: (
            <Table
              size="small"
              rowKey="name"
              pagination={false}
              dataSource={rows}
              expandable={{
                rowExpandable: (file) => (file.evidence?.length ?? 0) > 0,
                expandedRowRender: (file) => (
                  <ul style={{ margin: 0, paddingInlineStart: 18 }} data-testid={`evidence-${file.name}`}>
                    {file.evidence?.map((line, i) => (
                      <li key={i}>
                        <Typography.Text type="secondary">{line}</Typography.Text>
                      </li>
                    ))}
                  </ul>
                ),
              }}
              columns={[
                { title: t('identification.file'), dataIndex: 'name' },
                {
                  title: t('identification.role'),
                  key: 'role',
                  render: (_, file) => <span data-testid={`identified-role-${file.name}`}>{roleOf(file)}</span>,
                },
                {
                  title: t('identification.confidence'),
                  dataIndex: 'confidence',
                  render: (confidence: number | undefined) =>
                    // eslint-disable-next-line no-restricted-syntax -- a confidence in percent, not money
                    confidence === undefined ? '—' : `${Math.round(confidence * 100)} %`,
                },
                {
                  title: t('identification.by'),
                  dataIndex: 'identifiedBy',
                  render: (by: string | undefined) =>
                    by ? <Tag>{t(`identification.byKind.${by}`, { defaultValue: by })}</Tag> : '—',
                },
              ]}
            />
          ),
        },
      ]}
    />
  );
}
