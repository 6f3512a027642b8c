import { checkShippingAddress, type MemberProblem, type ShippingAddressField } from '@pcbunion/core';
import { and, count, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { shippingAddresses } from '../../db/schema/index.js';
import { AppError, notFound } from '../../http/errors.js';
import { fieldError } from '../../http/field-error.js';
import type { MessageKey } from '../../http/messages.js';
import { recordAudit } from '../../platform/audit.js';
import { knownUid } from '../../platform/ids.js';
import { likePattern, offsetOf, orderOf, type Paging } from '../../platform/paging.js';
import type { AddressBody } from './schemas.js';
import { addressFieldLabels, addressMessages } from './messages.js';
import { regionNames } from './regions.js';

/** Addresses one enterprise may keep. */
export const MAX_ADDRESSES = 100;

type Row = typeof shippingAddresses.$inferSelect;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface Actor {
  enterpriseUid: string;
  accountUid: string;
  ip?: string;
}

export const presentAddress = (r: Row) => ({
  id: r.uid,
  recipient: r.recipient,
  company: r.company,
  areaCode: r.areaCode,
  phone: r.phone,
  region: r.region,
  regionNames: r.regionNames,
  detailAddress: r.detailAddress,
  isDefault: r.isDefault,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

const problemTexts = {
  badPhone: addressMessages.badPhone,
  badAreaCode: addressMessages.badAreaCode,
  badRegion: addressMessages.badRegion,
} as const;

function problemError(p: MemberProblem<ShippingAddressField>): AppError {
  const label = addressFieldLabels[p.field];
  if (p.problem === 'tooLong') return fieldError(p.field, label, 'tooLong', { maximum: p.max ?? 0 });
  const text = problemTexts[p.problem as keyof typeof problemTexts];
  return fieldError(
    p.field,
    label,
    text ?? (p.problem === 'required' ? 'required' : ('badFormat' satisfies MessageKey)),
  );
}

/** The checked, trimmed values of an address, with the region's names; 400 naming the first wrong field. */
function validated(body: AddressBody) {
  const problem = checkShippingAddress(body);
  if (problem) throw problemError(problem);
  const names = regionNames(body.region!);
  if (!names) throw problemError({ field: 'region', problem: 'badRegion' });
  return {
    recipient: body.recipient!.trim(),
    company: body.company?.trim() || null,
    areaCode: body.areaCode!,
    phone: body.phone!.trim(),
    region: [...body.region!],
    regionNames: names.join(' '),
    detailAddress: body.detailAddress!.trim(),
  };
}

/** Serialises the address writes of one enterprise: the default moves under this lock, so one default stays. */
const lockAddresses = (tx: Tx, enterpriseUid: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`shipping_addresses:${enterpriseUid}`}))`);

const ofEnterprise = (enterpriseUid: string, id: string) =>
  and(eq(shippingAddresses.enterpriseUid, enterpriseUid), eq(shippingAddresses.uid, knownUid(id)));

async function findFor(tx: Tx | Database, enterpriseUid: string, id: string): Promise<Row> {
  const [row] = await tx.select().from(shippingAddresses).where(ofEnterprise(enterpriseUid, id));
  if (!row) throw notFound();
  return row;
}

/** Makes `uid` the enterprise's only default: the old default is cleared first, so the unique index never sees two. */
async function moveDefault(tx: Tx, enterpriseUid: string, uid: string) {
  await tx
    .update(shippingAddresses)
    .set({ isDefault: false })
    .where(
      and(
        eq(shippingAddresses.enterpriseUid, enterpriseUid),
        eq(shippingAddresses.isDefault, true),
        ne(shippingAddresses.uid, uid),
      ),
    );
  await tx.update(shippingAddresses).set({ isDefault: true }).where(eq(shippingAddresses.uid, uid));
}

export function addressService(db: Database) {
  return {
    async list(enterpriseUid: string, q: Paging & { keyword?: string }) {
      const pattern = q.keyword?.trim() ? likePattern(q.keyword.trim()) : null;
      const a = shippingAddresses;
      const where = and(
        eq(a.enterpriseUid, enterpriseUid),
        pattern
          ? or(
              ilike(a.recipient, pattern),
              ilike(a.company, pattern),
              ilike(a.phone, pattern),
              ilike(a.regionNames, pattern),
              ilike(a.detailAddress, pattern),
            )
          : undefined,
      );
      const order = orderOf(
        q,
        {
          recipient: a.recipient,
          company: a.company,
          phone: a.phone,
          regionNames: a.regionNames,
          detailAddress: a.detailAddress,
          isDefault: a.isDefault,
          createdAt: a.createdAt,
          updatedAt: a.updatedAt,
        },
        desc(a.isDefault),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(a)
          .where(where)
          .orderBy(order, desc(a.createdAt), a.uid)
          .limit(q.page_size)
          .offset(offsetOf(q)),
        db.select({ n: count() }).from(a).where(where),
      ]);
      return { data: rows.map(presentAddress), total: total!.n };
    },

    async get(enterpriseUid: string, id: string) {
      return presentAddress(await findFor(db, enterpriseUid, id));
    },

    /** The first address of an enterprise becomes its default whatever the form says. */
    async create(actor: Actor, body: AddressBody) {
      const values = validated(body);
      const row = await db.transaction(async (tx) => {
        await lockAddresses(tx, actor.enterpriseUid);
        const [{ n }] = (await tx
          .select({ n: count() })
          .from(shippingAddresses)
          .where(eq(shippingAddresses.enterpriseUid, actor.enterpriseUid))) as [{ n: number }];
        if (n >= MAX_ADDRESSES) throw new AppError(409, addressMessages.tooMany, { max: MAX_ADDRESSES });
        const [created] = await tx
          .insert(shippingAddresses)
          .values({ enterpriseUid: actor.enterpriseUid, ...values })
          .returning();
        if (n === 0 || body.isDefault) await moveDefault(tx, actor.enterpriseUid, created!.uid);
        const [saved] = await tx.select().from(shippingAddresses).where(eq(shippingAddresses.uid, created!.uid));
        await recordAudit(tx, {
          actorAccountUid: actor.accountUid,
          enterpriseUid: actor.enterpriseUid,
          entity: 'shipping_address',
          entityUid: created!.uid,
          action: 'add',
          after: presentAddress(saved!),
          ip: actor.ip,
        });
        return saved!;
      });
      return presentAddress(row);
    },

    /** A whole new version of the address. The default moves only to another address (isDefault: true there). */
    async update(actor: Actor, id: string, body: AddressBody) {
      const values = validated(body);
      const row = await db.transaction(async (tx) => {
        await lockAddresses(tx, actor.enterpriseUid);
        const before = await findFor(tx, actor.enterpriseUid, id);
        await tx
          .update(shippingAddresses)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(shippingAddresses.uid, before.uid));
        if (body.isDefault && !before.isDefault) await moveDefault(tx, actor.enterpriseUid, before.uid);
        const [after] = await tx.select().from(shippingAddresses).where(eq(shippingAddresses.uid, before.uid));
        await recordAudit(tx, {
          actorAccountUid: actor.accountUid,
          enterpriseUid: actor.enterpriseUid,
          entity: 'shipping_address',
          entityUid: before.uid,
          action: 'update',
          before: presentAddress(before),
          after: presentAddress(after!),
          ip: actor.ip,
        });
        return after!;
      });
      return presentAddress(row);
    },

    async setDefault(actor: Actor, id: string) {
      const row = await db.transaction(async (tx) => {
        await lockAddresses(tx, actor.enterpriseUid);
        const before = await findFor(tx, actor.enterpriseUid, id);
        if (!before.isDefault) {
          await moveDefault(tx, actor.enterpriseUid, before.uid);
          await recordAudit(tx, {
            actorAccountUid: actor.accountUid,
            enterpriseUid: actor.enterpriseUid,
            entity: 'shipping_address',
            entityUid: before.uid,
            action: 'set_default',
            ip: actor.ip,
          });
        }
        return { ...before, isDefault: true };
      });
      return presentAddress(row);
    },

    /** Deleting the default hands it to the most recent remaining address. */
    async remove(actor: Actor, id: string) {
      await db.transaction(async (tx) => {
        await lockAddresses(tx, actor.enterpriseUid);
        const before = await findFor(tx, actor.enterpriseUid, id);
        await tx.delete(shippingAddresses).where(eq(shippingAddresses.uid, before.uid));
        if (before.isDefault) {
          const [next] = await tx
            .select({ uid: shippingAddresses.uid })
            .from(shippingAddresses)
            .where(eq(shippingAddresses.enterpriseUid, actor.enterpriseUid))
            .orderBy(desc(shippingAddresses.createdAt))
            .limit(1);
          if (next) await moveDefault(tx, actor.enterpriseUid, next.uid);
        }
        await recordAudit(tx, {
          actorAccountUid: actor.accountUid,
          enterpriseUid: actor.enterpriseUid,
          entity: 'shipping_address',
          entityUid: before.uid,
          action: 'delete',
          before: presentAddress(before),
          ip: actor.ip,
        });
      });
    },
  };
}
