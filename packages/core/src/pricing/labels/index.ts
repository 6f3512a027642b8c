import { type MessageValues, type PricingLocale, type PricingMessageKey, renderPricingMessage } from '../messages.js';
import { ENGINE_VARIABLES, LINE_CODES } from '../model/codes.js';
import type { FieldError } from '../model/field-error.js';
import type { LocalizedNames } from '../model/localized-names.js';
import type { ParameterOption, QuotationParameter } from '../model/parameter.js';
import { BATCH_TIERS, type Product, type ProductClassification } from '../model/product.js';
import type { PricingProject } from '../model/project.js';
import { en } from './en.js';
import { es } from './es.js';
import { ja } from './ja.js';
import type { BookLabels } from './types.js';
import { zhCN } from './zh-CN.js';
import { zhTW } from './zh-TW.js';

export type { BookLabels } from './types.js';

/** The locale files of the price book's names (the platform's standard codes and the demo book). */
export const bookLabels: Readonly<Record<PricingLocale, BookLabels>> = { en, 'zh-CN': zhCN, 'zh-TW': zhTW, es, ja };

/** The last resort for a code nobody named: `MATTE_BLACK` → "Matte black", `standard` → "Standard"; never the code. */
export function readableCode(code: string): string {
  const words = code.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : code;
}

/** A text with nothing to name: no word, no quote (a figure such as "0.016000"). */
const HAS_WORD = /[A-Za-z"]/;
const NAMED_TEXTS_KEPT = 4096;

const isNumberLike = (value: string) => /^[+-]?\d+(\.\d+)?$/.test(value);

/** What the labeller needs of a book: the rows with their own names (any subset of a PriceBook). */
export interface BookNaming {
  parameters?: readonly Pick<QuotationParameter, 'code' | 'name' | 'names' | 'valueList'>[];
  projects?: readonly Pick<PricingProject, 'code' | 'name' | 'names' | 'factor'>[];
  products?: readonly Pick<Product, 'number' | 'name' | 'names'>[];
  classifications?: readonly Pick<ProductClassification, 'number' | 'name' | 'names'>[];
}

export interface BookLabeller {
  locale: PricingLocale;
  parameter(code: string): string;
  option(parameterCode: string, value: string): string;
  category(category: string): string;
  project(code: string): string;
  /** An estimate line: the engine's own (BASE, SCRAP, …) or a project's. */
  line(code: string): string;
  /** A product or classification of the book, or one given with its own name and names (a catalogue entry). */
  product(number: string, name?: string, names?: LocalizedNames): string;
  classification(number: string, name?: string, names?: LocalizedNames): string;
  /** Any code of the book (parameter, project, factor, engine variable, line) → its name; undefined for other words. */
  code(token: string): string | undefined;
  /** An explanation line or a rule's message in the locale, every code in it named. */
  message(key: PricingMessageKey, values?: MessageValues): string;
  fieldError(error: Pick<FieldError, 'field' | 'key' | 'values'>): string;
}

const LINE_MESSAGE: Record<string, PricingMessageKey> = {
  [LINE_CODES.base]: 'line.base',
  [LINE_CODES.scrap]: 'line.scrap',
  [LINE_CODES.grossMargin]: 'line.grossMargin',
  [LINE_CODES.business]: 'line.business',
  [LINE_CODES.tax]: 'line.tax',
};

const named = (names: LocalizedNames | undefined, locale: PricingLocale) => {
  const name = names?.[locale]?.trim();
  return name ? name : undefined;
};

/**
 * Names for everything of a price book a person sees, in one locale: the factory's own name for that language
 * (`names`), else the locale files' name of the code (`bookLabels`), else the row's own name, else the code made
 * readable — never the bare code.
 */
export function bookLabeller(book: BookNaming, locale: PricingLocale): BookLabeller {
  const files = bookLabels[locale];
  const parameters = new Map((book.parameters ?? []).map((p) => [p.code, p]));
  const projects = new Map((book.projects ?? []).map((p) => [p.code, p]));
  const factors = new Map((book.projects ?? []).flatMap((p) => (p.factor ? [[p.factor.code, p] as const] : [])));
  const products = new Map((book.products ?? []).map((p) => [p.number, p]));
  const classifications = new Map((book.classifications ?? []).map((c) => [c.number, c]));
  const optionValues = new Map<string, string>();
  for (const p of parameters.values())
    for (const o of p.valueList ?? []) if (!optionValues.has(o.value)) optionValues.set(o.value, p.code);

  const parameter = (code: string) => {
    const row = parameters.get(code);
    return named(row?.names, locale) ?? files.parameters[code] ?? (row?.name || readableCode(code));
  };
  const option = (parameterCode: string, value: string) => {
    const found: ParameterOption | undefined = parameters.get(parameterCode)?.valueList?.find((o) => o.value === value);
    return (
      named(found?.labels, locale) ??
      files.options[parameterCode]?.[value] ??
      (found?.label || (isNumberLike(value) ? value : readableCode(value)))
    );
  };
  const project = (code: string) => {
    const row = projects.get(code);
    return named(row?.names, locale) ?? files.projects[code] ?? (row?.name || readableCode(code));
  };
  const factor = (code: string) =>
    files.factors[code] ?? (factors.has(code) ? project(factors.get(code)!.code) : readableCode(code));
  // Every estimate names the same few lines: each name is rendered once per labeller.
  const lineNames = new Map<string, string>();
  const line = (code: string) => {
    let name = lineNames.get(code);
    if (name === undefined) {
      const key = LINE_MESSAGE[code];
      name = key ? renderPricingMessage(key, {}, locale) : project(code);
      if (lineNames.size < NAMED_TEXTS_KEPT) lineNames.set(code, name);
    }
    return name;
  };
  const code = (token: string): string | undefined => {
    if (parameters.has(token) || files.parameters[token]) return parameter(token);
    if (projects.has(token) || files.projects[token]) return project(token);
    if (factors.has(token) || files.factors[token]) return factor(token);
    if ((ENGINE_VARIABLES as readonly string[]).includes(token)) return files.variables[token] ?? readableCode(token);
    if (LINE_MESSAGE[token]) return line(token);
    return undefined;
  };
  const tier = (value: string) => {
    const key = `tier.${value}` as PricingMessageKey;
    return renderPricingMessage(key, {}, locale);
  };
  /** Codes inside a text (a formula, "+ 2 (EXPEDITE)"): each named; quoted option values named too. */
  const namedIn = (text: string) => {
    if (!HAS_WORD.test(text)) return text;
    let named = namedTexts.get(text);
    if (named === undefined) {
      if (namedTexts.size >= NAMED_TEXTS_KEPT) namedTexts.clear();
      namedTexts.set(text, (named = nameCodesIn(text)));
    }
    return named;
  };
  const nameCodesIn = (text: string) =>
    text
      .replace(/"([^"]*)"/g, (whole, literal: string) => {
        const owner = optionValues.get(literal);
        if (owner) return `"${option(owner, literal)}"`;
        return (BATCH_TIERS as readonly string[]).includes(literal) ? `"${tier(literal)}"` : whole;
      })
      .replace(/(?<!")\b[A-Za-z][A-Za-z0-9_]*\b(?!")/g, (token) => code(token) ?? token);
  // A book's formulas and option texts recur in every estimate; the numbers between them carry no code.
  const namedTexts = new Map<string, string>();
  /**
   * Explanation lines name every code in them; a rule's message names only the parameter it is about (`name`):
   * its other values (a code being typed into a form, an entered value) are shown as written.
   */
  const message = (key: PricingMessageKey, values: MessageValues = {}) => {
    const shown: Record<string, string | number> = {};
    const explaining = key.startsWith('explain.');
    for (const [name, value] of Object.entries(values)) {
      if (typeof value !== 'string') shown[name] = value;
      else if (!explaining)
        shown[name] = name === 'name' && (parameters.has(value) || files.parameters[value]) ? parameter(value) : value;
      else if (name === 'tier') shown[name] = (BATCH_TIERS as readonly string[]).includes(value) ? tier(value) : value;
      else if (name === 'values')
        shown[name] = value
          .split(', ')
          .map((pair) => {
            const [c, ...rest] = pair.split('=');
            const v = rest.join('=');
            return (c && parameters.has(c)) || (c && files.parameters[c])
              ? `${parameter(c)} = ${option(c, v)}`
              : namedIn(pair);
          })
          .join(', ');
      else if (name === 'value' && typeof values.parameter === 'string') shown[name] = option(values.parameter, value);
      else if (name === 'line') shown[name] = line(value);
      else if (name === 'name' && (parameters.has(value) || files.parameters[value])) shown[name] = parameter(value);
      else shown[name] = namedIn(value);
    }
    return renderPricingMessage(key, shown, locale);
  };
  const fieldError = (error: Pick<FieldError, 'field' | 'key' | 'values'>) => {
    const values = { ...(error.values ?? {}) };
    if ('name' in values && (parameters.has(error.field) || files.parameters[error.field])) values.name = error.field;
    return message(error.key, values);
  };
  return {
    locale,
    parameter,
    option,
    category: (category: string) => files.categories[category] ?? category,
    project,
    line,
    product: (number: string, name?: string, names?: LocalizedNames) =>
      named(names ?? products.get(number)?.names, locale) ??
      files.products[number] ??
      (name || products.get(number)?.name || number),
    classification: (number: string, name?: string, names?: LocalizedNames) =>
      named(names ?? classifications.get(number)?.names, locale) ??
      files.classifications[number] ??
      (name || classifications.get(number)?.name || number),
    code,
    message,
    fieldError,
  };
}
