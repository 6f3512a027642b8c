import { DEFAULT_THEME_COLOR } from '@pcbunion/core';
import { createStore, readStored, writeStored } from './create-store';

/** Spec 01 §3 settings, remembered per browser. */
export interface Settings {
  theme: string;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
}

const KEY = 'pcb_settings';
export const DEFAULT_SETTINGS: Settings = {
  theme: DEFAULT_THEME_COLOR,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
};
const store = createStore<Settings>({ ...DEFAULT_SETTINGS, ...readStored<Partial<Settings>>(KEY, {}) });

export const settingsStore = {
  ...store,
  change<K extends keyof Settings>(key: K, value: Settings[K]) {
    store.set((s) => ({ ...s, [key]: value }));
    writeStored(KEY, store.get());
  },
  reset() {
    store.set(DEFAULT_SETTINGS);
    writeStored(KEY, null);
  },
};

export const useSettings = () => store.use();
