import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DefaultBoard, LocalizedNames, ParameterOption } from '@pcbunion/core';
import { accounts } from './accounts.js';
import { enterprises } from './enterprises.js';

/**
 * Pricing configuration (issue 6). Every row belongs to an enterprise: a factory (merchant) or the platform,
 * whose parameters and classifications every merchant shares read-only. Unit prices, rates and bounds are
 * numeric(18,6), read and written as strings; the engine (packages/core/src/pricing) computes with decimal.js.
 */
const money = (name: string) => numeric(name, { precision: 18, scale: 6 });
const uidColumn = () =>
  uuid('uid')
    .primaryKey()
    .default(sql`gen_random_uuid()`);
const owner = () =>
  uuid('enterprise_uid')
    .notNull()
    .references(() => enterprises.uid);
/** Compare-and-set counter of a row: an update naming an older value answers 409. */
const rowVersion = () => integer('row_version').notNull().default(1);
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * One row per enterprise that prices: the book's terms and roles, and `version`, raised by every change to
 * the enterprise's pricing data in the same transaction (the row lock also serialises writers). Instances
 * compare it with the version of their cached compiled book.
 */
export const pricingBooks = pgTable('pricing_books', {
  enterpriseUid: uuid('enterprise_uid')
    .primaryKey()
    .references(() => enterprises.uid),
  currency: text('currency').notNull().default('CNY'),
  originalCurrency: text('original_currency').notNull().default('USD'),
  exchangeRate: money('exchange_rate').notNull().default('7.1'),
  scrapRatePercent: money('scrap_rate_percent').notNull().default('0'),
  grossMarginPercent: money('gross_margin_percent').notNull().default('0'),
  businessRatePercent: money('business_rate_percent').notNull().default('0'),
  taxRatePercent: money('tax_rate_percent').notNull().default('0'),
  roleLayers: text('role_layers').notNull().default('LAYERS'),
  roleQuantity: text('role_quantity').notNull().default('QTY'),
  roleAreaPerPcsM2: text('role_area_per_pcs_m2').notNull().default('AREA_PCS_M2'),
  rolePcsPerPanel: text('role_pcs_per_panel'),
  defaultProductNumber: text('default_product_number'),
  /** The board a new quote opens with, values by parameter code (issue 29); null: the book names none. */
  defaultBoard: jsonb('default_board').$type<DefaultBoard>(),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
  rowVersion: rowVersion(),
  updatedAt: updatedAt(),
});

export const pricingParameters = pgTable(
  'pricing_parameters',
  {
    uid: uidColumn(),
    enterpriseUid: owner(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** The name per language, entered by the factory (`{ "zh-CN": "层数" }`); `name` serves the others. */
    names: jsonb('names').$type<LocalizedNames>(),
    category: text('category'),
    featureCode: text('feature_code'),
    dataType: text('data_type', { enum: ['character', 'number', 'signature'] }).notNull(),
    level: text('level', { enum: ['platform', 'merchant'] }).notNull(),
    kind: text('kind', { enum: ['independent', 'derived'] }).notNull(),
    entryMode: text('entry_mode', { enum: ['entry', 'tick'] }).notNull(),
    status: text('status', { enum: ['valid', 'expired'] }).notNull(),
    mustFill: boolean('must_fill').notNull().default(false),
    formula: text('formula'),
    camField: text('cam_field'),
    defaultValue: text('default_value'),
    keyValue: boolean('key_value').notNull().default(false),
    valueList: jsonb('value_list').$type<ParameterOption[]>(),
    min: money('min'),
    max: money('max'),
    integerOnly: boolean('integer_only').notNull().default(false),
    sortNumber: integer('sort_number').notNull().default(0),
    rowVersion: rowVersion(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('pricing_parameters_code_unique').on(t.enterpriseUid, t.code)],
);

export const pricingProjects = pgTable(
  'pricing_projects',
  {
    uid: uidColumn(),
    enterpriseUid: owner(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** The name per language, entered by the factory (`{ "zh-CN": "层数" }`); `name` serves the others. */
    names: jsonb('names').$type<LocalizedNames>(),
    costCategory: text('cost_category', { enum: ['specialProcess', 'specialFee', 'specialMaterial'] }).notNull(),
    kind: text('kind', { enum: ['independent', 'group'] }).notNull(),
    pricingMode: text('pricing_mode', { enum: ['amount', 'percentage'] }).notNull(),
    formula: text('formula').notNull(),
    factorCode: text('factor_code'),
    factorParameter: text('factor_parameter'),
    materialCategory: text('material_category'),
    extraAddition: money('extra_addition'),
    exchangeRate: money('exchange_rate'),
    scrapRatePercent: money('scrap_rate_percent'),
    grossMarginPercent: money('gross_margin_percent'),
    businessRatePercent: money('business_rate_percent'),
    taxRatePercent: money('tax_rate_percent'),
    deliveryDays: integer('delivery_days'),
    validFrom: date('valid_from'),
    validTo: date('valid_to'),
    sortNumber: integer('sort_number').notNull(),
    rowVersion: rowVersion(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('pricing_projects_code_unique').on(t.enterpriseUid, t.code)],
);

/** The factor table of a project: at most 20 rows (spec 02 §9), kept in their order. */
export const pricingFactorRows = pgTable(
  'pricing_factor_rows',
  {
    projectUid: uuid('project_uid')
      .notNull()
      .references(() => pricingProjects.uid, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    value: text('value').notNull(),
    price: money('price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectUid, t.position] })],
);

export const productClassifications = pgTable(
  'product_classifications',
  {
    uid: uidColumn(),
    enterpriseUid: owner(),
    number: text('number').notNull(),
    name: text('name').notNull(),
    /** The name per language, entered by the factory (`{ "zh-CN": "层数" }`); `name` serves the others. */
    names: jsonb('names').$type<LocalizedNames>(),
    parentNumber: text('parent_number').notNull(),
    status: text('status', { enum: ['valid', 'expired'] }).notNull(),
    level: text('level', { enum: ['platform', 'merchant'] }).notNull(),
    serialNumber: integer('serial_number').notNull(),
    batchInterval: integer('batch_interval').notNull(),
    remarks: text('remarks'),
    rowVersion: rowVersion(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('product_classifications_number_unique').on(t.enterpriseUid, t.number)],
);

export const pricingProducts = pgTable(
  'pricing_products',
  {
    uid: uidColumn(),
    enterpriseUid: owner(),
    number: text('number').notNull(),
    name: text('name').notNull(),
    /** The name per language, entered by the factory (`{ "zh-CN": "层数" }`); `name` serves the others. */
    names: jsonb('names').$type<LocalizedNames>(),
    classificationNumber: text('classification_number').notNull(),
    status: text('status', { enum: ['valid', 'expired'] }).notNull(),
    rowVersion: rowVersion(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('pricing_products_number_unique').on(t.enterpriseUid, t.number)],
);

/** Base price per product, layer count and batch tier. */
export const productBasePrices = pgTable(
  'product_base_prices',
  {
    uid: uidColumn(),
    enterpriseUid: owner(),
    productNumber: text('product_number').notNull(),
    layers: integer('layers').notNull(),
    tier: text('tier', { enum: ['sample', 'small', 'medium', 'large'] }).notNull(),
    maxAreaM2: money('max_area_m2').notNull(),
    pricePerM2: money('price_per_m2').notNull(),
    deliveryDays: integer('delivery_days').notNull(),
    rowVersion: rowVersion(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('product_base_prices_unique').on(t.enterpriseUid, t.productNumber, t.layers, t.tier)],
);

export const productProjectBindings = pgTable(
  'product_project_bindings',
  {
    uid: uidColumn(),
    enterpriseUid: owner(),
    productNumber: text('product_number').notNull(),
    projectCode: text('project_code').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('product_project_bindings_unique').on(t.enterpriseUid, t.productNumber, t.projectCode),
    index('product_project_bindings_project_idx').on(t.enterpriseUid, t.projectCode),
  ],
);

/**
 * A person's form setting of a product's quotation table (spec 02 §5 form-setting-management-details): the
 * reference board and the quantity breaks, kept per account and enterprise so they follow the person to any browser.
 */
export const quotationTableSettings = pgTable(
  'quotation_table_settings',
  {
    accountUid: uuid('account_uid')
      .notNull()
      .references(() => accounts.uid, { onDelete: 'cascade' }),
    enterpriseUid: owner(),
    productNumber: text('product_number').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    quantities: text('quantities'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.accountUid, t.enterpriseUid, t.productNumber] })],
);
