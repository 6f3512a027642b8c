import type { QuotationStatus, UpgradeReason } from '@pcbunion/core';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { enterprises } from './enterprises.js';
import { inquiries } from './inquiries.js';

/**
 * Factory quotations (issue 16) and the masters they draw on. Prices, rates and coefficients are numeric(18,6)
 * read and written as strings; the cost engine (packages/core/src/quotation) computes with decimal.js; the
 * quotation's amounts are also kept in cents (bigint) for lists and sums.
 */
const decimal = (name: string) => numeric(name, { precision: 18, scale: 6 });
const uidColumn = () =>
  uuid('uid')
    .primaryKey()
    .default(sql`gen_random_uuid()`);
const owner = () =>
  uuid('enterprise_uid')
    .notNull()
    .references(() => enterprises.uid);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const QUOTATION_STATUS_VALUES = [
  'not_submitted',
  'to_be_reviewed',
  'reviewed',
  'returned',
] as const satisfies readonly QuotationStatus[];
export const UPGRADE_REASON_VALUES = [
  'recalculate_gross_margin',
  'quotation_expired',
  'customer_bargaining',
  'factory_version_upgrade',
  'other',
] as const satisfies readonly UpgradeReason[];

/**
 * The customer level the quotation screens show (A–D). Customers live in the customer master (`customers`, migration
 * 0033 folded the old factory_customers list into it); A–D map one-to-one onto its levels (see quotation-masters/customers.ts).
 */
export const CUSTOMER_LEVELS = ['A', 'B', 'C', 'D'] as const;

/** A material of the factory's material file (物料档案): number, name, specification, unit. */
export const materials = pgTable(
  'materials',
  {
    uid: uidColumn(),
    enterpriseUid: owner(),
    materialNo: text('material_no').notNull(),
    name: text('name').notNull(),
    specification: text('specification').notNull().default(''),
    category: text('category').notNull().default(''),
    unitName: text('unit_name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('materials_no_unique').on(t.enterpriseUid, t.materialNo)],
);

/** A supplier's price of a material: with and without tax, and the tax rate in percent. */
export const materialPrices = pgTable(
  'material_prices',
  {
    uid: uidColumn(),
    enterpriseUid: owner(),
    materialUid: uuid('material_uid')
      .notNull()
      .references(() => materials.uid, { onDelete: 'cascade' }),
    supplierNo: text('supplier_no').notNull(),
    supplierName: text('supplier_name').notNull(),
    unitPrice: decimal('unit_price').notNull(),
    unitPriceExTax: decimal('unit_price_ex_tax').notNull(),
    taxRate: decimal('tax_rate').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('material_prices_supplier_unique').on(t.materialUid, t.supplierNo)],
);

/** A currency the factory quotes in; `isLocal` marks its own (book) currency. */
export const currencies = pgTable(
  'currencies',
  {
    uid: uidColumn(),
    enterpriseUid: owner(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    isLocal: boolean('is_local').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('currencies_code_unique').on(t.enterpriseUid, t.code)],
);

/** A dated exchange rate: local currency per one unit of `currencyCode`, from `effectiveOn`. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    uid: uidColumn(),
    enterpriseUid: owner(),
    currencyCode: text('currency_code').notNull(),
    rate: decimal('rate').notNull(),
    effectiveOn: date('effective_on').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('exchange_rates_day_unique').on(t.enterpriseUid, t.currencyCode, t.effectiveOn)],
);

/** A process type (drilling, plating, …). */
export const processTypes = pgTable(
  'process_types',
  {
    uid: uidColumn(),
    enterpriseUid: owner(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('process_types_code_unique').on(t.enterpriseUid, t.code)],
);

/** A procedure of a process type: reference processing times, difficulty coefficient, cost per m² and pass. */
export const processProcedures = pgTable(
  'process_procedures',
  {
    uid: uidColumn(),
    enterpriseUid: owner(),
    processTypeUid: uuid('process_type_uid')
      .notNull()
      .references(() => processTypes.uid, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    referenceTimes: decimal('reference_times').notNull(),
    difficulty: decimal('difficulty').notNull(),
    unitCost: decimal('unit_cost').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('process_procedures_code_unique').on(t.enterpriseUid, t.code)],
);

export const QUOTATION_TYPES = ['platform', 'internal'] as const;
export const PANEL_UNIT_VALUES = ['mm', 'in'] as const;

/**
 * One version of a quotation (spec 02 §3). `quotationNo` names the document across its versions; exactly one
 * version is current (`isCurrent`). An upgrade inserts the next version and clears `isCurrent` on the old one in
 * one transaction; every later write names `is_current` and the expected status, so an old version never changes.
 */
export const quotations = pgTable(
  'quotations',
  {
    uid: uidColumn(),
    enterpriseUid: owner(),
    quotationNo: text('quotation_no').notNull(),
    version: integer('version').notNull().default(1),
    isCurrent: boolean('is_current').notNull().default(true),
    status: text('status', { enum: QUOTATION_STATUS_VALUES }).notNull().default('not_submitted'),
    /**
     * Derived, never entered: `platform` when the quotation prices an online inquiry that came through the platform
     * (`inquiryUid` set), `internal` when the factory entered it for its own customer. A CHECK keeps the two in step;
     * stored so the list filters and counts on it with an index.
     */
    type: text('type', { enum: QUOTATION_TYPES }).notNull().default('internal'),
    /** The online inquiry (to this factory as merchant) the quotation was made from; set at creation, kept by versions. */
    inquiryUid: uuid('inquiry_uid').references(() => inquiries.uid),
    inquiryNo: text('inquiry_no'),
    customerModel: text('customer_model').notNull().default(''),
    referenceNo: text('reference_no').notNull().default(''),
    factoryNo: text('factory_no').notNull().default(''),
    factoryVersion: text('factory_version').notNull().default(''),
    layers: integer('layers').notNull(),
    panelWidth: decimal('panel_width').notNull(),
    panelHeight: decimal('panel_height').notNull(),
    panelUnit: text('panel_unit', { enum: PANEL_UNIT_VALUES }).notNull().default('mm'),
    panelForm: text('panel_form').notNull().default(''),
    pcsPerPanel: integer('pcs_per_panel').notNull().default(1),
    deliveryUnitSize: text('delivery_unit_size').notNull().default(''),
    quantity: integer('quantity').notNull(),
    deliveryDays: integer('delivery_days').notNull().default(7),
    currency: text('currency').notNull(),
    originalCurrency: text('original_currency').notNull(),
    exchangeRate: decimal('exchange_rate').notNull(),
    validityDays: integer('validity_days').notNull().default(30),
    priority: text('priority', { enum: ['normal', 'urgent'] })
      .notNull()
      .default('normal'),
    customerNo: text('customer_no').notNull().default(''),
    customerName: text('customer_name').notNull().default(''),
    customerLevel: text('customer_level').notNull().default(''),
    /** The manufacturer picked in the add step (the factory itself for its own quotations). */
    factoryName: text('factory_name').notNull().default(''),
    classificationNumber: text('classification_number').notNull().default(''),
    classificationName: text('classification_name').notNull().default(''),
    quoterAccountUid: uuid('quoter_account_uid').references(() => accounts.uid),
    quoterName: text('quoter_name').notNull().default(''),
    auditorAccountUid: uuid('auditor_account_uid').references(() => accounts.uid),
    auditorName: text('auditor_name').notNull().default(''),
    salesman: text('salesman').notNull().default(''),
    assistantSalesman: text('assistant_salesman').notNull().default(''),
    quotationDate: date('quotation_date').notNull(),
    internalRemarks: text('internal_remarks').notNull().default(''),
    externalRemarks: text('external_remarks').notNull().default(''),
    returnReason: text('return_reason'),
    upgradeReason: text('upgrade_reason', { enum: UPGRADE_REASON_VALUES }),
    upgradeRemark: text('upgrade_remark'),
    scrapRate: decimal('scrap_rate').notNull(),
    scrapRateAdjusted: decimal('scrap_rate_adjusted'),
    grossMargin: decimal('gross_margin').notNull(),
    grossMarginAdjusted: decimal('gross_margin_adjusted'),
    businessRate: decimal('business_rate').notNull(),
    taxRate: decimal('tax_rate').notNull(),
    /** The cost engine's answer (every figure and explanation line), as last computed. */
    costs: jsonb('costs'),
    amountLocalCents: bigint('amount_local_cents', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    amountOriginalCents: bigint('amount_original_cents', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    copiedFrom: text('copied_from'),
    /** Idempotency key of the copy request that made this quotation: a retried copy finds it. */
    copyKey: text('copy_key'),
    rowVersion: integer('row_version').notNull().default(1),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    auditedAt: timestamp('audited_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('quotations_version_unique').on(t.enterpriseUid, t.quotationNo, t.version),
    uniqueIndex('quotations_current_unique')
      .on(t.enterpriseUid, t.quotationNo)
      .where(sql`${t.isCurrent}`),
    uniqueIndex('quotations_copy_key_unique').on(t.enterpriseUid, t.copyKey),
    index('quotations_list_idx').on(t.enterpriseUid, t.isCurrent, t.status),
    index('quotations_type_idx').on(t.enterpriseUid, t.isCurrent, t.type),
    check(
      'quotations_type_follows_inquiry',
      sql`(${t.type} = 'platform') = (${t.inquiryUid} is not null and ${t.inquiryNo} is not null)`,
    ),
  ],
);

/** A material line of one quotation version (spec 02 §3), a snapshot of the material and supplier price chosen. */
export const quotationMaterialLines = pgTable(
  'quotation_material_lines',
  {
    uid: uidColumn(),
    quotationUid: uuid('quotation_uid')
      .notNull()
      .references(() => quotations.uid, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    supplierNo: text('supplier_no').notNull().default(''),
    supplierName: text('supplier_name').notNull().default(''),
    materialNo: text('material_no').notNull(),
    materialName: text('material_name').notNull().default(''),
    specification: text('specification').notNull().default(''),
    unitPrice: decimal('unit_price').notNull(),
    unitPriceExTax: decimal('unit_price_ex_tax').notNull(),
    taxRate: decimal('tax_rate').notNull(),
    unitName: text('unit_name').notNull().default(''),
    coefficient: decimal('coefficient').notNull(),
    adjustmentPrice: decimal('adjustment_price'),
  },
  (t) => [index('quotation_material_lines_idx').on(t.quotationUid, t.lineNo)],
);

/** A process line of one quotation version (spec 02 §3). */
export const quotationProcessLines = pgTable(
  'quotation_process_lines',
  {
    uid: uidColumn(),
    quotationUid: uuid('quotation_uid')
      .notNull()
      .references(() => quotations.uid, { onDelete: 'cascade' }),
    serialNo: integer('serial_no').notNull(),
    processType: text('process_type').notNull(),
    procedure: text('procedure').notNull(),
    unitCost: decimal('unit_cost').notNull(),
    referenceTimes: decimal('reference_times').notNull(),
    timesAdjustment: decimal('times_adjustment'),
    difficulty: decimal('difficulty').notNull(),
    difficultyAdjustment: decimal('difficulty_adjustment'),
    specialAddition: decimal('special_addition'),
  },
  (t) => [index('quotation_process_lines_idx').on(t.quotationUid, t.serialNo)],
);

/** A product's process flow: its ordered steps (process-flow management, Excel in and out). */
export const processFlows = pgTable(
  'process_flows',
  {
    uid: uidColumn(),
    enterpriseUid: owner(),
    productNo: text('product_no').notNull(),
    productName: text('product_name').notNull(),
    remarks: text('remarks').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('process_flows_product_unique').on(t.enterpriseUid, t.productNo)],
);

export const processFlowSteps = pgTable(
  'process_flow_steps',
  {
    uid: uidColumn(),
    flowUid: uuid('flow_uid')
      .notNull()
      .references(() => processFlows.uid, { onDelete: 'cascade' }),
    serialNo: integer('serial_no').notNull(),
    processType: text('process_type').notNull(),
    procedure: text('procedure').notNull(),
    unitCost: decimal('unit_cost').notNull(),
    referenceTimes: decimal('reference_times').notNull(),
    timesAdjustment: decimal('times_adjustment'),
    difficulty: decimal('difficulty').notNull(),
    difficultyAdjustment: decimal('difficulty_adjustment'),
    specialAddition: decimal('special_addition'),
  },
  (t) => [uniqueIndex('process_flow_steps_serial_unique').on(t.flowUid, t.serialNo)],
);
