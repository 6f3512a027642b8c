import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BidStatus, Phase } from './api';

const PHASE_COLOURS: Record<Phase, string> = {
  bidding: 'processing',
  evaluating: 'warning',
  awarded: 'success',
  cancelled: 'default',
};
const BID_COLOURS: Record<BidStatus, string> = { submitted: 'processing', awarded: 'success', lost: 'default' };

export const PhaseTag = ({ phase }: { phase: Phase }) => {
  const { t } = useTranslation('bidding');
  return (
    <Tag color={PHASE_COLOURS[phase]} data-testid="phase-tag">
      {t(`phases.${phase}`)}
    </Tag>
  );
};

export const BidStatusTag = ({ status }: { status: BidStatus }) => {
  const { t } = useTranslation('bidding');
  return (
    <Tag color={BID_COLOURS[status]} data-testid="bid-status">
      {t(`bidStatuses.${status}`)}
    </Tag>
  );
};
