import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fetchSide } from '../../features/consent/api';
import CustomerConsents from '../../features/consent/CustomerConsents';
import FactoryShared from '../../features/consent/FactoryShared';
import { useSession } from '../../stores/session';

/**
 * Third-party customer information (spec 01 §2.2, public route): a customer grants or revokes, per factory and
 * category, what the factory may share with third parties; a factory reads only what its customers consented to.
 */
export default function ThirdPartyCustomerInformationPage() {
  const { t } = useTranslation('consent');
  const { session } = useSession();
  const side = useQuery({ queryKey: ['customer-consents', 'side'], queryFn: fetchSide, enabled: Boolean(session) });
  return (
    <Card title={t('title')} size="small" data-testid="third-party-page">
      {!session ? (
        <Empty description={t('signInFirst')}>
          <Link to="/login?redirect=%2Fthird-party-customer-information%2Findex">{t('signIn')}</Link>
        </Empty>
      ) : side.isLoading ? (
        <Spin />
      ) : side.data?.side === 'factory' ? (
        <FactoryShared />
      ) : (
        <CustomerConsents />
      )}
    </Card>
  );
}
