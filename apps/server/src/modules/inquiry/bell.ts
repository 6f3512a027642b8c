import type { Database } from '../../db/client.js';
import { LANGUAGES } from '../../http/language.js';
import type { LocalizedText } from '../../http/messages.js';
import { insertMessage } from '../../platform/notify/message.service.js';
import type { Notifier } from '../../platform/notify/notifier.js';
import { inquiryBell } from './messages.js';
import type { Bell } from './service.js';

const filled = (text: LocalizedText, values: Record<string, string | number>): LocalizedText =>
  Object.fromEntries(
    LANGUAGES.map((l) => [l, text[l].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`))]),
  ) as LocalizedText;

/**
 * Tells the other side (the bell): one message per account, stored after the change committed, pushed to its open
 * sockets when a notifier is at hand. A failing bell never undoes the change it reports.
 */
export async function ring(
  db: Database,
  notifier: Notifier | null,
  bell: Bell,
  onError: (error: unknown) => void,
): Promise<void> {
  const words = inquiryBell[bell.kind];
  for (const accountUid of new Set(bell.accountUids)) {
    try {
      const row = await insertMessage(db, accountUid, {
        kind: 'inquiry',
        title: filled(words.title, bell.values),
        body: filled(words.body, bell.values),
        link: bell.link,
      });
      if (notifier) await notifier.push(row.uid);
    } catch (error) {
      onError(error);
    }
  }
}
