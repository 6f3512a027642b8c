import { SettingOutlined } from '@ant-design/icons';
import { Button, Flex, Space, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDevice } from '../../stores/app';
import { useSession } from '../../stores/session';
import LanguageSwitch from '../LanguageSwitch';
import Bell from './Bell';
import Breadcrumbs from './Breadcrumbs';
import ExpiryDate from './ExpiryDate';
import Hamburger from './Hamburger';
import UserMenu from './UserMenu';

/** Hamburger and breadcrumb on the left; expiry date, bell, enterprise, language, settings and the user menu on the right. */
export default function Navbar({ onSettings }: { onSettings: () => void }) {
  const { session } = useSession();
  const mobile = useDevice() === 'mobile';
  const { token } = theme.useToken();
  const { t } = useTranslation('shell');
  return (
    <Flex
      align="center"
      justify="space-between"
      gap={token.marginSM}
      style={{ height: 50, padding: `0 ${token.paddingSM}px`, background: token.colorBgContainer }}
    >
      <Flex
        align="center"
        gap={token.marginXS}
        style={{ minWidth: 0, flex: 1, overflow: 'hidden', whiteSpace: 'nowrap' }}
      >
        <Hamburger />
        {!mobile && <Breadcrumbs />}
      </Flex>
      <Space size={token.marginSM} wrap={false} style={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
        {session?.small_bell === 1 && !mobile && <ExpiryDate />}
        {session?.small_bell === 1 && <Bell />}
        {!mobile && (
          <Typography.Text data-testid="navbar-enterprise" ellipsis style={{ maxWidth: 240 }}>
            {session?.enterprise_name}
          </Typography.Text>
        )}
        <LanguageSwitch />
        <Button
          type="text"
          aria-label={t('settings.title')}
          data-testid="open-settings"
          icon={<SettingOutlined />}
          onClick={onSettings}
        />
        <UserMenu />
      </Space>
    </Flex>
  );
}
