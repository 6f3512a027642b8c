import { and, asc, count, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { messages, type MessageText } from '../../db/schema/index.js';
import type { Language } from '../../http/language.js';

/** Who is reading: the account, the enterprise it is signed into, and whether it serves the consult queue. */
export interface Reader {
  accountUid: string;
  enterpriseUid: string | null;
  /** `staff.staff_member`: also sees the messages addressed to its enterprise's consult queue. */
  staffMember: boolean;
}

export interface NewMessage {
  kind: string;
  title: MessageText | string;
  body?: MessageText | string | null;
  link?: string | null;
  /** The enterprise context; null or absent: whichever enterprise the account is signed into. */
  enterpriseUid?: string | null;
}

/** A message as the client sees it, in the reader's language. */
export interface MessageView {
  id: string;
  kind: string;
  title: string;
  body: string | null;
  link: string | null;
  read: boolean;
  read_at: string | null;
  created_at: string;
}

type MessageRow = typeof messages.$inferSelect;

const asText = (text: MessageText | string): MessageText => (typeof text === 'string' ? { en: text } : text);

export function textIn(text: MessageText | null, language: Language): string | null {
  if (!text) return null;
  return text[language] ?? text.en ?? Object.values(text)[0] ?? '';
}

export function toView(row: MessageRow, language: Language): MessageView {
  return {
    id: row.uid,
    kind: row.kind,
    title: textIn(row.title, language) ?? '',
    body: textIn(row.body, language),
    link: row.link,
    read: row.readAt !== null,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The messages a reader sees: its own (in this enterprise or any) and, for staff members, the consult queue. */
export function visibleTo(reader: Reader): SQL {
  const own = and(
    eq(messages.recipientAccountUid, reader.accountUid),
    reader.enterpriseUid
      ? or(isNull(messages.enterpriseUid), eq(messages.enterpriseUid, reader.enterpriseUid))
      : isNull(messages.enterpriseUid),
  )!;
  if (!reader.staffMember || !reader.enterpriseUid) return own;
  return or(own, and(isNull(messages.recipientAccountUid), eq(messages.enterpriseUid, reader.enterpriseUid)))!;
}

/** Is this message for this reader (the same rule as `visibleTo`, for a row already loaded)? */
export function isFor(row: Pick<MessageRow, 'recipientAccountUid' | 'enterpriseUid'>, reader: Reader): boolean {
  if (row.recipientAccountUid === null)
    return reader.staffMember && row.enterpriseUid !== null && row.enterpriseUid === reader.enterpriseUid;
  return (
    row.recipientAccountUid === reader.accountUid &&
    (row.enterpriseUid === null || row.enterpriseUid === reader.enterpriseUid)
  );
}

export async function unreadCount(db: Database, reader: Reader): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(visibleTo(reader), isNull(messages.readAt)));
  return row?.n ?? 0;
}

export const sortableFields = {
  created_at: messages.createdAt,
  title: messages.title,
  kind: messages.kind,
  read_at: messages.readAt,
} as const;

export async function listMessages(
  db: Database,
  reader: Reader,
  page: {
    pageNo: number;
    pageSize: number;
    field: keyof typeof sortableFields;
    sort: 'asc' | 'desc';
    unreadOnly: boolean;
  },
): Promise<{ rows: MessageRow[]; total: number }> {
  const where = page.unreadOnly ? and(visibleTo(reader), isNull(messages.readAt)) : visibleTo(reader);
  const order = page.sort === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(where)
      .orderBy(order(sortableFields[page.field]), order(messages.uid))
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize),
    db.select({ n: count() }).from(messages).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Marks the given messages read, those the reader sees only; others' ids are ignored. Returns how many changed. */
export async function markRead(db: Database, reader: Reader, ids: string[]): Promise<number> {
  const updated = await db
    .update(messages)
    .set({ readAt: new Date() })
    .where(and(inArray(messages.uid, ids), isNull(messages.readAt), visibleTo(reader)))
    .returning({ uid: messages.uid });
  return updated.length;
}

/** Inserts a message (use inside your own transaction, then `notifier.push(uid)` after it commits). */
export async function insertMessage(
  db: Database,
  recipientAccountUid: string | null,
  message: NewMessage,
): Promise<MessageRow> {
  const [row] = await db
    .insert(messages)
    .values({
      recipientAccountUid,
      enterpriseUid: message.enterpriseUid ?? null,
      kind: message.kind,
      title: asText(message.title),
      body: message.body == null ? null : asText(message.body),
      link: message.link ?? null,
    })
    .returning();
  return row!;
}

export async function findMessage(db: Database, uid: string): Promise<MessageRow | null> {
  const [row] = await db.select().from(messages).where(eq(messages.uid, uid)).limit(1);
  return row ?? null;
}
