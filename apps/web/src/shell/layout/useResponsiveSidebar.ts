import { MOBILE_BREAKPOINT_PX } from '@pcbunion/core';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { appStore } from '../../stores/app';

const isMobileWidth = () => document.body.getBoundingClientRect().width < MOBILE_BREAKPOINT_PX;

/** Spec 01 §4: device follows the window width (under 993 px is mobile); on mobile the sidebar closes, and after each route change. */
export function useResponsiveSidebar(): void {
  const { pathname } = useLocation();

  useEffect(() => {
    const onResize = () => {
      if (document.hidden) return;
      const mobile = isMobileWidth();
      appStore.setDevice(mobile ? 'mobile' : 'desktop');
      if (mobile) appStore.closeSidebar(true);
    };
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  useEffect(() => {
    const { device, sidebar } = appStore.get();
    if (device === 'mobile' && sidebar.opened) appStore.closeSidebar(false);
  }, [pathname]);
}
