import { BellOutlined } from '@ant-design/icons';
import { BELL_BADGE_MAX } from '@pcbunion/core';
import { Badge, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBellCount } from '../../stores/messages';
import { useSession } from '../../stores/session';
import { useAppNavigate } from '../hooks/useAppNavigate';
import { usePermission } from '../hooks/usePermission';
import { bellTarget } from './bell-target';

/** The bell: unread work-order messages (at most 99 shown); it opens the work-order screen `bellTarget` picks. */
export default function Bell() {
  const count = useBellCount();
  const { session } = useSession();
  const navigate = useAppNavigate();
  const { canOpen } = usePermission();
  const { t } = useTranslation('shell');
  const target = bellTarget(session?.satff_member === 1, canOpen);
  return (
    <Badge count={count} overflowCount={BELL_BADGE_MAX} size="small" data-testid="bell-badge">
      <Button
        type="text"
        aria-label={t('bell')}
        data-testid="bell"
        icon={<BellOutlined />}
        onClick={() => navigate(target)}
      />
    </Badge>
  );
}
