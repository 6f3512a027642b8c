import { App } from 'antd';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import { ApiError } from '../../api/http';
import { markReadsStale } from '../../api/query-client';
import { updateInquiryStatus } from '../../api/shell';
import { sessionStore } from '../../stores/session';
import { tagsStore, useVisitedTabs, type TabView } from '../../stores/tags-view';
import { useAppNavigate } from './useAppNavigate';

const MANUAL_QUOTATION_INDEX = '/online-manual-quotation/index';

/**
 * The tab strip's behaviour (spec 01 §2.7); TagsView only draws it. The actions keep their identity across
 * navigations (they read the current path when called), so a tab whose state did not change is not drawn again.
 */
export function useTabs() {
  const visited = useVisitedTabs();
  const location = useLocation();
  const navigate = useAppNavigate();
  const { message } = App.useApp();
  const here = useRef(location.pathname);
  useLayoutEffect(() => {
    here.current = location.pathname;
  }, [location.pathname]);

  /** The Dashboard (affix) tab is hidden while other tabs exist. */
  const shown = useMemo(
    () => (visited.some((v) => !v.affix) ? visited.filter((v) => !(v.affix && v.path === '/dashboard')) : visited),
    [visited],
  );
  const activePath = location.pathname;

  const goToLast = useCallback(
    (remaining: TabView[]) => {
      const last = remaining.at(-1);
      navigate(last ? last.fullPath : '/');
    },
    [navigate],
  );

  /** Shows a tab's page: rendered in this task, like a menu click. */
  const open = useCallback((tab: TabView) => navigate(tab.fullPath, { flushSync: true }), [navigate]);

  const close = useCallback(
    async (tab: TabView) => {
      if (tab.affix) return;
      const query = new URLSearchParams(tab.fullPath.split('?')[1] ?? '');
      const uid = query.get('uid');
      if (query.get('from_url') === MANUAL_QUOTATION_INDEX && uid) {
        try {
          await updateInquiryStatus(uid, sessionStore.session()?.enterprise_uid ?? '');
        } catch (error) {
          void message.error(error instanceof ApiError ? error.message : String(error));
          return;
        }
      }
      tagsStore.close(tab.path);
      if (tab.path === here.current) goToLast(tagsStore.get().visited);
    },
    [goToLast, message],
  );

  const closeOthers = useCallback(
    (tab: TabView) => {
      tagsStore.closeOthers(tab.path);
      if (tab.path !== here.current) navigate(tab.fullPath);
    },
    [navigate],
  );

  const closeAll = useCallback(() => {
    tagsStore.closeAll();
    goToLast(tagsStore.get().visited);
  }, [goToLast]);

  /**
   * Refresh goes through /redirect{fullPath}; the page gets a new key and mounts afresh, reading its data again —
   * once, back on its address: the new key is given while /redirect is shown (no page visible), so the new page is
   * not first shown, and read for, at the old address.
   */
  const refresh = useCallback(
    (tab: TabView) => {
      markReadsStale();
      navigate(`/redirect${tab.fullPath}`, { replace: true, flushSync: true });
      tagsStore.refresh(tab.path);
    },
    [navigate],
  );

  return { tabs: shown, activePath, open, close, closeOthers, closeAll, refresh };
}
