import { App, Button, Card, Popconfirm, Space, Tag } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import PagedTable from '../../components/PagedTable';
import { allOf, listOf, remove, useActorLevel, type ParameterRow } from '../../features/pricing';
import ParameterDialog from './ParameterDialog';

/** Quotation parameter management (spec 02 §2–§5): the platform's parameters (read-only to merchants) and the merchant's own. */
export default function QuotationParameterManagementPage() {
  const { t } = useTranslation('pricing');
  const { message } = App.useApp();
  const client = useQueryClient();
  const level = useActorLevel();
  const all = useQuery({
    queryKey: ['pricing', 'parameters', 'all'],
    queryFn: () => allOf<ParameterRow>('parameters'),
  });
  const [dialog, setDialog] = useState<{ open: boolean; editing: ParameterRow | null }>({ open: false, editing: null });
  const reload = () => void client.invalidateQueries({ queryKey: ['pricing', 'parameters'] });

  return (
    <Card title={t('parameter.title')}>
      <PagedTable<ParameterRow>
        dataService
        queryKey={['pricing', 'parameters', 'page']}
        rowKey="uid"
        fetch={listOf<ParameterRow>('parameters')}
        toolbar={() => (
          <Button type="primary" onClick={() => setDialog({ open: true, editing: null })} data-testid="add-parameter">
            {t('actions.add')}
          </Button>
        )}
        columns={[
          {
            title: t('parameter.code'),
            dataIndex: 'code',
            sorter: true,
            render: (code: string) => <code>{code}</code>,
          },
          { title: t('parameter.name'), dataIndex: 'name', sorter: true },
          { title: t('parameter.category'), dataIndex: 'category', sorter: true },
          { title: t('parameter.dataType'), dataIndex: 'dataType', render: (v: string) => t(`dataType.${v}`) },
          {
            title: t('parameter.level'),
            dataIndex: 'level',
            render: (v: string) => <Tag color={v === 'platform' ? 'blue' : 'green'}>{t(`level.${v}`)}</Tag>,
          },
          { title: t('parameter.kind'), dataIndex: 'kind', render: (v: string) => t(`kind.${v}`) },
          { title: t('parameter.entryMode'), dataIndex: 'entryMode', render: (v: string) => t(`entryMode.${v}`) },
          {
            title: t('parameter.mustFill'),
            dataIndex: 'mustFill',
            render: (v: boolean) => (v ? t('common.yes') : t('common.no')),
          },
          { title: t('parameter.defaultValue'), dataIndex: 'defaultValue' },
          { title: t('parameter.formula'), dataIndex: 'formula', render: (v?: string) => v && <code>{v}</code> },
          { title: t('parameter.status'), dataIndex: 'status', render: (v: string) => t(`status.${v}`) },
          {
            title: t('actions.title'),
            key: 'actions',
            fixed: 'right',
            render: (_: unknown, row: ParameterRow) => (
              <Space>
                <Button size="small" onClick={() => setDialog({ open: true, editing: row })}>
                  {row.readOnly ? t('actions.view') : t('actions.edit')}
                </Button>
                {!row.readOnly && (
                  <Popconfirm
                    title={t('actions.confirmDelete')}
                    onConfirm={() =>
                      remove('parameters', row.uid).then(() => {
                        void message.success(t('actions.deleted'));
                        reload();
                      })
                    }
                  >
                    <Button size="small" danger>
                      {t('actions.delete')}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <ParameterDialog
        open={dialog.open}
        editing={dialog.editing}
        all={all.data ?? []}
        level={level}
        onClose={(saved) => {
          setDialog({ open: false, editing: null });
          if (saved) reload();
        }}
      />
    </Card>
  );
}
