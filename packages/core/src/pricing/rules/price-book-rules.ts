import type { FieldError } from '../model/field-error.js';
import type { PriceBook } from '../model/price-book.js';
import { validateClassification } from './classification-rules.js';
import { checkDefaultBoard } from './default-board-rules.js';
import { validateParameter } from './parameter-rules.js';
import { validateBasePrices, validateProduct } from './product-rules.js';
import { validateProjectOrder } from './project-order.js';
import { validatePricingProject } from './project-rules.js';

const prefixed = (prefix: string, errors: readonly FieldError[]): FieldError[] =>
  errors.map((error) => ({ ...error, field: `${prefix}.${error.field}` }));

/**
 * Every entity rule over a whole book (an import, the seed, a test of the demo book), each entity
 * checked against the others as they are. Fields are prefixed: `projects.E_TEST.formula`.
 */
export function validatePriceBook(book: PriceBook): FieldError[] {
  const parameterCodes = book.parameters
    .filter((p) => p.status === 'valid' && p.dataType !== 'signature')
    .map((p) => p.code);
  return [
    ...book.parameters.flatMap((parameter) =>
      prefixed(
        `parameters.${parameter.code}`,
        validateParameter(parameter, {
          parameters: book.parameters.filter((other) => other !== parameter),
        }),
      ),
    ),
    ...book.projects.flatMap((project) =>
      prefixed(
        `projects.${project.code}`,
        validatePricingProject(project, {
          parameterCodes,
          projects: book.projects.filter((other) => other !== project),
        }),
      ),
    ),
    ...validateProjectOrder(book.projects),
    ...book.classifications.flatMap((classification) =>
      prefixed(
        `classifications.${classification.number}`,
        validateClassification(classification, {
          classifications: book.classifications.filter((other) => other !== classification),
        }),
      ),
    ),
    ...book.products.flatMap((product) =>
      prefixed(
        `products.${product.number}`,
        validateProduct(product, {
          products: book.products.filter((other) => other !== product),
          classifications: book.classifications,
        }),
      ),
    ),
    ...validateBasePrices(book.basePrices, book.products),
    ...checkDefaultBoard(book.defaultBoard, book.parameters).errors,
  ];
}
