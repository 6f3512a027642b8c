import { Flex, Tag, theme } from 'antd';
import { memo, useCallback, useState } from 'react';
import type { TabView } from '../../stores/tags-view';
import { useRouteInfo } from '../hooks/useRouteInfo';
import { useTabs } from '../hooks/useTabs';
import ScrollPane from './ScrollPane';
import TagContextMenu, { type TagAction } from './TagContextMenu';

interface TabProps {
  tab: TabView;
  active: boolean;
  title: string;
  onOpen: (tab: TabView) => void;
  onClose: (tab: TabView) => void;
  onMenu: (tab: TabView, x: number, y: number) => void;
}

/** One tab; memoised, so a navigation redraws only the tab it leaves and the tab it shows. */
const PageTab = memo(function PageTab({ tab, active, title, onOpen, onClose, onMenu }: TabProps) {
  return (
    <Tag
      data-testid="tab"
      data-path={tab.path}
      data-active={active ? '1' : '0'}
      color={active ? 'processing' : undefined}
      closable={!tab.affix}
      onClose={(e) => {
        e.preventDefault();
        onClose(tab);
      }}
      onClick={() => onOpen(tab)}
      onContextMenu={(e) => {
        e.preventDefault();
        onMenu(tab, e.clientX, e.clientY);
      }}
      style={{ cursor: 'pointer', marginInlineEnd: 0 }}
    >
      {title}
    </Tag>
  );
});

/**
 * The page-tab strip (spec 01 §2.7): click to show, × to close, right-click for refresh / close / others / all. The
 * active tab stays in view (ScrollPane).
 */
export default function TagsView() {
  const { tabs, activePath, open, close, closeOthers, closeAll, refresh } = useTabs();
  const { resolve, titleOf } = useRouteInfo();
  const { token } = theme.useToken();
  const [menu, setMenu] = useState<{ tab: TabView; x: number; y: number } | null>(null);
  const dismiss = useCallback(() => setMenu(null), []);
  const onClose = useCallback((tab: TabView) => void close(tab), [close]);
  const onMenu = useCallback((tab: TabView, x: number, y: number) => setMenu({ tab, x, y }), []);

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
      style={{
        height: 34,
        padding: `0 ${token.paddingXS}px`,
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <ScrollPane activePath={activePath}>
        {tabs.map((tab) => (
          <PageTab
            key={tab.path}
            tab={tab}
            active={tab.path === activePath}
            title={titleOf(resolve(tab.path))}
            onOpen={open}
            onClose={onClose}
            onMenu={onMenu}
          />
        ))}
      </ScrollPane>
      {menu && <TagContextMenu {...menu} onAction={act} onDismiss={dismiss} />}
    </Flex>
  );
}
