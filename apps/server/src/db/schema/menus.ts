import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

export type MenuNames = Record<'en' | 'zh-CN' | 'zh-TW' | 'es' | 'ja', string>;
export type EnterpriseKind = 'platform' | 'factory' | 'customer' | 'supplier';

/** The menu catalogue of spec 01 §2.1: every screen and group, with its auth code (a bit position). */
export const menus = pgTable('menus', {
  menuNo: integer('menu_no').primaryKey(),
  parentNo: integer('parent_no').notNull().default(0),
  packageUrl: text('package_url').unique(),
  authCode: integer('auth_code').notNull().unique(),
  isShow: boolean('is_show').notNull().default(true),
  icon: text('icon'),
  sort: integer('sort').notNull().default(0),
  names: jsonb('names').$type<MenuNames>().notNull(),
  /** Which kinds of enterprise may be granted this menu. */
  kinds: jsonb('kinds').$type<EnterpriseKind[]>().notNull(),
});
