import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../stores/session';

/** "系统到期日期" with the enterprise's expiry date, shown when the bell is enabled (spec 01 §2.6). */
export default function ExpiryDate() {
  const { t } = useTranslation('shell');
  const { authInfo } = useSession();
  const date = authInfo?.user.expires_on;
  if (!date) return null;
  return (
    <Typography.Text type="secondary" data-testid="expiry-date">
      {t('expiryDate')}: {date}
    </Typography.Text>
  );
}
