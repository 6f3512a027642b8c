import { and, asc, count, desc, eq, exists, gte, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type AnyColumn } from 'drizzle-orm';
import {
  accounts,
  auditLog,
  CONSENT_CATEGORIES,
  customerConsents,
  enterprises,
  invoicingInfos,
  orders,
  shippingAddresses,
  type ConsentCategory,
} from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { fieldError } from '../../http/field-error.js';
import type { Language } from '../../http/language.js';
import { translate, type LocalizedText } from '../../http/messages.js';
import { businessDay, businessDayStart, dayRange, presetFirstDay } from '../../platform/business-day.js';
import { likePattern, offsetOf } from '../../platform/paging.js';
import { maskCardNumber, maskTaxpayerNo, openSecret } from '../../platform/secrets/index.js';
import type { Clock } from '../../platform/jobs/index.js';
import type { Executor } from '../../platform/ledger/index.js';
import { anyThirdParty, categoryNames, consentMessages, expiresLabel, logWords, statusNames } from './messages.js';
import type { ConsentBody, CustomerListQuery, DayFilter, LogQuery, SharedData } from './schemas.js';
import { recordAudit } from '../../platform/audit.js';

export interface ConsentCaller {
  enterpriseUid: string;
  enterpriseName: string;
  accountUid: string;
  name: string;
  ip: string | null;
  language: Language;
}

type Row = typeof customerConsents.$inferSelect;

/** The Shanghai calendar day of an instant. */
const today = businessDay;

/** The bounds of whole Asia/Shanghai days on a timestamp: from 00:00 of `from` (or the preset's first day) to before 00:00 of the day after `to`. */
export function dayBounds(column: AnyColumn, q: DayFilter, now: Date) {
  const bounds = [];
  if (q.preset) bounds.push(gte(column, businessDayStart(presetFirstDay(q.preset, today(now)))));
  bounds.push(...dayRange(column, q.from, q.to));
  return bounds;
}

/** A consent holds when granted and not past its last day. */
const holds = (row: Row, day: string) => row.status === 'granted' && (!row.expiresOn || row.expiresOn >= day);

function localized(template: LocalizedText, words: Record<string, LocalizedText | string>): LocalizedText {
  const out = {} as LocalizedText;
  for (const language of Object.keys(template) as Array<keyof LocalizedText>) {
    out[language] = translate(
      language,
      template,
      Object.fromEntries(
        Object.entries(words).map(([k, v]) => [k, typeof v === 'string' ? v : translate(language, v)]),
      ),
    );
  }
  return out;
}

const consentView = (row: Row | undefined, day: string) => ({
  status: row?.status ?? ('none' as const),
  effective: row ? holds(row, day) : false,
  thirdParty: row?.thirdParty ?? null,
  purpose: row?.purpose ?? null,
  expiresOn: row?.expiresOn ?? null,
  grantedAt: row?.grantedAt ?? null,
  revokedAt: row?.revokedAt ?? null,
  rowVersion: row?.rowVersion ?? 0,
});

/**
 * Third-party sharing by consent (issue 20, /third-party-customer-information): the customer grants or revokes,
 * per factory and category, that the factory may share its information with third parties; the factory reads only
 * the categories that hold today. Every change is an audit-log row both sides read in words.
 */
export function consentService(db: Database, clock: Clock) {
  /** Factories a customer deals with: its orders' merchants and the factories it already answered. */
  async function factoriesOf(tx: Executor, customerUid: string) {
    return tx
      .select({ uid: enterprises.uid, no: enterprises.enterpriseNo, name: enterprises.name })
      .from(enterprises)
      .where(
        and(
          eq(enterprises.kind, 'factory'),
          or(
            sql`exists (select 1 from ${orders} where ${orders.merchantUid} = ${enterprises.uid} and ${orders.customerUid} = ${customerUid})`,
            sql`exists (
              select 1 from ${customerConsents}
              where ${customerConsents.factoryUid} = ${enterprises.uid} and ${customerConsents.customerUid} = ${customerUid}
            )`,
          ),
        ),
      )
      .orderBy(asc(enterprises.name));
  }

  /** Is the customer the factory's: an order between them, or a consent the customer gave it. */
  const customerOfFactory = (factoryUid: string) =>
    or(
      sql`exists (select 1 from ${orders} where ${orders.customerUid} = ${enterprises.uid} and ${orders.merchantUid} = ${factoryUid})`,
      sql`exists (
        select 1 from ${customerConsents}
        where ${customerConsents.customerUid} = ${enterprises.uid} and ${customerConsents.factoryUid} = ${factoryUid}
      )`,
    );

  async function shared(tx: Executor, customerUid: string, factoryUid: string, category: ConsentCategory) {
    switch (category) {
      case 'profile': {
        const [e] = await tx
          .select({
            no: enterprises.enterpriseNo,
            name: enterprises.name,
            abbreviation: enterprises.abbreviation,
            creditCode: enterprises.creditCode,
            phone: enterprises.phone,
          })
          .from(enterprises)
          .where(eq(enterprises.uid, customerUid));
        return e ?? null;
      }
      case 'addresses':
        return tx
          .select({
            recipient: shippingAddresses.recipient,
            company: shippingAddresses.company,
            phone: sql<string>`${shippingAddresses.areaCode} || ' ' || ${shippingAddresses.phone}`,
            region: shippingAddresses.regionNames,
            detail: shippingAddresses.detailAddress,
            isDefault: shippingAddresses.isDefault,
          })
          .from(shippingAddresses)
          .where(eq(shippingAddresses.enterpriseUid, customerUid))
          .orderBy(desc(shippingAddresses.isDefault), asc(shippingAddresses.createdAt));
      case 'invoicing': {
        const titles = await tx
          .select({
            unitName: invoicingInfos.unitName,
            taxpayerNoSealed: invoicingInfos.taxpayerNoSealed,
            address: invoicingInfos.address,
            detailAddress: invoicingInfos.detailAddress,
            phone: invoicingInfos.phone,
            bank: invoicingInfos.bank,
            bankCardNoSealed: invoicingInfos.bankCardNoSealed,
            email: invoicingInfos.email,
          })
          .from(invoicingInfos)
          .where(and(eq(invoicingInfos.enterpriseUid, customerUid), eq(invoicingInfos.status, 'valid')));
        // The factory sees them masked, as every answer shows them.
        return titles.map(({ taxpayerNoSealed, bankCardNoSealed, ...title }) => ({
          ...title,
          taxpayerNo: maskTaxpayerNo(openSecret('taxpayer-no', taxpayerNoSealed)),
          bankCardNo: maskCardNumber(openSecret('card-number', bankCardNoSealed)),
        }));
      }
      case 'orders': {
        const [o] = await tx
          .select({
            count: count(),
            total: sql<string>`coalesce(sum(${orders.total}), 0)::text`,
            first: sql<string | null>`min(${orders.createdAt})`,
            last: sql<string | null>`max(${orders.createdAt})`,
          })
          .from(orders)
          .where(and(eq(orders.customerUid, customerUid), eq(orders.merchantUid, factoryUid)));
        return {
          count: o?.count ?? 0,
          totalCents: o?.total ?? '0',
          firstOrderAt: o?.first ?? null,
          lastOrderAt: o?.last ?? null,
        };
      }
    }
  }

  async function audit(
    tx: Executor,
    caller: ConsentCaller,
    factory: { uid: string; name: string },
    row: Row,
    before: Row | undefined,
    at: Date,
  ) {
    await recordAudit(tx, {
      at,
      actorAccountUid: caller.accountUid,
      enterpriseUid: caller.enterpriseUid,
      entity: 'customer_consent',
      entityUid: `${row.customerUid}:${row.factoryUid}`,
      action: row.status === 'granted' ? 'grant' : 'revoke',
      before: before ? { status: before.status, thirdParty: before.thirdParty, expiresOn: before.expiresOn } : null,
      after: {
        customerUid: row.customerUid,
        factoryUid: row.factoryUid,
        customer: caller.enterpriseName,
        factory: factory.name,
        category: row.category,
        thirdParty: row.thirdParty,
        purpose: row.purpose,
        expiresOn: row.expiresOn,
        by: caller.name,
      },
      ip: caller.ip,
    });
  }

  return {
    /**
     * The customer's side: each factory it deals with and its consent per category; a keyword keeps the factories
     * by name or number, days (or a preset) those it answered anything for on them.
     */
    async overview(caller: ConsentCaller, q: DayFilter = {}) {
      const now = clock.now();
      const day = today(now);
      let factories = await factoriesOf(db, caller.enterpriseUid);
      const keyword = q.keyword?.trim().toLowerCase();
      if (keyword)
        factories = factories.filter(
          (f) => f.name.toLowerCase().includes(keyword) || f.no.toLowerCase().includes(keyword),
        );
      const bounds = dayBounds(customerConsents.updatedAt, q, now);
      if (bounds.length && factories.length) {
        const answered = await db
          .selectDistinct({ uid: customerConsents.factoryUid })
          .from(customerConsents)
          .where(
            and(
              eq(customerConsents.customerUid, caller.enterpriseUid),
              inArray(
                customerConsents.factoryUid,
                factories.map((f) => f.uid),
              ),
              ...bounds,
            ),
          );
        const kept = new Set(answered.map((a) => a.uid));
        factories = factories.filter((f) => kept.has(f.uid));
      }
      const rows = factories.length
        ? await db
            .select()
            .from(customerConsents)
            .where(
              and(
                eq(customerConsents.customerUid, caller.enterpriseUid),
                inArray(
                  customerConsents.factoryUid,
                  factories.map((f) => f.uid),
                ),
              ),
            )
        : [];
      return {
        categories: [...CONSENT_CATEGORIES],
        factories: factories.map((f) => ({
          ...f,
          consents: Object.fromEntries(
            CONSENT_CATEGORIES.map((c) => [
              c,
              consentView(
                rows.find((r) => r.factoryUid === f.uid && r.category === c),
                day,
              ),
            ]),
          ) as Record<ConsentCategory, ReturnType<typeof consentView>>,
        })),
      };
    },

    /** Factories of the platform a customer can add, by name or number. */
    async searchFactories(keyword?: string) {
      const where = [eq(enterprises.kind, 'factory'), eq(enterprises.status, 'active')];
      if (keyword?.trim())
        where.push(
          or(
            ilike(enterprises.name, likePattern(keyword.trim())),
            ilike(enterprises.enterpriseNo, likePattern(keyword.trim())),
          )!,
        );
      return db
        .select({ uid: enterprises.uid, no: enterprises.enterpriseNo, name: enterprises.name })
        .from(enterprises)
        .where(and(...where))
        .orderBy(asc(enterprises.name))
        .limit(20);
    },

    /** Grants or revokes one category over the version the customer read (0: never answered); another change in between → 409. */
    async answer(caller: ConsentCaller, factoryUid: string, category: ConsentCategory, body: ConsentBody) {
      const now = clock.now();
      if (body.granted && body.expiresOn && body.expiresOn < today(now))
        throw fieldError('expiresOn', expiresLabel, consentMessages.pastDay);
      return db.transaction(async (tx) => {
        const [factory] = await tx
          .select({ uid: enterprises.uid, name: enterprises.name })
          .from(enterprises)
          .where(
            and(eq(enterprises.uid, factoryUid), eq(enterprises.kind, 'factory'), eq(enterprises.status, 'active')),
          );
        if (!factory) throw new AppError(404, consentMessages.factoryNotFound, { uid: factoryUid });
        const [before] = await tx
          .select()
          .from(customerConsents)
          .where(
            and(
              eq(customerConsents.customerUid, caller.enterpriseUid),
              eq(customerConsents.factoryUid, factoryUid),
              eq(customerConsents.category, category),
            ),
          )
          .for('update');
        const staleError = () =>
          new AppError(
            409,
            localized(consentMessages.stale, {
              category: categoryNames[category]!,
              status: statusNames[before?.status ?? 'none']!,
              version: String(before?.rowVersion ?? 0),
            }),
            {},
            0,
            'rowVersion',
          );
        if ((before?.rowVersion ?? 0) !== body.rowVersion) throw staleError();
        const values = body.granted
          ? {
              status: 'granted' as const,
              thirdParty: body.thirdParty?.trim() || null,
              purpose: body.purpose?.trim() || null,
              expiresOn: body.expiresOn ?? null,
              grantedAt: now,
              revokedAt: null,
            }
          : { status: 'revoked' as const, revokedAt: now };
        let row: Row | undefined;
        if (!before) {
          [row] = await tx
            .insert(customerConsents)
            .values({
              customerUid: caller.enterpriseUid,
              factoryUid,
              category,
              ...values,
              updatedBy: caller.accountUid,
              updatedAt: now,
            })
            .onConflictDoNothing()
            .returning();
        } else {
          [row] = await tx
            .update(customerConsents)
            .set({
              ...values,
              rowVersion: sql`${customerConsents.rowVersion} + 1`,
              updatedBy: caller.accountUid,
              updatedAt: now,
            })
            .where(and(eq(customerConsents.id, before.id), eq(customerConsents.rowVersion, before.rowVersion)))
            .returning();
        }
        if (!row) throw staleError();
        await audit(tx, caller, factory, row, before, now);
        return { factory, category, ...consentView(row, today(now)) };
      });
    },

    /** The factory's side: its customers, each with the categories that hold today. */
    async customers(caller: ConsentCaller, q: CustomerListQuery) {
      const day = today(clock.now());
      const where = [
        inArray(enterprises.kind, ['customer', 'factory', 'supplier']),
        customerOfFactory(caller.enterpriseUid)!,
      ];
      if (q.keyword?.trim())
        where.push(
          or(
            ilike(enterprises.name, likePattern(q.keyword.trim())),
            ilike(enterprises.enterpriseNo, likePattern(q.keyword.trim())),
          )!,
        );
      // The days: customers who granted or revoked anything for this factory then (Asia/Shanghai days, `to` inclusive).
      if (q.from || q.to) {
        const bounds = [
          eq(customerConsents.customerUid, enterprises.uid),
          eq(customerConsents.factoryUid, caller.enterpriseUid),
        ];
        bounds.push(...dayRange(customerConsents.updatedAt, q.from, q.to));
        where.push(
          exists(
            db
              .select({ one: sql`1` })
              .from(customerConsents)
              .where(and(...bounds)),
          ),
        );
      }
      const sortable: Record<string, ReturnType<typeof asc>> = {
        name: asc(enterprises.name),
        enterprise_no: asc(enterprises.enterpriseNo),
      };
      const order =
        q.field && Object.hasOwn(sortable, q.field)
          ? q.sort === 'desc'
            ? desc(q.field === 'name' ? enterprises.name : enterprises.enterpriseNo)
            : sortable[q.field]!
          : asc(enterprises.name);
      const [rows, [total]] = await Promise.all([
        db
          .select({ uid: enterprises.uid, no: enterprises.enterpriseNo, name: enterprises.name })
          .from(enterprises)
          .where(and(...where))
          .orderBy(order, asc(enterprises.uid))
          .limit(q.page_size)
          .offset(offsetOf(q)),
        db
          .select({ n: count() })
          .from(enterprises)
          .where(and(...where)),
      ]);
      const consents = rows.length
        ? await db
            .select()
            .from(customerConsents)
            .where(
              and(
                eq(customerConsents.factoryUid, caller.enterpriseUid),
                inArray(
                  customerConsents.customerUid,
                  rows.map((r) => r.uid),
                ),
              ),
            )
        : [];
      return {
        data: rows.map((r) => {
          const mine = consents.filter((x) => x.customerUid === r.uid);
          const answeredAt = mine.reduce<Date | null>(
            (last, x) => (!last || x.updatedAt > last ? x.updatedAt : last),
            null,
          );
          return {
            ...r,
            granted: CONSENT_CATEGORIES.filter((c) => mine.some((x) => x.category === c && holds(x, day))),
            answeredAt,
          };
        }),
        total: total?.n ?? 0,
      };
    },

    /** One customer as the factory may share it: the categories that hold, with their data; the others withheld. */
    async customer(caller: ConsentCaller, customerUid: string) {
      const day = today(clock.now());
      const [customer] = await db
        .select({ uid: enterprises.uid, no: enterprises.enterpriseNo, name: enterprises.name })
        .from(enterprises)
        .where(and(eq(enterprises.uid, customerUid), customerOfFactory(caller.enterpriseUid)));
      if (!customer) throw new AppError(404, consentMessages.customerNotFound, { uid: customerUid });
      const rows = await db
        .select()
        .from(customerConsents)
        .where(
          and(eq(customerConsents.factoryUid, caller.enterpriseUid), eq(customerConsents.customerUid, customerUid)),
        );
      const granted = CONSENT_CATEGORIES.filter((c) => rows.some((r) => r.category === c && holds(r, day)));
      const data: Partial<Record<ConsentCategory, unknown>> = {};
      for (const c of granted) data[c] = await shared(db, customerUid, caller.enterpriseUid, c);
      return {
        customer,
        consents: Object.fromEntries(
          CONSENT_CATEGORIES.map((c) => [
            c,
            consentView(
              rows.find((r) => r.category === c),
              day,
            ),
          ]),
        ) as Record<ConsentCategory, ReturnType<typeof consentView>>,
        // Each category's data as `shared` reads it (the answer schema checks it in tests).
        shared: data as SharedData,
        withheld: CONSENT_CATEGORIES.filter((c) => !granted.includes(c)),
      };
    },

    /** The log in words of the caller's consents: the customer's own answers, or the answers given to the factory. */
    async log(caller: ConsentCaller, side: 'customer' | 'factory', q: LogQuery) {
      const mine =
        side === 'customer'
          ? sql`${auditLog.after}->>'customerUid' = ${caller.enterpriseUid}`
          : sql`${auditLog.after}->>'factoryUid' = ${caller.enterpriseUid}`;
      const filters = [eq(auditLog.entity, 'customer_consent'), mine, ...dayBounds(auditLog.at, q, clock.now())];
      // Search: the customer, the factory, with whom, why, who answered (as written when it was answered).
      if (q.keyword?.trim())
        filters.push(
          ilike(
            sql`concat_ws(' ', ${auditLog.after}->>'customer', ${auditLog.after}->>'factory',
              ${auditLog.after}->>'thirdParty', ${auditLog.after}->>'purpose', ${auditLog.after}->>'by')`,
            likePattern(q.keyword.trim()),
          ),
        );
      const where = and(...filters);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: auditLog.id,
            at: auditLog.at,
            action: auditLog.action,
            after: auditLog.after,
            who: accounts.name,
          })
          .from(auditLog)
          .leftJoin(accounts, eq(accounts.uid, auditLog.actorAccountUid))
          .where(where)
          .orderBy(desc(auditLog.id))
          .limit(q.page_size)
          .offset(offsetOf(q)),
        db.select({ n: count() }).from(auditLog).where(where),
      ]);
      return {
        data: rows.map((l) => {
          const after = (l.after ?? {}) as Record<string, string>;
          const language = caller.language;
          const text = translate(
            language,
            logWords[l.action] ?? { en: l.action, 'zh-CN': l.action, 'zh-TW': l.action, es: l.action, ja: l.action },
            {
              who: l.who ?? after.by ?? '—',
              customer: after.customer ?? '',
              factory: after.factory ?? '',
              category: categoryNames[after.category ?? '']
                ? translate(language, categoryNames[after.category!]!)
                : (after.category ?? ''),
              thirdParty: after.thirdParty || translate(language, anyThirdParty),
            },
          );
          return {
            id: l.id,
            at: l.at,
            action: l.action,
            category: after.category,
            customer: after.customer,
            factory: after.factory,
            thirdParty: after.thirdParty ?? null,
            purpose: after.purpose ?? null,
            expiresOn: after.expiresOn ?? null,
            by: l.who ?? after.by ?? null,
            text,
          };
        }),
        total: total?.n ?? 0,
      };
    },
  };
}
