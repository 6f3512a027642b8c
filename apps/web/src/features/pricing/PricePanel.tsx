import { type BookLabeller, type FieldError } from '@pcbunion/core';
import { Alert, Card, Descriptions, Skeleton, Space, Spin, Statistic, Tag } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrors } from './field-errors';
import { useBookLabels } from './labels';
import type { LiveEstimate } from './useLiveEstimate';

/** The lines come in their own chunk (antd's table): the total above them is painted without it. */
const PriceLines = lazy(() => import('./PriceLines'));

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
        <Suspense fallback={<Skeleton active />}>
          <PriceLines estimate={e} labels={labels} />
        </Suspense>
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
