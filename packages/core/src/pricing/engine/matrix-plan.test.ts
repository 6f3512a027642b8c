import { describe, expect, it } from 'vitest';
import type { PricingProject } from '../model/project.js';
import { type ProjectPlan, planProjects } from './matrix-plan.js';
import { compiled, leadTime, quantityBand } from './matrix.fixture.js';
import { P, project, smallBook, smallParameters } from './small-book.fixture.js';

/** The plan of the projects (in sort order) of a small book with a lead time and a derived value of the quantity. */
function planOf(projects: PricingProject[], pricedOn = '2026-03-01'): ProjectPlan {
  const book = compiled(smallBook({ parameters: [...smallParameters, leadTime, quantityBand], projects }));
  return planProjects(book.products.get(P)!.projects, pricedOn, new Set(['QTY', 'QTY_BAND']), 'LEAD_TIME');
}

const sharingOf = (plan: ProjectPlan) =>
  Object.fromEntries([...plan.row, ...plan.column].map(({ compiled, sharing }) => [compiled.project.code, sharing]));

const leadFactor = { code: 'LEAD_PRICE', parameter: 'LEAD_TIME', rows: [{ value: 'fastest', price: '30' }] };

describe('the plan of a matrix board’s projects', () => {
  it('shares a fixed fee with the whole board, a lead-time fee with its column, and prices an area fee each time', () => {
    const plan = planOf([
      project({ code: 'SETUP', formula: '80', sortNumber: 10 }),
      project({ code: 'FINISH_FEE', formula: 'IF(FINISH = "ENIG", 45.5, 0) + SETUP', sortNumber: 20 }),
      project({ code: 'AREA_FEE', formula: 'AREA_M2 * 37.5', sortNumber: 30 }),
      project({ code: 'RUSH', formula: 'LEAD_PRICE', factor: leadFactor, sortNumber: 40 }),
      project({ code: 'RUSH_EXTRA', formula: 'RUSH / 2 + SETUP', sortNumber: 50 }),
    ]);
    expect(sharingOf(plan)).toEqual({
      SETUP: 'board',
      FINISH_FEE: 'board',
      AREA_FEE: 'none',
      RUSH: 'column',
      RUSH_EXTRA: 'column',
    });
    expect(plan.row.map(({ compiled }) => compiled.project.code)).toEqual(['SETUP', 'FINISH_FEE', 'AREA_FEE']);
    expect(plan.columnShared).toBe(true);
  });

  it('prices each time what reads a derived value of the quantity, by its formula or by its factor', () => {
    const band = { code: 'BAND_PRICE', parameter: 'QTY_BAND', rows: [{ value: '2', price: '9' }] };
    const plan = planOf([
      project({ code: 'BY_FORMULA', formula: 'QTY_BAND * 7', sortNumber: 10 }),
      project({ code: 'BY_FACTOR', formula: 'BAND_PRICE', factor: band, sortNumber: 20 }),
      project({ code: 'BY_TIER', formula: 'IF(BATCH_TIER = "large", 0, 30)', sortNumber: 30 }),
      project({ code: 'BY_AMOUNT', formula: 'BY_FACTOR + 1', sortNumber: 40 }),
    ]);
    expect(sharingOf(plan)).toEqual({ BY_FORMULA: 'none', BY_FACTOR: 'none', BY_TIER: 'none', BY_AMOUNT: 'none' });
  });

  it('counts a percentage’s amount, and what reads it or the running total, as changing in every cell', () => {
    const plan = planOf([
      project({ code: 'SETUP', formula: '80', sortNumber: 10 }),
      project({ code: 'SHARE', formula: '10', pricingMode: 'percentage', sortNumber: 20 }),
      project({ code: 'OF_SHARE', formula: 'SHARE * 2', sortNumber: 30 }),
      project({ code: 'RUSH', formula: 'IF(LEAD_TIME = "fastest", 40, 0)', pricingMode: 'percentage', sortNumber: 40 }),
      project({ code: 'OF_SUBTOTAL', formula: 'IF(LEAD_TIME = "3", SUBTOTAL / 10, 0)', sortNumber: 50 }),
    ]);
    expect(sharingOf(plan)).toEqual({
      SETUP: 'board',
      SHARE: 'board',
      OF_SHARE: 'none',
      RUSH: 'column',
      OF_SUBTOTAL: 'none',
    });
    expect(plan.column.map(({ compiled }) => compiled.project.code)).toEqual(['RUSH', 'OF_SUBTOTAL']);
    expect(plan.columnShared).toBe(false);
  });

  it('leaves out a project out of its validity period and splits at the first valid one reading the column', () => {
    const plan = planOf([
      project({ code: 'SETUP', formula: '80', sortNumber: 10 }),
      project({ code: 'OLD_RUSH', formula: 'LEAD_PRICE', factor: leadFactor, validTo: '2025-12-31', sortNumber: 20 }),
      project({ code: 'AREA_FEE', formula: 'AREA_M2 * 37.5', sortNumber: 30 }),
      project({ code: 'RUSH', formula: 'LEAD_PRICE', factor: leadFactor, sortNumber: 40 }),
    ]);
    expect(plan.row.map(({ compiled }) => compiled.project.code)).toEqual(['SETUP', 'AREA_FEE']);
    expect(plan.column.map(({ compiled }) => compiled.project.code)).toEqual(['RUSH']);
  });
});
