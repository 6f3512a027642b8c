import type { FastifyInstance, FastifyRequest } from 'fastify';
import { i18n, type LocalizedText } from './i18n.js';
import { LANGUAGES, type Language } from './language.js';
import type { Label } from './field-labels/label.js';
import { IDENTITY_LABELS } from './field-labels/identity.js';
import { SIGN_IN_LABELS } from './field-labels/sign-in.js';
import { PEOPLE_LABELS } from './field-labels/people.js';
import { LIST_LABELS } from './field-labels/lists.js';
import { MONEY_LABELS } from './field-labels/money.js';
import { FILE_LABELS } from './field-labels/files.js';
import { PRICING_LABELS } from './field-labels/pricing.js';
import { QUOTATION_LABELS } from './field-labels/quotation.js';
import { ORDER_LABELS } from './field-labels/orders.js';
import { SHIPPING_LABELS } from './field-labels/shipping.js';
import { WORK_ORDER_LABELS } from './field-labels/work-orders.js';
import { PURCHASING_LABELS } from './field-labels/purchasing.js';
import { SALES_LABELS } from './field-labels/sales.js';
import { CAPABILITY_LABELS } from './field-labels/capability.js';
import { BIDDING_LABELS } from './field-labels/bidding.js';
import { ASSEMBLY_LABELS } from './field-labels/assembly.js';
import { BARCODE_LABELS } from './field-labels/barcode.js';
import { CUSTOMER_LABELS } from './field-labels/customers.js';
import { SUPPLIER_LABELS } from './field-labels/suppliers.js';
import { CUSTOMER_BILLING_LABELS } from './field-labels/customer-billing.js';
import { CUSTOMER_CHANGE_LABELS } from './field-labels/customer-changes.js';
import { TOOLING_LABELS } from './field-labels/tooling.js';
import { SUPPLIER_BILLING_LABELS } from './field-labels/supplier-billing.js';

/**
 * What the user sees for an API field, in the five languages (en, zh-CN, zh-TW, es, ja): a refusal names the
 * field as its form labels it, never by its wire name (`bankAccountId`, `WIDTH_MM`). The refusal's `data.field`
 * keeps the wire path, so a form can still mark the input. `field-labels.test.ts` fails when a field of the
 * OpenAPI document has no label in its route's module or here.
 *
 * A field belongs to its module (`modules/<module>/labels.ts`, the namespace of the module's i18next texts). Only
 * the fields several modules name in the same words are shared, kept by area in `field-labels/`: a label defined
 * twice with different texts in one namespace is refused when it loads.
 */
const SHARED_AREAS: Array<Record<string, Label>> = [
  IDENTITY_LABELS,
  SIGN_IN_LABELS,
  PEOPLE_LABELS,
  LIST_LABELS,
  MONEY_LABELS,
  FILE_LABELS,
  PRICING_LABELS,
  QUOTATION_LABELS,
  ORDER_LABELS,
  SHIPPING_LABELS,
  WORK_ORDER_LABELS,
  PURCHASING_LABELS,
  SALES_LABELS,
  CAPABILITY_LABELS,
  BIDDING_LABELS,
  ASSEMBLY_LABELS,
  BARCODE_LABELS,
  CUSTOMER_LABELS,
  SUPPLIER_LABELS,
  CUSTOMER_BILLING_LABELS,
  CUSTOMER_CHANGE_LABELS,
  TOOLING_LABELS,
  SUPPLIER_BILLING_LABELS,
];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The namespace whose labels name this route's fields: the module that registered it (`labelRoutesByModule`). */
    labels?: string;
  }
}

/** The namespace every module shares: labels of fields that mean the same everywhere (paging, people, money…). */
export const SHARED_LABELS = 'common';
const labelKey = (field: string) => `label.${field}`;

/**
 * Loads a module's own field labels into its i18next namespace and answers the namespace (for `fieldLabel`). A
 * field the module does not declare is named by the shared labels.
 */
export function defineLabels<Namespace extends string>(namespace: Namespace, labels: Record<string, Label>): Namespace {
  for (const [field, label] of Object.entries(labels)) {
    LANGUAGES.forEach((language, index) => {
      const known = i18n.getResource(language, namespace, labelKey(field)) as string | undefined;
      if (known !== undefined && known !== label[index])
        throw new Error(`i18n: the label of ${field} in ${namespace} is defined twice with different texts`);
      i18n.addResource(language, namespace, labelKey(field), label[index]!);
    });
  }
  return namespace;
}

/** The shared labels, field by field. */
export const fieldLabels: Record<string, Label> = Object.assign({}, ...SHARED_AREAS);
for (const area of SHARED_AREAS) defineLabels(SHARED_LABELS, area);

/** Whether `namespace` labels `field` itself (the shared labels not counted). */
export const labelsField = (namespace: string, field: string): boolean =>
  i18n.getResource('en', namespace, labelKey(field)) !== undefined;

/** The label of one path segment, or the segment itself when no label exists (the test keeps that from happening). */
function labelOfSegment(segment: string, language: Language, namespace: string): string {
  // A database refusal names the column (`detail_address`); the API names it `detailAddress`.
  const camel = segment.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
  for (const labels of [namespace, SHARED_LABELS])
    for (const candidate of [segment, camel])
      if (labelsField(labels, candidate)) return i18n.t(labelKey(candidate), { lng: language, ns: labels });
  return segment;
}

/** The namespace of the labels for the route a request reached (the shared labels outside any module). */
export const labelsOfRequest = (request: Pick<FastifyRequest, 'routeOptions'>): string =>
  request.routeOptions?.config?.labels ?? SHARED_LABELS;

type LabelledRoute = { method: string; url: string; labels: string };
const labelledRoutes = new WeakMap<FastifyInstance, LabelledRoute[]>();
/** The routes of an app with the namespace of their labels (for the test that every field is labelled). */
export const routesWithLabels = (app: FastifyInstance): LabelledRoute[] => labelledRoutes.get(app) ?? [];

/**
 * Tags every route with the module that registers it (`labels` of its config), so that a refusal of the route's
 * schema names the field in that module's words. Call the returned function with the module's name before
 * registering it, and with nothing after the last one.
 */
export function labelRoutesByModule(app: FastifyInstance): (module?: string) => void {
  let registering: string | undefined;
  const tagged: LabelledRoute[] = [];
  labelledRoutes.set(app, tagged);
  app.addHook('onRoute', (route) => {
    if (!registering || route.config?.labels) return;
    route.config = { ...route.config, labels: registering };
    for (const method of [route.method].flat()) tagged.push({ method, url: route.url, labels: registering });
  });
  return (module) => {
    registering = module;
  };
}

/**
 * A wire path (`materials.2.unitPrice`, `amount`, `a, b`) as the user sees it: the label of its last named
 * segment, with the row number when the field sits in a list (`Unit price (row 3)`).
 */
export function fieldLabel(path: string, language: Language, namespace = SHARED_LABELS): string {
  return path
    .split(', ')
    .map((one) => {
      const segments = one.split('.').filter(Boolean);
      const named = [...segments].reverse().find((s) => !/^\d+$/.test(s));
      if (!named) return one;
      const index = segments.findLast((s) => /^\d+$/.test(s));
      const label = labelOfSegment(named, language, namespace);
      return index === undefined ? label : label + ROW[language].replace('{n}', String(Number(index) + 1));
    })
    .join(', ');
}

/** A field's label in the five languages, for a refusal built before the caller's language is known. */
export const labelInEveryLanguage = (path: string, namespace = SHARED_LABELS): LocalizedText =>
  Object.fromEntries(LANGUAGES.map((language) => [language, fieldLabel(path, language, namespace)])) as LocalizedText;

const ROW: Record<Language, string> = {
  en: ' (row {n})',
  'zh-CN': '（第 {n} 行）',
  'zh-TW': '（第 {n} 行）',
  es: ' (fila {n})',
  ja: '（{n} 行目）',
};
