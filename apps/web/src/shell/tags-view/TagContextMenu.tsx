import { Menu, theme } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TabView } from '../../stores/tags-view';

export type TagAction = 'refresh' | 'close' | 'closeOthers' | 'closeAll';

interface Props {
  tab: TabView;
  x: number;
  y: number;
  onAction: (action: TagAction, tab: TabView) => void;
  onDismiss: () => void;
}

export const CONTEXT_MENU_WIDTH = 160;

/** Where the menu goes so that it stays inside the window's right edge (spec 01 §2.7). */
export function contextMenuLeft(x: number, windowWidth: number, width = CONTEXT_MENU_WIDTH, margin = 8): number {
  return Math.max(margin, Math.min(x, windowWidth - width - margin));
}

/** The right-click menu of a tab: refresh, close, close others, close all. */
export default function TagContextMenu({ tab, x, y, onAction, onDismiss }: Props) {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  useEffect(() => {
    const dismiss = () => onDismiss();
    window.addEventListener('click', dismiss);
    window.addEventListener('resize', dismiss);
    return () => {
      window.removeEventListener('click', dismiss);
      window.removeEventListener('resize', dismiss);
    };
  }, [onDismiss]);
  return (
    <Menu
      data-testid="tag-context-menu"
      selectable={false}
      style={{
        position: 'fixed',
        left: contextMenuLeft(x, window.innerWidth),
        top: y,
        width: CONTEXT_MENU_WIDTH,
        zIndex: 3000,
        boxShadow: token.boxShadowSecondary,
        borderRadius: token.borderRadiusLG,
      }}
      items={[
        { key: 'refresh', label: t('tabs.refresh') },
        ...(tab.affix ? [] : [{ key: 'close', label: t('tabs.close') }]),
        { key: 'closeOthers', label: t('tabs.closeOthers') },
        { key: 'closeAll', label: t('tabs.closeAll') },
      ]}
      onClick={({ key, domEvent }) => {
        domEvent.stopPropagation();
        onAction(key as TagAction, tab);
        onDismiss();
      }}
    />
  );
}
