import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { CapabilityEditor } from '../../features/capability';

/** The factory's process capability table, edited beside its Gerber reviews (issue 17). */
export default function CapabilityDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('capability');
  return (
    <Drawer
      open={open}
      onClose={onClose}
      width={1000}
      title={t('editor.title')}
      destroyOnHidden
      data-testid="capability-drawer"
    >
      <CapabilityEditor />
    </Drawer>
  );
}
