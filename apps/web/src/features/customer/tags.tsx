import type { CustomerLevel, CustomerOrigin, CustomerStatus, LeadStage } from '@pcbunion/core';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const STAGE: Record<LeadStage, string> = {
  new: 'default',
  contacted: 'processing',
  qualified: 'warning',
  won: 'success',
  lost: 'error',
};
const ORIGIN: Record<CustomerOrigin, string> = { manual: 'default', lead: 'gold', platform: 'geekblue' };
const LEVEL: Record<CustomerLevel, string> = {
  strategic: 'magenta',
  key: 'blue',
  regular: 'default',
  occasional: 'default',
};

export function StageTag({ stage }: { stage: LeadStage }) {
  const { t } = useTranslation('customer');
  return <Tag color={STAGE[stage]}>{t(`stage.${stage}`)}</Tag>;
}

export function LevelTag({ level }: { level: CustomerLevel }) {
  const { t } = useTranslation('customer');
  return <Tag color={LEVEL[level]}>{t(`level.${level}`)}</Tag>;
}

export function CustomerStatusTag({ status }: { status: CustomerStatus }) {
  const { t } = useTranslation('customer');
  return <Tag color={status === 'active' ? 'success' : 'default'}>{t(`status.${status}`)}</Tag>;
}

export function OriginTag({ origin }: { origin: CustomerOrigin }) {
  const { t } = useTranslation('customer');
  return (
    <Tag color={ORIGIN[origin]} data-testid={`cust-origin-${origin}`}>
      {t(`origin.${origin}`)}
    </Tag>
  );
}
