import { CONSULT_TYPES, type WorkOrderStatus } from '@pcbunion/core';
import { Tag, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { WorkOrder } from './api';
import { formatDateTime } from '../../locales/format';

const statusColours: Record<WorkOrderStatus, string> = {
  open: 'blue',
  in_progress: 'orange',
  resolved: 'green',
  closed: 'default',
};

export function StatusTag(props: { status: WorkOrderStatus }) {
  const { t } = useTranslation('workOrder');
  return (
    <Tag color={statusColours[props.status]} data-testid="work-order-status">
      {t(`statuses.${props.status}`)}
    </Tag>
  );
}

/** The age of a work order (to its resolution, or now) and whether its first answer came late (24 h SLA). */
export function SlaTag(props: { wo: Pick<WorkOrder, 'sla'> }) {
  const { t } = useTranslation('workOrder');
  const { ageSeconds, overdue, firstResponseDueAt } = props.wo.sla;
  const hours = Math.floor(ageSeconds / 3600);
  const age =
    hours >= 24 ? t('ageDays', { days: Math.floor(hours / 24), hours: hours % 24 }) : t('ageHours', { hours });
  return (
    <Tooltip title={t('firstAnswerDue', { time: formatDateTime(firstResponseDueAt) })}>
      <Tag color={overdue ? 'red' : 'default'} data-testid="work-order-sla">
        {age} · {overdue ? t('overdue') : t('onTime')}
      </Tag>
    </Tooltip>
  );
}

export function typeLabel(t: TFunction<'workOrder'>, wo: Pick<WorkOrder, 'kind' | 'type' | 'target'>): string {
  if (wo.kind === 'consult' && wo.type)
    return (CONSULT_TYPES as readonly string[]).includes(wo.type)
      ? t(`consultTypes.${wo.type}` as 'consultTypes.other')
      : wo.type;
  if (wo.kind === 'complaint' && wo.type) return t(`complaintTypes.${wo.type}` as 'complaintTypes.other');
  if (wo.target) return t(`targets.${wo.target}`);
  return '—';
}
