import { describe, expect, it } from 'vitest';
import type { PricingProject } from '../model/project.js';
import { moveProject, validateProjectOrder } from './project-order.js';

const item = (
  code: string,
  sortNumber: number,
  pricingMode: PricingProject['pricingMode'] = 'amount',
): PricingProject => ({
  code,
  name: code,
  costCategory: 'specialFee',
  kind: 'independent',
  pricingMode,
  formula: '1',
  sortNumber,
});
const order = (projects: PricingProject[]) => projects.map((p) => `${p.code}@${p.sortNumber}`);
const projects = [item('A', 10), item('B', 20), item('C', 30)];

describe('ordering pricing projects', () => {
  it('moves a project up by swapping sort numbers with the one above', () => {
    const result = moveProject(projects, 'B', 'up');
    expect(result.ok && order(result.projects)).toEqual(['B@10', 'A@20', 'C@30']);
  });

  it('moves a project down by swapping sort numbers with the one below', () => {
    const result = moveProject(projects, 'B', 'down');
    expect(result.ok && order(result.projects)).toEqual(['A@10', 'C@20', 'B@30']);
  });

  it('refuses to move the first project up', () => {
    expect(moveProject(projects, 'A', 'up')).toEqual({
      ok: false,
      error: { field: 'sortNumber', key: 'project.cannotMoveUp' },
    });
  });

  it('refuses to move the last project down', () => {
    expect(moveProject(projects, 'C', 'down')).toEqual({
      ok: false,
      error: { field: 'sortNumber', key: 'project.cannotMoveDown' },
    });
  });

  it('refuses a move that would put a percentage item first', () => {
    const withPercentage = [item('A', 10), item('RUSH', 20, 'percentage')];
    expect(moveProject(withPercentage, 'RUSH', 'up')).toEqual({
      ok: false,
      error: { field: 'sortNumber', key: 'project.percentageFirst', values: { code: 'RUSH' } },
    });
  });

  it('renumbers by tens when the two projects share a sort number', () => {
    const result = moveProject([item('A', 10), item('B', 10), item('C', 10)], 'B', 'up');
    expect(result.ok && order(result.projects)).toEqual(['B@10', 'A@20', 'C@30']);
  });

  it('reports a project that does not exist', () => {
    expect(moveProject(projects, 'Z', 'up')).toEqual({
      ok: false,
      error: { field: 'code', key: 'project.notFound', values: { code: 'Z' } },
    });
  });

  it('refuses a percentage item in first position of the whole list', () => {
    expect(validateProjectOrder([item('B', 20), item('RUSH', 5, 'percentage')])).toEqual([
      { field: 'projects.RUSH.pricingMode', key: 'project.percentageFirst', values: { code: 'RUSH' } },
    ]);
    expect(validateProjectOrder(projects)).toEqual([]);
  });
});
