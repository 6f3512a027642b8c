import { Flex, Tag, theme } from 'antd';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TabView } from '../../stores/tags-view';
import { useRouteInfo } from '../hooks/useRouteInfo';
import { useTabs } from '../hooks/useTabs';
import TagContextMenu, { type TagAction } from './TagContextMenu';

/** The page-tab strip (spec 01 §2.7): click to show, × to close, right-click for refresh / close / others / all. */
export default function TagsView() {
  const { tabs, isActive, close, closeOthers, closeAll, refresh } = useTabs();
  const { resolve, titleOf } = useRouteInfo();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const [menu, setMenu] = useState<{ tab: TabView; x: number; y: number } | null>(null);
  const dismiss = useCallback(() => setMenu(null), []);

  const act = (action: TagAction, tab: TabView) => {
    if (action === 'refresh') refresh(tab);
    else if (action === 'close') void close(tab);
    else if (action === 'closeOthers') closeOthers(tab);
    else closeAll();
  };

  return (
    <Flex
      data-testid="tags-view"
      align="center"
      gap={token.marginXXS}
      style={{ height: 34, padding: `0 ${token.paddingXS}px`, overflowX: 'auto', whiteSpace: 'nowrap', background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
    >
      {tabs.map((tab) => {
        const active = isActive(tab);
        return (
          <Tag
            key={tab.path}
            data-testid="tab"
            data-path={tab.path}
            data-active={active ? '1' : '0'}
            color={active ? 'processing' : undefined}
            closable={!tab.affix}
            onClose={(e) => {
              e.preventDefault();
              void close(tab);
            }}
            onClick={() => navigate(tab.fullPath)}
            onContextMenu={(e) => {
              e.preventDefault();
              setMenu({ tab, x: e.clientX, y: e.clientY });
            }}
            style={{ cursor: 'pointer', marginInlineEnd: 0 }}
          >
            {titleOf(resolve(tab.path))}
          </Tag>
        );
      })}
      {menu && <TagContextMenu {...menu} onAction={act} onDismiss={dismiss} />}
    </Flex>
  );
}
