import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { messages, storedFiles } from '../../../db/schema/index.js';
import type { Language } from '../../../http/language.js';
import type { FileStorage } from '../../../storage/index.js';
import { addressesOf } from '../../addresses/index.js';
import { identityDataOf, personalEnterprises, signInHistoryOf } from '../../identity/index.js';
import { inquiriesMadeBy } from '../../inquiry/index.js';
import { invoicingInfosOf } from '../../invoicing/index.js';
import { ordersMadeBy } from '../../order/index.js';
import { bankAccountsOf, walletStatementsOf } from '../../wallet/index.js';
import { workOrdersOf } from '../../work-order/index.js';

/** A file the person uploaded, with its bytes (null when the storage no longer has them). */
export interface UploadedFile {
  id: string;
  name: string;
  content_type: string;
  size: number;
  purpose: string | null;
  uploaded_at: Date;
  bytes: Buffer | null;
}

/** The messages addressed to the person (bells and the message centre). */
const messagesOf = (db: Database, accountUid: string) =>
  db
    .select({
      kind: messages.kind,
      title: messages.title,
      body: messages.body,
      link: messages.link,
      read_at: messages.readAt,
      created_at: messages.createdAt,
    })
    .from(messages)
    .where(eq(messages.recipientAccountUid, accountUid))
    .orderBy(desc(messages.createdAt));

/** The files the person uploaded, in any enterprise, with their bytes from the file storage. */
async function uploadsOf(db: Database, storage: FileStorage, accountUid: string): Promise<UploadedFile[]> {
  const rows = await db
    .select()
    .from(storedFiles)
    .where(eq(storedFiles.uploadedBy, accountUid))
    .orderBy(storedFiles.createdAt);
  const files: UploadedFile[] = [];
  for (const row of rows)
    files.push({
      id: row.uid,
      name: row.name,
      content_type: row.contentType,
      size: row.size,
      purpose: row.purpose,
      uploaded_at: row.createdAt,
      bytes: await storage.get(row.storageKey),
    });
  return files;
}

/**
 * Everything the portal holds about the person (PIPL art. 45, GDPR art. 15), each area through its module: one
 * JSON document per area, plus the files they uploaded. The addresses, invoicing titles and wallet are those of
 * the person's own (personal) enterprise; a company's are the company's, not the person's.
 */
export async function gatherPersonalData(db: Database, storage: FileStorage, accountUid: string, language: Language) {
  const identity = await identityDataOf(db, accountUid);
  const own = personalEnterprises(identity.memberships);
  const documents: Record<string, unknown> = {
    account: identity.account,
    profile: identity.profile,
    'staff-memberships': identity.memberships,
    addresses: await addressesOf(db, own),
    'invoicing-info': await invoicingInfosOf(db, own),
    'bank-accounts': await bankAccountsOf(db, accountUid, own),
    'wallet-statement': await walletStatementsOf(db, own, language),
    orders: await ordersMadeBy(db, accountUid, own),
    inquiries: await inquiriesMadeBy(db, accountUid),
    messages: await messagesOf(db, accountUid),
    'work-orders': await workOrdersOf(db, accountUid),
    'sign-in-history': await signInHistoryOf(db, accountUid),
  };
  return { documents, files: await uploadsOf(db, storage, accountUid) };
}
