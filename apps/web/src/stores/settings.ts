import { DEFAULT_THEME_COLOR } from '@pcbunion/core';
import { createStore } from './create-store';
import { settingsValue } from './stored-values';

/** Spec 01 §3 settings, remembered per browser. */
export interface Settings {
  theme: string;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
}

export const DEFAULT_SETTINGS: Settings = {
  theme: DEFAULT_THEME_COLOR,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
};
const store = createStore<Settings>({ ...DEFAULT_SETTINGS, ...settingsValue.get<Partial<Settings>>({}) });

export const settingsStore = {
  ...store,
  change<K extends keyof Settings>(key: K, value: Settings[K]) {
    store.set((s) => ({ ...s, [key]: value }));
    settingsValue.set(store.get());
  },
  reset() {
    store.set(DEFAULT_SETTINGS);
    settingsValue.set(null);
  },
};

export const useSettings = () => store.use();
