import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Result, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { inviteLinkInfo } from '../register/api';

/**
 * The short invite link `/join/index?code=…` (community management): looks the code up and opens member
 * registration at `/login?enterpriseuid=…&tenantid=…&flag=…&type=invite&to_regist=1`.
 */
export default function JoinPage() {
  const { t } = useTranslation('register');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const code = params.get('code') ?? '';
  const link = useQuery({
    queryKey: ['invite-link', code],
    queryFn: () => inviteLinkInfo(code),
    enabled: !!code,
    retry: false,
  });

  useEffect(() => {
    if (link.data?.state === 'active') navigate(link.data.register_path, { replace: true });
  }, [link.data, navigate]);

  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh', padding: 16 }}>
      <Card style={{ width: '100%', maxWidth: 480 }} data-testid="join-page">
        {link.isLoading || link.data?.state === 'active' ? (
          <Flex justify="center">
            <Spin />
          </Flex>
        ) : (
          <Result
            status="warning"
            title={t('inviteUnusable')}
            extra={
              <Link to="/login">
                <Button>{t('backToLogin')}</Button>
              </Link>
            }
          />
        )}
      </Card>
    </Flex>
  );
}
