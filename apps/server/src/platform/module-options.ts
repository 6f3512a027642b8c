import type { AppConfig } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';

/**
 * What every business module receives when it is registered. It lives apart from `index.ts` (the list of
 * modules) so a module never imports the file that imports it: arrows run app → modules → db/core.
 */
export interface ModuleOptions {
  config: AppConfig;
  database: DatabaseHandle;
}
