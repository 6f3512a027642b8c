import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { staff } from '../../db/schema/index.js';
import { LANGUAGES, type Language } from '../../http/language.js';
import { translate, type LocalizedText } from '../../http/messages.js';
import { maskHoldsScreen } from '../access/guards.js';

/** What a module says of its bells; who hears them, in which words, and what a failure does are the same for all. */
export interface BellTable<B extends { enterpriseUid: string }> {
  /** The message kind the bell is filed under. */
  kind: string;
  /** The log's words when a bell fails. */
  failed: string;
  /** Active members of the bell's enterprise holding one of these screens hear it, and so does its admin. */
  screens: (bell: B) => readonly string[];
  /** The words of the bell's event; a bell without words is not rung. */
  words: (bell: B) => LocalizedText | undefined;
  /** The values the words take in a language. */
  values: (bell: B, language: Language) => Record<string, string | number>;
  link: (bell: B) => string;
}

export type RingBells<B> = (
  db: Database,
  notifier: FastifyInstance['notifier'],
  bells: B[],
  log: FastifyBaseLogger,
) => Promise<void>;

/** Rings bells once their change is committed. A failed bell is logged and never undoes the change. */
export function bellRinger<B extends { enterpriseUid: string }>(table: BellTable<B>): RingBells<B> {
  return async (db, notifier, bells, log) => {
    for (const bell of bells) {
      try {
        const words = table.words(bell);
        if (!words) continue;
        const screens = table.screens(bell);
        const members = await db
          .select({ accountUid: staff.accountUid, mask: staff.permissionMask, isAdmin: staff.isAdmin })
          .from(staff)
          .where(and(eq(staff.enterpriseUid, bell.enterpriseUid), eq(staff.status, 'active')));
        const title = Object.fromEntries(
          LANGUAGES.map((l) => [l, translate(l, words, table.values(bell, l))]),
        ) as LocalizedText;
        const link = table.link(bell);
        for (const m of members.filter((x) => x.isAdmin || maskHoldsScreen(x.mask, screens)))
          await notifier.notify(m.accountUid, { kind: table.kind, title, link, enterpriseUid: bell.enterpriseUid });
      } catch (error) {
        log.warn({ err: error, bell }, table.failed);
      }
    }
  };
}

/** The two sides of a record between a factory and its customer, each named by the screen its bell opens. */
type Side = 'factory' | 'customer';
type SideBell = { enterpriseUid: string; side: Side; event: string; values: Record<string, string> };

/** The words a bell's values give in a language: `key:lang` is the word of `key` in that language. */
function valuesIn(values: Record<string, string>, language: Language): Record<string, string> {
  const plain = Object.fromEntries(Object.entries(values).filter(([k]) => !k.includes(':')));
  for (const [k, v] of Object.entries(values))
    if (k.endsWith(`:${language}`)) plain[k.slice(0, -language.length - 1)] = v;
  return plain;
}

/** Rings each bell to the side's screen, linked to the record's number; `values` may hold a word per language. */
export async function ringScreenBells(
  db: Database,
  notifier: FastifyInstance['notifier'],
  bells: SideBell[],
  words: Record<string, LocalizedText>,
  screens: Record<Side, string>,
  link: (no: string) => string,
  log: FastifyBaseLogger,
) {
  const ring = bellRinger<SideBell>({
    kind: 'sales',
    failed: 'bell failed',
    screens: (bell) => [screens[bell.side]],
    words: (bell) => words[bell.event],
    values: (bell, language) => valuesIn(bell.values, language),
    link: (bell) => link(bell.values.no!),
  });
  await ring(db, notifier, bells, log);
}
