import { type BookLabeller, type FieldError, type PriceEstimate } from '@pcbunion/core';
import { Alert, Card, Descriptions, Flex, Grid, List, Space, Spin, Statistic, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { serverErrors } from './field-errors';
import { useBookLabels } from './labels';
import type { LiveEstimate } from './useLiveEstimate';

/** On a phone the lines are stacked — name and amount on one row, the why below — so every amount stays on screen. */
function StackedLines({ estimate, labels }: { estimate: PriceEstimate; labels: BookLabeller }) {
  return (
    <List
      size="small"
      bordered
      dataSource={estimate.lines}
      rowKey="code"
      renderItem={(line) => (
        <List.Item>
          <Flex vertical style={{ width: '100%' }}>
            <Flex justify="space-between" gap="small">
              <span data-testid={`line-${line.code}`}>{labels.line(line.code)}</span>
              <Typography.Text strong data-testid={`amount-${line.code}`} style={{ whiteSpace: 'nowrap' }}>
                {line.amount}
              </Typography.Text>
            </Flex>
            <Typography.Text type="secondary" data-testid={`explain-${line.code}`}>
              {labels.message(line.explain.key, line.explain.values)}
            </Typography.Text>
          </Flex>
        </List.Item>
      )}
    />
  );
}

function Lines({ estimate, labels }: { estimate: PriceEstimate; labels: BookLabeller }) {
  const { t } = useTranslation('pricing');
  const screens = Grid.useBreakpoint();
  if (screens.sm === false) return <StackedLines estimate={estimate} labels={labels} />;
  return (
    <Table
      size="small"
      rowKey="code"
      pagination={false}
      dataSource={estimate.lines}
      columns={[
        {
          title: t('panel.line'),
          dataIndex: 'code',
          render: (code: string) => <span data-testid={`line-${code}`}>{labels.line(code)}</span>,
        },
        {
          title: t('panel.amount'),
          dataIndex: 'amount',
          align: 'right',
          render: (amount: string, line) => <span data-testid={`amount-${line.code}`}>{amount}</span>,
        },
        {
          title: t('panel.explain'),
          dataIndex: 'explain',
          render: (explain: PriceEstimate['lines'][number]['explain'], line) => (
            <Typography.Text type="secondary" data-testid={`explain-${line.code}`}>
              {labels.message(explain.key, explain.values)}
            </Typography.Text>
          ),
        },
      ]}
    />
  );
}

/**
 * The live price beside the parameter form: total, unit prices, tier, delivery, the lines and why — every name and
 * explanation from `labels` (the book's names in the current language). Before the required fields are filled it
 * says which to fill in; other refusals are listed by the field's name.
 */
export default function PricePanel({
  live,
  currency,
  labels: given,
}: {
  live: LiveEstimate;
  currency?: string | undefined;
  labels?: BookLabeller;
}) {
  const { t } = useTranslation('pricing');
  const fallback = useBookLabels(undefined);
  const labels = given ?? fallback;
  const local = live.local;
  if (!local) return <Spin />;
  if (!local.ok) {
    const missing = local.errors.filter((e: FieldError) => e.key === 'parameter.valueRequired');
    const wrong = local.errors.filter((e: FieldError) => e.key !== 'parameter.valueRequired');
    return (
      <Card title={t('panel.title')} data-testid="price-panel">
        {missing.length > 0 && (
          <Alert
            type="info"
            showIcon
            data-testid="fill-in"
            message={t('panel.fillIn', {
              fields: missing.map((e) => labels.parameter(e.field)).join(t('panel.listSeparator')),
            })}
          />
        )}
        {wrong.length > 0 && (
          <Alert
            type="warning"
            showIcon
            message={t('panel.fix')}
            description={
              <ul>
                {wrong.map((e, i) => (
                  <li key={i}>{labels.fieldError(e)}</li>
                ))}
              </ul>
            }
          />
        )}
      </Card>
    );
  }
  const e = local.estimate;
  return (
    <Card
      title={t('panel.title')}
      data-testid="price-panel"
      extra={
        live.agrees === true ? (
          <Tag color="success" data-testid="server-agrees">
            {t('panel.confirmed')}
          </Tag>
        ) : live.agrees === false ? (
          <Tag color="error">{t('panel.differs', { total: live.server?.total })}</Tag>
        ) : live.serverError ? (
          <Tag color="warning">{serverErrors(live.serverError)[0]?.message}</Tag>
        ) : (
          <Tag>{t('panel.confirming')}</Tag>
        )
      }
    >
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Statistic
          title={t('panel.total')}
          value={e.total}
          suffix={currency ?? e.currency}
          valueRender={() => <span data-testid="price-total">{e.total}</span>}
        />
        <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
          <Descriptions.Item label={t('panel.perPcs')}>{e.perPcs}</Descriptions.Item>
          <Descriptions.Item label={t('panel.perPnl')}>{e.perPnl}</Descriptions.Item>
          <Descriptions.Item label={t('panel.perM2')}>{e.perM2}</Descriptions.Item>
          <Descriptions.Item label={t('panel.perFt2')}>{e.perFt2}</Descriptions.Item>
          <Descriptions.Item label={t('panel.area')}>{`${e.areaM2} m² / ${e.areaFt2} ft²`}</Descriptions.Item>
          <Descriptions.Item label={t('panel.batchTier')}>
            <span data-testid="batch-tier">{t(`tier.${e.batchTier}`)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('panel.deliveryDays')}>
            <span data-testid="delivery-days">{e.deliveryDays}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('panel.original', { currency: e.originalCurrency })}>
            {e.totalOriginal}
          </Descriptions.Item>
        </Descriptions>
        <Lines estimate={e} labels={labels} />
        <details>
          <summary>{t('panel.steps')}</summary>
          <ul>
            {e.steps.map((step, i) => (
              <li key={i}>{labels.message(step.key, step.values)}</li>
            ))}
          </ul>
        </details>
      </Space>
    </Card>
  );
}
