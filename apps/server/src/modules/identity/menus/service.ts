import { asc } from 'drizzle-orm';
import { hasAuthCode } from '@pcbunion/core';
import type { Database } from '../../../db/client.js';
import { menus } from '../../../db/schema/index.js';
import type { Language } from '../../../http/language.js';

export interface MenuEntry {
  menu_no: number;
  parent_no: number;
  menu_name: string;
  menu_names: Record<string, string>;
  package_url: string | null;
  is_show: boolean;
  auth_code: number;
  icon: string | null;
}

/** The menus a permission mask grants, plus every group above a granted menu (spec 01 §2.1). */
export async function grantedMenus(
  db: Database,
  mask: string,
  language: Language,
  grantAll = false,
): Promise<MenuEntry[]> {
  const all = await db.select().from(menus).orderBy(asc(menus.sort));
  const granted = new Set(
    all.filter((m) => m.packageUrl && (grantAll || hasAuthCode(mask, m.authCode))).map((m) => m.menuNo),
  );
  const byNo = new Map(all.map((m) => [m.menuNo, m]));
  for (const menuNo of [...granted]) {
    for (let parent = byNo.get(menuNo)?.parentNo; parent; parent = byNo.get(parent)?.parentNo) granted.add(parent);
  }
  return all
    .filter((m) => granted.has(m.menuNo))
    .map((m) => ({
      menu_no: m.menuNo,
      parent_no: m.parentNo,
      menu_name: m.names[language] ?? m.names.en,
      menu_names: m.names,
      package_url: m.packageUrl,
      is_show: m.isShow,
      auth_code: m.authCode,
      icon: m.icon,
    }));
}
