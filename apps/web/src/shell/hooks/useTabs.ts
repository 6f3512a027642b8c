import { App } from 'antd';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../api/http';
import { updateInquiryStatus } from '../../api/shell';
import { tagsStore, useVisitedTabs, type TabView } from '../../stores/tags-view';

const MANUAL_QUOTATION_INDEX = '/online-manual-quotation/index';

/** The tab strip's behaviour (spec 01 §2.7); TagsView only draws it. */
export function useTabs() {
  const visited = useVisitedTabs();
  const location = useLocation();
  const navigate = useNavigate();
  const { message } = App.useApp();

  /** The Dashboard (affix) tab is hidden while other tabs exist. */
  const shown = visited.some((v) => !v.affix) ? visited.filter((v) => !(v.affix && v.path === '/dashboard')) : visited;
  const isActive = (tab: TabView) => tab.path === location.pathname;

  const goToLast = useCallback((remaining: TabView[]) => {
    const last = remaining.at(-1);
    navigate(last ? last.fullPath : '/');
  }, [navigate]);

  const close = useCallback(
    async (tab: TabView) => {
      if (tab.affix) return;
      const query = new URLSearchParams(tab.fullPath.split('?')[1] ?? '');
      const uid = query.get('uid');
      if (query.get('from_url') === MANUAL_QUOTATION_INDEX && uid) {
        try {
          await updateInquiryStatus(uid);
        } catch (error) {
          void message.error(error instanceof ApiError ? error.message : String(error));
          return;
        }
      }
      tagsStore.close(tab.path);
      if (tab.path === location.pathname) goToLast(tagsStore.get().visited);
    },
    [goToLast, location.pathname, message],
  );

  const closeOthers = useCallback(
    (tab: TabView) => {
      tagsStore.closeOthers(tab.path);
      if (tab.path !== location.pathname) navigate(tab.fullPath);
    },
    [location.pathname, navigate],
  );

  const closeAll = useCallback(() => {
    tagsStore.closeAll();
    goToLast(tagsStore.get().visited);
  }, [goToLast]);

  /** Refresh goes through /redirect{fullPath}; the page gets a new key and mounts afresh. */
  const refresh = useCallback(
    (tab: TabView) => {
      tagsStore.refresh(tab.path);
      navigate(`/redirect${tab.fullPath}`, { replace: true });
    },
    [navigate],
  );

  return { tabs: shown, isActive, close, closeOthers, closeAll, refresh };
}
