import { theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRuntimeConfig } from '../../stores/runtime-config';
import { useSession } from '../../stores/session';
import { logoTitle } from './logo-title';

/** The logo links to /; it shows the title (`logo-title.ts`), and the brand image when config.json supplies one (spec 01 §2.6). */
export default function SidebarLogo({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const { projectName, faviconSmallIcon } = useRuntimeConfig();
  const { token } = theme.useToken();
  const kind = useSession().authInfo?.user.enterprise_kind;
  const chosen = logoTitle(projectName, kind);
  const title = 'text' in chosen ? chosen.text : t(chosen.key);
  return (
    <Link
      to="/"
      data-testid="sidebar-logo"
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        height: 50,
        padding: `0 ${token.paddingMD}px`,
        overflow: 'hidden',
      }}
    >
      {faviconSmallIcon && <img src={faviconSmallIcon} alt="" width={28} height={28} />}
      {!collapsed && (
        <Typography.Text strong ellipsis style={{ color: token.colorTextLightSolid, fontSize: token.fontSizeLG }}>
          {title}
        </Typography.Text>
      )}
    </Link>
  );
}
