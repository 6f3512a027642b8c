import { DEFAULT_LABEL_RULE, orderedLabelFields, type LabelRule } from '@pcbunion/core';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accounts, auditLog, barcodeRules } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { fieldError } from '../../http/field-error.js';
import type { Language } from '../../http/language.js';
import { translate, type LocalizedText } from '../../http/messages.js';
import { dayRange } from '../../platform/business-day.js';
import { likePattern, offsetOf, orderOf } from '../../platform/paging.js';
import type { Clock } from '../../platform/jobs/index.js';
import type { Executor } from '../../platform/ledger/index.js';
import { actionNames, barcodeMessages, logWords, statusNames } from './messages.js';
import type { RuleAction, RuleBody, RuleListQuery } from './schemas.js';
import { recordAudit } from '../../platform/audit.js';
import { businessNumber } from '../../platform/business-numbers.js';

/** Who acts: a staff member of a factory, in the reader's language. */
export interface BarcodeCaller {
  enterpriseUid: string;
  accountUid: string;
  name: string;
  ip: string | null;
  language: Language;
}

type Row = typeof barcodeRules.$inferSelect;

const FIELDS_LABEL: LocalizedText = {
  en: 'Printed fields',
  'zh-CN': '打印字段',
  'zh-TW': '列印欄位',
  es: 'Campos impresos',
  ja: '印字項目',
};
const HEIGHT_LABEL: LocalizedText = {
  en: 'Label height (mm)',
  'zh-CN': '标签高度（毫米）',
  'zh-TW': '標籤高度（公釐）',
  es: 'Alto de la etiqueta (mm)',
  ja: 'ラベルの高さ（mm）',
};

const notFound = (no: string) => new AppError(404, barcodeMessages.notFound, { no });

function localized(template: LocalizedText, words: Record<string, LocalizedText | string>): LocalizedText {
  const out = {} as LocalizedText;
  for (const language of Object.keys(template) as Array<keyof LocalizedText>) {
    const values = Object.fromEntries(
      Object.entries(words).map(([k, v]) => [k, typeof v === 'string' ? v : translate(language, v)]),
    );
    out[language] = translate(language, template, values);
  }
  return out;
}

const stale = (row: Row) =>
  new AppError(
    409,
    localized(barcodeMessages.stale, {
      no: row.ruleNo,
      status: statusNames[row.status]!,
      version: String(row.rowVersion),
    }),
    {},
    0,
    'rowVersion',
  );
const wrongState = (row: Row, state: string, action: RuleAction) =>
  new AppError(
    409,
    localized(barcodeMessages.wrongState, {
      no: row.ruleNo,
      status: statusNames[state]!,
      action: actionNames[action]!,
    }),
    {},
    0,
    'status',
  );

/** The rule of a row, as the label renderer reads it. */
export const ruleOf = (row: Pick<Row, 'symbology' | 'fields' | 'widthMm' | 'heightMm'>): LabelRule => ({
  symbology: row.symbology,
  fields: orderedLabelFields(row.fields),
  widthMm: row.widthMm,
  heightMm: row.heightMm,
});

/** The label rule a factory prints shipping labels with: its default active rule, else the built-in one. */
export async function labelRuleOf(
  db: Executor,
  enterpriseUid: string,
  usage: 'shipping' | 'lot' = 'shipping',
): Promise<LabelRule> {
  const [row] = await db
    .select()
    .from(barcodeRules)
    .where(
      and(
        eq(barcodeRules.enterpriseUid, enterpriseUid),
        eq(barcodeRules.usage, usage),
        eq(barcodeRules.isDefault, true),
        eq(barcodeRules.status, 'active'),
      ),
    )
    .limit(1);
  return row ? ruleOf(row) : DEFAULT_LABEL_RULE;
}

export function barcodeRuleService(db: Database, clock: Clock) {
  async function load(tx: Executor, caller: BarcodeCaller, no: string, lock = false): Promise<Row> {
    const query = tx
      .select()
      .from(barcodeRules)
      .where(and(eq(barcodeRules.ruleNo, no), eq(barcodeRules.enterpriseUid, caller.enterpriseUid)));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw notFound(no);
    return row;
  }

  async function audit(tx: Executor, caller: BarcodeCaller, row: Row, action: string, before: unknown, at: Date) {
    const after = {
      symbology: row.symbology,
      size: `${row.widthMm} × ${row.heightMm} mm`,
      fields: row.fields,
      isDefault: row.isDefault,
      status: row.status,
      by: caller.name,
    };
    await recordAudit(tx, {
      at,
      actorAccountUid: caller.accountUid,
      enterpriseUid: caller.enterpriseUid,
      entity: 'barcode_rule',
      entityUid: row.ruleNo,
      action,
      before: before ?? null,
      after,
      ip: caller.ip,
    });
  }

  /** The form's values beyond their types: at least one field, and room for a 2D square under the fields. */
  function checked(body: RuleBody) {
    const fields = orderedLabelFields(body.fields);
    if (fields.length === 0) throw fieldError('fields', FIELDS_LABEL, barcodeMessages.fieldsEmpty);
    if (body.symbology !== 'code128' && body.heightMm < 40)
      throw fieldError('heightMm', HEIGHT_LABEL, barcodeMessages.tooSmall, { symbology: body.symbology, min: 40 });
    return {
      name: body.name.trim(),
      usage: body.usage,
      symbology: body.symbology,
      fields,
      widthMm: body.widthMm,
      heightMm: body.heightMm,
      note: body.note?.trim() || null,
    };
  }

  function listView(row: Row) {
    return {
      no: row.ruleNo,
      name: row.name,
      usage: row.usage,
      symbology: row.symbology,
      fields: orderedLabelFields(row.fields),
      widthMm: row.widthMm,
      heightMm: row.heightMm,
      isDefault: row.isDefault,
      status: row.status,
      note: row.note,
      rowVersion: row.rowVersion,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    };
  }

  async function view(tx: Executor, row: Row, language: Language) {
    const log = await tx
      .select({ id: auditLog.id, at: auditLog.at, action: auditLog.action, after: auditLog.after, who: accounts.name })
      .from(auditLog)
      .leftJoin(accounts, eq(accounts.uid, auditLog.actorAccountUid))
      .where(and(eq(auditLog.entity, 'barcode_rule'), eq(auditLog.entityUid, row.ruleNo)))
      .orderBy(asc(auditLog.id));
    return {
      ...listView(row),
      log: log.map((l) => {
        const after = (l.after ?? {}) as Record<string, string | number>;
        const words = logWords[l.action];
        return {
          id: l.id,
          at: l.at,
          action: l.action,
          actor: l.who,
          text: words ? translate(language, words, { ...after, who: l.who ?? (after.by as string) ?? '—' }) : l.action,
        };
      }),
    };
  }

  /** Clears the usage's other default in the same transaction, so one rule per usage is the default. */
  async function clearDefault(tx: Executor, enterpriseUid: string, usage: Row['usage'], now: Date) {
    await tx
      .update(barcodeRules)
      .set({ isDefault: false, rowVersion: sql`${barcodeRules.rowVersion} + 1`, updatedAt: now })
      .where(
        and(
          eq(barcodeRules.enterpriseUid, enterpriseUid),
          eq(barcodeRules.usage, usage),
          eq(barcodeRules.isDefault, true),
        ),
      );
  }

  return {
    async list(caller: BarcodeCaller, q: RuleListQuery) {
      const where: SQL[] = [eq(barcodeRules.enterpriseUid, caller.enterpriseUid)];
      if (q.usage) where.push(eq(barcodeRules.usage, q.usage));
      if (q.status) where.push(eq(barcodeRules.status, q.status));
      if (q.keyword?.trim())
        where.push(
          or(
            ilike(barcodeRules.name, likePattern(q.keyword.trim())),
            ilike(barcodeRules.ruleNo, likePattern(q.keyword.trim())),
          )!,
        );
      // The list shows when a rule was last changed: the days filter that, as Asia/Shanghai days, `to` inclusive.
      where.push(...dayRange(barcodeRules.updatedAt, q.from, q.to));
      const sortable = {
        rule_no: barcodeRules.ruleNo,
        name: barcodeRules.name,
        usage: barcodeRules.usage,
        symbology: barcodeRules.symbology,
        status: barcodeRules.status,
        created_at: barcodeRules.createdAt,
        updated_at: barcodeRules.updatedAt,
      };
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(barcodeRules)
          .where(and(...where))
          .orderBy(orderOf(q, sortable, desc(barcodeRules.createdAt)), desc(barcodeRules.ruleNo))
          .limit(q.page_size)
          .offset(offsetOf(q)),
        db
          .select({ n: count() })
          .from(barcodeRules)
          .where(and(...where)),
      ]);
      return { data: rows.map(listView), total: total?.n ?? 0 };
    },

    async detail(caller: BarcodeCaller, no: string) {
      return view(db, await load(db, caller, no), caller.language);
    },

    /** The saved rule a preview prints with. */
    async rule(caller: BarcodeCaller, no: string) {
      const row = await load(db, caller, no);
      return { no: row.ruleNo, name: row.name, usage: row.usage, rule: ruleOf(row) };
    },

    async create(caller: BarcodeCaller, body: RuleBody) {
      const values = checked(body);
      const now = clock.now();
      return db.transaction(async (tx) => {
        if (body.isDefault) await clearDefault(tx, caller.enterpriseUid, values.usage, now);
        const [row] = await tx
          .insert(barcodeRules)
          .values({
            ...values,
            enterpriseUid: caller.enterpriseUid,
            ruleNo: await businessNumber(tx, 'BR', now),
            isDefault: body.isDefault ?? false,
            createdBy: caller.accountUid,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        await audit(tx, caller, row!, 'create', null, now);
        return view(tx, row!, caller.language);
      });
    },

    /** Saves the form over the version the user read: another change in between answers 409. */
    async edit(caller: BarcodeCaller, no: string, body: RuleBody) {
      const values = checked(body);
      const now = clock.now();
      return db.transaction(async (tx) => {
        const before = await load(tx, caller, no, true);
        if (body.rowVersion !== undefined && body.rowVersion !== before.rowVersion) throw stale(before);
        if (before.isDefault && values.usage !== before.usage)
          await clearDefault(tx, caller.enterpriseUid, values.usage, now);
        const [row] = await tx
          .update(barcodeRules)
          .set({ ...values, rowVersion: sql`${barcodeRules.rowVersion} + 1`, updatedAt: now })
          .where(and(eq(barcodeRules.id, before.id), eq(barcodeRules.rowVersion, before.rowVersion)))
          .returning();
        if (!row) throw stale(before);
        await audit(tx, caller, row, 'edit', ruleOf(before), now);
        return view(tx, row, caller.language);
      });
    },

    /** Make default, disable, enable: compare-and-set on the version read and the state the action needs. */
    async act(caller: BarcodeCaller, no: string, action: RuleAction, rowVersion: number) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const before = await load(tx, caller, no, true);
        if (rowVersion !== before.rowVersion) throw stale(before);
        if (action === 'disable' && before.isDefault) throw wrongState(before, 'default', action);
        if (action === 'disable' && before.status !== 'active') throw wrongState(before, before.status, action);
        if (action === 'enable' && before.status !== 'disabled') throw wrongState(before, before.status, action);
        if (action === 'makeDefault' && before.status !== 'active') throw wrongState(before, before.status, action);
        if (action === 'makeDefault' && before.isDefault) throw wrongState(before, 'default', action);
        if (action === 'makeDefault') await clearDefault(tx, caller.enterpriseUid, before.usage, now);
        const set =
          action === 'makeDefault'
            ? { isDefault: true }
            : { status: action === 'disable' ? ('disabled' as const) : ('active' as const) };
        const [row] = await tx
          .update(barcodeRules)
          .set({ ...set, rowVersion: sql`${barcodeRules.rowVersion} + 1`, updatedAt: now })
          .where(and(eq(barcodeRules.id, before.id), eq(barcodeRules.rowVersion, before.rowVersion)))
          .returning();
        if (!row) throw stale(before);
        await audit(tx, caller, row, action, { status: before.status, isDefault: before.isDefault }, now);
        return view(tx, row, caller.language);
      });
    },
  };
}
