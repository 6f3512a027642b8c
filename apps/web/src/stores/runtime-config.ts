import { createStore } from './create-store';

/** `config.json` (spec 01 §3 runtime config): favicon and project name; empty until fetched, defaults on failure. */
export interface RuntimeConfig {
  faviconIcon: string | null;
  faviconSmallIcon: string | null;
  projectName: string;
  /** The external parameter-extraction tool (spec 01 §2.6); null when the server names none. */
  parameterExtractionUrl: string | null;
}

export const DEFAULT_FAVICON = '/favicon.svg';
const store = createStore<RuntimeConfig>({
  faviconIcon: null,
  faviconSmallIcon: null,
  projectName: '',
  parameterExtractionUrl: null,
});

export const runtimeConfigStore = store;
export const useRuntimeConfig = () => store.use();
