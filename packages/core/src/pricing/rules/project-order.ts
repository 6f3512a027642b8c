import { type FieldError, fieldError } from '../model/field-error.js';
import { type PricingProject, sortProjects } from '../model/project.js';

export type MoveDirection = 'up' | 'down';
export type MoveResult = { ok: true; projects: PricingProject[] } | { ok: false; error: FieldError };

/** Spec 02 §5: a percentage item cannot be first (its percentage would have no running total of projects). */
export function validateProjectOrder(projects: readonly PricingProject[]): FieldError[] {
  const first = sortProjects(projects)[0];
  return first?.pricingMode === 'percentage'
    ? [fieldError(`projects.${first.code}.pricingMode`, 'project.percentageFirst', { code: first.code })]
    : [];
}

/** Whether a project with this sort number would come before all the others. */
export function wouldBeFirst(
  sortNumber: number | null | undefined,
  code: string | null | undefined,
  others: readonly PricingProject[],
): boolean {
  if (sortNumber == null) return false;
  return others.every(
    (other) => sortNumber < other.sortNumber || (sortNumber === other.sortNumber && (code ?? '') < other.code),
  );
}

/**
 * Moves a project one place up or down by swapping its sort number with its neighbour's (or, when
 * the two share a number, renumbering all by tens). Refused at the first or last position (spec
 * 02 §4) and when a percentage item would end up first. Returns the projects in their new order.
 */
export function moveProject(projects: readonly PricingProject[], code: string, direction: MoveDirection): MoveResult {
  const sorted = sortProjects(projects);
  const index = sorted.findIndex((project) => project.code === code);
  if (index < 0) return { ok: false, error: fieldError('code', 'project.notFound', { code }) };
  const target = direction === 'up' ? index - 1 : index + 1;
  if (target < 0) return { ok: false, error: fieldError('sortNumber', 'project.cannotMoveUp') };
  if (target >= sorted.length) return { ok: false, error: fieldError('sortNumber', 'project.cannotMoveDown') };

  const moving = sorted[index] as PricingProject;
  const neighbour = sorted[target] as PricingProject;
  const reordered = [...sorted];
  reordered[index] = neighbour;
  reordered[target] = moving;
  const renumber = moving.sortNumber === neighbour.sortNumber;
  const result = reordered.map((project, position) => {
    if (renumber) return { ...project, sortNumber: (position + 1) * 10 };
    if (project === moving) return { ...project, sortNumber: neighbour.sortNumber };
    if (project === neighbour) return { ...project, sortNumber: moving.sortNumber };
    return project;
  });
  const first = result[0];
  if (first?.pricingMode === 'percentage') {
    return { ok: false, error: fieldError('sortNumber', 'project.percentageFirst', { code: first.code }) };
  }
  return { ok: true, projects: result };
}
