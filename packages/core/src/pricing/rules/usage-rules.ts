import { type FieldError, fieldError } from '../model/field-error.js';
import type { QuotationParameter } from '../model/parameter.js';
import type { PriceBookRoles } from '../model/price-book.js';
import type { ProductProjectBinding } from '../model/product.js';
import type { PricingProject } from '../model/project.js';
import { formulaMentions } from './draft.js';

export interface ParameterUsageContext {
  parameters: readonly QuotationParameter[];
  projects: readonly PricingProject[];
  roles?: PriceBookRoles | undefined;
}

/**
 * Spec 02 §5: a parameter in use cannot be deleted. In use: named by another parameter's or a
 * project's formula, bound to a project's factor table, or playing a part for the engine (roles).
 */
export function canDeleteParameter(code: string, context: ParameterUsageContext): FieldError[] {
  const users = [
    ...context.parameters
      .filter((other) => other.code !== code && formulaMentions(other.formula, code))
      .map((other) => other.code),
    ...context.projects
      .filter((project) => formulaMentions(project.formula, code) || project.factor?.parameter === code)
      .map((project) => project.code),
    ...Object.entries(context.roles ?? {})
      .filter(([, roleCode]) => roleCode === code)
      .map(([role]) => `roles.${role}`),
  ];
  return users.length === 0 ? [] : [fieldError('code', 'parameter.inUse', { code, by: users.join(', ') })];
}

export interface ProjectUsageContext {
  projects: readonly PricingProject[];
  bindings: readonly ProductProjectBinding[];
}

/** A project named by another project's formula or bound to a product cannot be deleted. */
export function canDeletePricingProject(code: string, context: ProjectUsageContext): FieldError[] {
  const users = [
    ...context.projects
      .filter((other) => other.code !== code && formulaMentions(other.formula, code))
      .map((p) => p.code),
    ...context.bindings.filter((binding) => binding.projectCode === code).map((binding) => binding.productNumber),
  ];
  return users.length === 0 ? [] : [fieldError('code', 'project.inUse', { code, by: users.join(', ') })];
}
