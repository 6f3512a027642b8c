import type {
  FactorRow,
  PricingProject,
  Product,
  ProductBasePrice,
  ProductClassification,
  ProductProjectBinding,
  QuotationParameter,
  CamField,
  LocalizedNames,
} from '@pcbunion/core';
import type {
  pricingParameters,
  pricingProjects,
  pricingProducts,
  productBasePrices,
  productClassifications,
  productProjectBindings,
} from '../../../db/schema/index.js';

/** A row as the API shows it: its id, owner, compare-and-set counter, and the core model's fields. */
export interface Stored<T> {
  uid: string;
  enterpriseUid: string;
  rowVersion: number;
  model: T;
}

/** numeric(18,6) comes back as "7.100000": the plain decimal text "7.1" (no float on the way). */
export function plainDecimal(text: string): string {
  if (!text.includes('.')) return text;
  const trimmed = text.replace(/0+$/, '').replace(/\.$/, '');
  return trimmed === '-0' ? '0' : trimmed;
}

const opt = (value: string | null): string | undefined => (value === null ? undefined : value);
const optDecimal = (value: string | null): string | undefined => (value === null ? undefined : plainDecimal(value));
const nul = <T>(value: T | undefined): T | null => (value === undefined || value === '' ? null : value);
/** Names per language: the languages given a non-empty name, or null (the row's own name serves every language). */
export const namesValue = (names: LocalizedNames | undefined): LocalizedNames | null => {
  const given = Object.fromEntries(
    Object.entries(names ?? {}).filter(([, name]) => typeof name === 'string' && name.trim() !== ''),
  );
  return Object.keys(given).length > 0 ? given : null;
};
const namesOf = (names: LocalizedNames | null) => names ?? undefined;

type ParameterRow = typeof pricingParameters.$inferSelect;
export function parameterOf(row: ParameterRow): QuotationParameter {
  return {
    code: row.code,
    name: row.name,
    names: namesOf(row.names),
    category: opt(row.category),
    featureCode: opt(row.featureCode),
    dataType: row.dataType,
    level: row.level,
    kind: row.kind,
    entryMode: row.entryMode,
    status: row.status,
    mustFill: row.mustFill,
    formula: opt(row.formula),
    camField: opt(row.camField) as CamField | undefined,
    defaultValue: opt(row.defaultValue),
    keyValue: row.keyValue,
    valueList: row.valueList ?? undefined,
    min: optDecimal(row.min),
    max: optDecimal(row.max),
    integerOnly: row.integerOnly || undefined,
  };
}

export function parameterValues(model: QuotationParameter) {
  return {
    code: model.code,
    name: model.name,
    names: namesValue(model.names),
    category: nul(model.category),
    featureCode: nul(model.featureCode),
    dataType: model.dataType,
    level: model.level,
    kind: model.kind,
    entryMode: model.entryMode,
    status: model.status,
    mustFill: model.mustFill,
    formula: nul(model.formula),
    camField: nul(model.camField),
    defaultValue: nul(model.defaultValue),
    keyValue: model.keyValue,
    valueList: model.valueList && model.valueList.length > 0 ? model.valueList : null,
    min: nul(model.min),
    max: nul(model.max),
    integerOnly: model.integerOnly ?? false,
  };
}

type ProjectRow = typeof pricingProjects.$inferSelect;
export function projectOf(row: ProjectRow, rows: readonly FactorRow[]): PricingProject {
  return {
    code: row.code,
    name: row.name,
    names: namesOf(row.names),
    costCategory: row.costCategory,
    kind: row.kind,
    pricingMode: row.pricingMode,
    formula: row.formula,
    factor:
      row.factorCode !== null && row.factorParameter !== null
        ? { code: row.factorCode, parameter: row.factorParameter, rows: [...rows] }
        : undefined,
    materialCategory: opt(row.materialCategory),
    extraAddition: optDecimal(row.extraAddition),
    exchangeRate: optDecimal(row.exchangeRate),
    scrapRatePercent: optDecimal(row.scrapRatePercent),
    grossMarginPercent: optDecimal(row.grossMarginPercent),
    businessRatePercent: optDecimal(row.businessRatePercent),
    taxRatePercent: optDecimal(row.taxRatePercent),
    deliveryDays: row.deliveryDays ?? undefined,
    validFrom: opt(row.validFrom),
    validTo: opt(row.validTo),
    sortNumber: row.sortNumber,
  };
}

export function projectValues(model: PricingProject) {
  return {
    code: model.code,
    name: model.name,
    names: namesValue(model.names),
    costCategory: model.costCategory,
    kind: model.kind,
    pricingMode: model.pricingMode,
    formula: model.formula,
    factorCode: model.factor?.code ?? null,
    factorParameter: model.factor?.parameter ?? null,
    materialCategory: nul(model.materialCategory),
    extraAddition: nul(model.extraAddition),
    exchangeRate: nul(model.exchangeRate),
    scrapRatePercent: nul(model.scrapRatePercent),
    grossMarginPercent: nul(model.grossMarginPercent),
    businessRatePercent: nul(model.businessRatePercent),
    taxRatePercent: nul(model.taxRatePercent),
    deliveryDays: model.deliveryDays ?? null,
    validFrom: nul(model.validFrom),
    validTo: nul(model.validTo),
    sortNumber: model.sortNumber,
  };
}

type ClassificationRow = typeof productClassifications.$inferSelect;
export function classificationOf(row: ClassificationRow): ProductClassification {
  return {
    number: row.number,
    name: row.name,
    names: namesOf(row.names),
    parentNumber: row.parentNumber,
    status: row.status,
    level: row.level,
    serialNumber: row.serialNumber,
    batchInterval: row.batchInterval,
    remarks: opt(row.remarks),
  };
}

export function classificationValues(model: ProductClassification) {
  return { ...model, names: namesValue(model.names), remarks: nul(model.remarks) };
}

export function productOf(row: typeof pricingProducts.$inferSelect): Product {
  return {
    number: row.number,
    name: row.name,
    names: namesOf(row.names),
    classificationNumber: row.classificationNumber,
    status: row.status,
  };
}

export function basePriceOf(row: typeof productBasePrices.$inferSelect): ProductBasePrice {
  return {
    productNumber: row.productNumber,
    layers: row.layers,
    tier: row.tier,
    maxAreaM2: plainDecimal(row.maxAreaM2),
    pricePerM2: plainDecimal(row.pricePerM2),
    deliveryDays: row.deliveryDays,
  };
}

export function bindingOf(row: typeof productProjectBindings.$inferSelect): ProductProjectBinding {
  return { productNumber: row.productNumber, projectCode: row.projectCode };
}

/** What a list or a detail answers: the model's fields beside uid, rowVersion and whether the caller may change it. */
export function shown<T extends object, E extends object = object>(
  stored: Stored<T>,
  callerUid: string,
  extra?: E,
): { uid: string; rowVersion: number; readOnly: boolean } & T & E {
  return {
    uid: stored.uid,
    rowVersion: stored.rowVersion,
    readOnly: stored.enterpriseUid !== callerUid,
    ...stored.model,
    ...(extra as E),
  };
}
