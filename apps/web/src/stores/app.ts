import { createStore } from './create-store';
import { sidebarStatusValue } from './stored-values';

/** Spec 01 §3 app state: the sidebar (saved in the `sidebarStatus` cookie, 1 open / 0 closed) and the device. */
export interface AppState {
  sidebar: { opened: boolean; withoutAnimation: boolean };
  device: 'desktop' | 'mobile';
}

const store = createStore<AppState>({
  sidebar: { opened: sidebarStatusValue.get(), withoutAnimation: false },
  device: 'desktop',
});

const saveSidebar = sidebarStatusValue.set;

export const appStore = {
  ...store,
  toggleSidebar() {
    const opened = !store.get().sidebar.opened;
    saveSidebar(opened);
    store.set((s) => ({ ...s, sidebar: { opened, withoutAnimation: false } }));
  },
  closeSidebar(withoutAnimation: boolean) {
    if (!store.get().sidebar.opened && store.get().sidebar.withoutAnimation === withoutAnimation) return;
    saveSidebar(false);
    store.set((s) => ({ ...s, sidebar: { opened: false, withoutAnimation } }));
  },
  setDevice(device: AppState['device']) {
    if (store.get().device !== device) store.set((s) => ({ ...s, device }));
  },
};

export const useSidebar = () => store.use((s) => s.sidebar);
export const useDevice = () => store.use((s) => s.device);
