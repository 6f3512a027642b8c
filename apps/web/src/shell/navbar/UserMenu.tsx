import { UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown, Space, Typography, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../../stores/runtime-config';
import { useSession } from '../../stores/session';
import { useAppNavigate } from '../hooks/useAppNavigate';
import { useSignOut } from '../session/useSignOut';
import AccountFormDialog from './AccountFormDialog';
import { JoinCompanyForm, ModifyPhoneForm } from './account-dialogs';
import ChangePasswordDialog from './ChangePasswordDialog';
import { parameterExtractionLink } from './parameter-extraction';
import SwitchEnterpriseDialog from './SwitchEnterpriseDialog';

type DialogName = 'switch' | 'password' | 'phone' | 'join' | null;

/** Avatar (with a fallback icon) and staff name; the dropdown of spec 01 §2.6. */
export default function UserMenu() {
  const { t } = useTranslation('shell');
  const { session } = useSession();
  const { parameterExtractionUrl } = useRuntimeConfig();
  const navigate = useAppNavigate();
  const signOut = useSignOut();
  const [dialog, setDialog] = useState<DialogName>(null);
  const [avatarFailed, setAvatarFailed] = useState(false);

  const items: MenuProps['items'] = [
    { key: 'switch', label: t('switchEnterprise') },
    { key: 'profile', label: t('personalProfile') },
    { key: 'messages', label: t('messageCentre') },
    ...(ModifyPhoneForm ? [{ key: 'phone', label: t('modifyPhone') }] : []),
    { key: 'password', label: t('modifyPassword') },
    ...(JoinCompanyForm ? [{ key: 'join', label: t('joinCompany') }] : []),
    ...(parameterExtractionUrl ? [{ key: 'extraction', label: t('parameterExtraction') }] : []),
    { type: 'divider' as const },
    { key: 'logout', label: t('common:logout'), danger: true },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') navigate('/personal-Information/index');
    else if (key === 'messages') navigate('/message-centre/index');
    else if (key === 'logout') void signOut();
    else if (key === 'extraction') {
      if (parameterExtractionUrl && session)
        window.open(parameterExtractionLink(parameterExtractionUrl, session), '_blank', 'noopener');
    } else setDialog(key as DialogName);
  };

  const close = () => setDialog(null);
  const avatar = session?.user_avatar && !avatarFailed ? session.user_avatar : undefined;
  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']}>
        <Space style={{ cursor: 'pointer' }} data-testid="user-menu">
          <Avatar size="small" src={avatar} icon={<UserOutlined />} onError={() => (setAvatarFailed(true), false)} />
          <Typography.Text data-testid="navbar-staff">{session?.staff_name}</Typography.Text>
        </Space>
      </Dropdown>
      <SwitchEnterpriseDialog open={dialog === 'switch'} onClose={close} />
      <ChangePasswordDialog open={dialog === 'password'} onClose={close} />
      {ModifyPhoneForm && (
        <AccountFormDialog open={dialog === 'phone'} title={t('modifyPhone')} Form={ModifyPhoneForm} onClose={close} />
      )}
      {JoinCompanyForm && (
        <AccountFormDialog open={dialog === 'join'} title={t('joinCompany')} Form={JoinCompanyForm} onClose={close} />
      )}
    </>
  );
}
