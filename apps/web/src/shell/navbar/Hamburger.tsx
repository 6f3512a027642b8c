import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { appStore, useSidebar } from '../../stores/app';

/** Opens and closes the sidebar (the state is saved in the sidebarStatus cookie). */
export default function Hamburger() {
  const { opened } = useSidebar();
  const { t } = useTranslation('shell');
  return (
    <Button
      type="text"
      data-testid="hamburger"
      aria-label={t('toggleSidebar')}
      aria-expanded={opened}
      icon={opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
      onClick={appStore.toggleSidebar}
    />
  );
}
