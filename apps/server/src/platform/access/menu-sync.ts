import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { menus } from '../../db/schema/index.js';
import { menuCatalogue } from './menu-catalogue.js';

/** Brings the menus table up to the catalogue in code (new screens appear, names follow), on every start. */
export async function syncMenuCatalogue(db: Database): Promise<void> {
  await db
    .insert(menus)
    .values(menuCatalogue.map((m) => ({ ...m })))
    .onConflictDoUpdate({
      target: menus.menuNo,
      set: {
        parentNo: sql`excluded.parent_no`,
        packageUrl: sql`excluded.package_url`,
        authCode: sql`excluded.auth_code`,
        isShow: sql`excluded.is_show`,
        icon: sql`excluded.icon`,
        sort: sql`excluded.sort`,
        names: sql`excluded.names`,
        kinds: sql`excluded.kinds`,
      },
    });
}
