import { Card, Col, Descriptions, Empty, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMenus } from '../../shell/hooks/useMenus';
import { ancestorsOf } from '../../shell/routes/menu-tree';
import { useSession } from '../../stores/session';
import AreaShortcut from './AreaShortcut';
import RecentMessages from './RecentMessages';

/**
 * The collaboration workbench: what the signed-in person can do today in their granted areas (counts where an
 * area's API exists, shortcuts for all), the enterprise's expiry date and the recent messages.
 */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { authInfo } = useSession();
  const { menus, menuTitle } = useMenus();
  if (!authInfo) return null;
  const { user } = authInfo;
  const areas = menus.filter(
    (m) => m.package_url && m.is_show && m.package_url !== 'collaborative-workbench' && !/^https?:/.test(m.package_url),
  );
  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <Card>
          <Typography.Title level={3} style={{ marginTop: 0 }}>
            {t('title')}
          </Typography.Title>
          <Typography.Paragraph>{t('welcome', { name: user.staff_name })}</Typography.Paragraph>
          <Descriptions column={{ xs: 1, md: 2 }} size="small">
            <Descriptions.Item label={t('enterpriseLabel')}>{user.enterprise_name}</Descriptions.Item>
            <Descriptions.Item label={t('expiryLabel')}>
              <span data-testid="workbench-expiry">{user.expires_on ?? t('noExpiry')}</span>
            </Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
      <Col xs={24} xl={16}>
        <Card size="small" title={t('yourAreas')}>
          {areas.length ? (
            <Row gutter={[12, 12]}>
              {areas.map((menu) => (
                <Col key={menu.menu_no} xs={24} sm={12} lg={8}>
                  <AreaShortcut menu={menu} title={ancestorsOf(menu, menus).map(menuTitle).join(' / ')} />
                </Col>
              ))}
            </Row>
          ) : (
            <Empty description={t('noAreas')} />
          )}
        </Card>
      </Col>
      <Col xs={24} xl={8}>
        <RecentMessages />
      </Col>
    </Row>
  );
}
