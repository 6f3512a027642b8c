import type { Database } from '../../../db/client.js';
import type { ProviderRouter } from '../verification/providers.js';
import type { AccountSettings } from './settings.js';

/** What the account areas' routes share: the database, the settings, the message providers. */
export interface AccountDeps {
  db: Database;
  settings: AccountSettings;
  providers: ProviderRouter;
  /** Development switch that grants every menu (config.grantAllMenus). */
  grantAll: boolean;
}
