import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Popconfirm, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import PagedTable from '../../components/PagedTable';
import { listOf, moveProject, remove, type ProjectRow } from '../../features/pricing';
import TermsCard from './TermsCard';
import { AssemblySettingsCard } from '../../features/assembly';
import { ShippingTableCard } from '../../features/instant-quote';

/** Pricing project management: the projects in pricing order, moved up or down, each edited on its child page. */
export default function ValuationProjectManagementPage() {
  const { t } = useTranslation('pricing');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const reload = () => void client.invalidateQueries({ queryKey: ['pricing', 'projects'] });
  const move = (row: ProjectRow, direction: 'up' | 'down') =>
    moveProject(row.uid, direction).then(reload, () => undefined);

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <TermsCard />
      <AssemblySettingsCard />
      <ShippingTableCard />
      <Card title={t('project.title')}>
        <PagedTable<ProjectRow>
          dataService
          queryKey={['pricing', 'projects', 'page']}
          rowKey="uid"
          fetch={listOf<ProjectRow>('projects')}
          toolbar={() => (
            <Button
              type="primary"
              data-testid="add-project"
              onClick={() => navigate('/valuation-project-management-son/index?flag=add')}
            >
              {t('actions.add')}
            </Button>
          )}
          columns={[
            { title: t('project.sortNumber'), dataIndex: 'sortNumber', sorter: true, width: 90 },
            {
              title: t('project.code'),
              dataIndex: 'code',
              sorter: true,
              render: (code: string) => <code>{code}</code>,
            },
            { title: t('project.name'), dataIndex: 'name', sorter: true },
            {
              title: t('project.costCategory'),
              dataIndex: 'costCategory',
              render: (v: string) => t(`costCategory.${v}`),
            },
            { title: t('project.kind'), dataIndex: 'kind', render: (v: string) => t(`projectKind.${v}`) },
            {
              title: t('project.pricingMode'),
              dataIndex: 'pricingMode',
              render: (v: string) => <Tag>{t(`pricingMode.${v}`)}</Tag>,
            },
            { title: t('project.formula'), dataIndex: 'formula', render: (v: string) => <code>{v}</code> },
            {
              title: t('project.boundTo'),
              dataIndex: 'boundTo',
              render: (v: string[] = []) => v.map((p) => <Tag key={p}>{p}</Tag>),
            },
            {
              title: t('actions.title'),
              key: 'actions',
              fixed: 'right',
              render: (_: unknown, row: ProjectRow) => (
                <Space>
                  <Button
                    size="small"
                    icon={<ArrowUpOutlined />}
                    aria-label={t('actions.moveUp')}
                    onClick={() => void move(row, 'up')}
                  />
                  <Button
                    size="small"
                    icon={<ArrowDownOutlined />}
                    aria-label={t('actions.moveDown')}
                    onClick={() => void move(row, 'down')}
                  />
                  <Button
                    size="small"
                    onClick={() => navigate(`/valuation-project-management-son/index?uid=${row.uid}&flag=edit`)}
                  >
                    {t('actions.edit')}
                  </Button>
                  <Popconfirm
                    title={t('actions.confirmDelete')}
                    onConfirm={() =>
                      remove('projects', row.uid).then(() => {
                        void message.success(t('actions.deleted'));
                        reload();
                      })
                    }
                  >
                    <Button size="small" danger>
                      {t('actions.delete')}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </Card>
    </Space>
  );
}
