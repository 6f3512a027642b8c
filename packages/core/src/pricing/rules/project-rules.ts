import { HUNDRED, ZERO, parseDecimal } from '../../money/decimal.js';
import { ENGINE_VARIABLES, isReservedCode, isWellFormedCode } from '../model/codes.js';
import { type FieldError, fieldError } from '../model/field-error.js';
import { MAX_FACTOR_ROWS, type PricingProject } from '../model/project.js';
import { type Draft, formulaErrors, formulaMentions, isBlank, isIsoDate } from './draft.js';
import { wouldBeFirst } from './project-order.js';

export interface ProjectRuleContext {
  /** The parameter codes that exist now. */
  parameterCodes: Iterable<string>;
  /** The other projects as they are now (the edited one left out). */
  projects: readonly PricingProject[];
}

/** Spec 02 §5, Pricing project: everything the project form and the API refuse. */
export function validatePricingProject(project: Draft<PricingProject>, context: ProjectRuleContext): FieldError[] {
  const parameterCodes = new Set(context.parameterCodes);
  const projectCodes = context.projects.map((other) => other.code);
  const errors: FieldError[] = [
    ...codeErrors('code', project.code, [...parameterCodes, ...projectCodes]),
    ...(isBlank(project.name) ? [fieldError('name', 'project.nameRequired')] : []),
    ...factorErrors(project, parameterCodes),
    ...rateErrors(project),
  ];
  if (isBlank(project.formula)) {
    errors.push(fieldError('formula', 'project.formulaRequired'));
  } else {
    const known = [...parameterCodes, ...ENGINE_VARIABLES, ...projectCodes];
    if (project.factor?.code) known.push(project.factor.code);
    const formula = formulaErrors('formula', project.formula, known);
    errors.push(...(formula.length > 0 ? formula : forwardReferences(project, project.formula, context.projects)));
  }
  if (project.kind === 'group' && project.factor == null) errors.push(fieldError('factor', 'project.groupNeedsFactor'));
  if (
    project.costCategory === 'specialMaterial' &&
    (project.kind !== 'independent' || project.pricingMode !== 'amount')
  ) {
    errors.push(fieldError('costCategory', 'project.specialMaterialRule'));
  }
  if (project.pricingMode === 'percentage' && wouldBeFirst(project.sortNumber, project.code, context.projects)) {
    errors.push(fieldError('pricingMode', 'project.percentageFirst', { code: project.code ?? '' }));
  }
  return errors;
}

/** A project reads only the amounts of projects priced before it. */
function forwardReferences(
  project: Draft<PricingProject>,
  formula: string,
  others: readonly PricingProject[],
): FieldError[] {
  return others
    .filter((other) => formulaMentions(formula, other.code) && wouldBeFirst(project.sortNumber, project.code, [other]))
    .map((other) =>
      fieldError('formula', 'project.forwardReference', { code: project.code ?? '', reference: other.code }),
    );
}

/** Code rules shared by project and factor codes: required, formula-safe, not reserved, not taken. */
function codeErrors(field: string, code: string | null | undefined, taken: readonly string[]): FieldError[] {
  if (isBlank(code)) return [fieldError(field, 'project.codeRequired')];
  if (!isWellFormedCode(code)) return [fieldError(field, 'project.codeFormat')];
  if (isReservedCode(code)) return [fieldError(field, 'project.codeReserved', { code })];
  if (taken.includes(code)) return [fieldError(field, 'project.codeDuplicate', { code })];
  return [];
}

function factorErrors(project: Draft<PricingProject>, parameterCodes: ReadonlySet<string>): FieldError[] {
  const factor = project.factor;
  if (factor == null) return [];
  const errors = codeErrors('factor.code', factor.code, [...parameterCodes, project.code ?? '']);
  if (!parameterCodes.has(factor.parameter))
    errors.push(fieldError('factor.parameter', 'project.factorParameterUnknown'));
  if (factor.rows.length > MAX_FACTOR_ROWS) {
    errors.push(fieldError('factor.rows', 'project.tooManyRows', { max: MAX_FACTOR_ROWS }));
  }
  const seen = new Set<string>();
  factor.rows.forEach((row, index) => {
    const value = row.value.trim();
    if (value === '') errors.push(fieldError(`factor.rows.${index}.value`, 'project.factorValueEmpty'));
    else if (seen.has(value))
      errors.push(fieldError(`factor.rows.${index}.value`, 'project.factorValueDuplicate', { value }));
    seen.add(value);
    if (parseDecimal(row.price) === undefined)
      errors.push(fieldError(`factor.rows.${index}.price`, 'project.factorPriceInvalid'));
  });
  return errors;
}

const RATE_FIELDS = ['scrapRatePercent', 'grossMarginPercent', 'businessRatePercent', 'taxRatePercent'] as const;

function rateErrors(project: Draft<PricingProject>): FieldError[] {
  const errors: FieldError[] = [];
  for (const field of RATE_FIELDS) {
    const text = project[field];
    if (isBlank(text)) continue;
    const rate = parseDecimal(text);
    if (rate === undefined || rate.lessThan(ZERO)) errors.push(fieldError(field, 'project.rateInvalid'));
    else if (field === 'grossMarginPercent' && rate.greaterThanOrEqualTo(HUNDRED)) {
      errors.push(fieldError(field, 'project.grossMarginTooHigh'));
    }
  }
  if (!isBlank(project.extraAddition) && parseDecimal(project.extraAddition) === undefined) {
    errors.push(fieldError('extraAddition', 'project.amountInvalid'));
  }
  if (!isBlank(project.exchangeRate) && !(parseDecimal(project.exchangeRate)?.greaterThan(ZERO) ?? false)) {
    errors.push(fieldError('exchangeRate', 'project.exchangeRateInvalid'));
  }
  if (project.deliveryDays != null && !Number.isInteger(project.deliveryDays)) {
    errors.push(fieldError('deliveryDays', 'project.deliveryDaysInvalid'));
  }
  const { validFrom, validTo } = project;
  for (const [field, date] of [
    ['validFrom', validFrom],
    ['validTo', validTo],
  ] as const) {
    if (!isBlank(date) && !isIsoDate(date)) errors.push(fieldError(field, 'project.validityRange'));
  }
  if (!isBlank(validFrom) && !isBlank(validTo) && validTo < validFrom)
    errors.push(fieldError('validTo', 'project.validityRange'));
  return errors;
}
