import { theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRuntimeConfig } from '../../stores/runtime-config';

/** The logo links to /; it shows the title, or the brand image when config.json supplies one (spec 01 §2.6). */
export default function SidebarLogo({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const { projectName, faviconSmallIcon } = useRuntimeConfig();
  const { token } = theme.useToken();
  const title = projectName || t('appName');
  return (
    <Link to="/" data-testid="sidebar-logo" style={{ display: 'flex', alignItems: 'center', gap: 8, height: 50, padding: `0 ${token.paddingMD}px`, overflow: 'hidden' }}>
      {faviconSmallIcon && <img src={faviconSmallIcon} alt="" width={28} height={28} />}
      {!collapsed && (
        <Typography.Text strong ellipsis style={{ color: token.colorTextLightSolid, fontSize: token.fontSizeLG }}>
          {title}
        </Typography.Text>
      )}
    </Link>
  );
}
