import { describe, expect, it } from 'vitest';
import { demoPriceBook } from '../demo-price-book.js';
import { formulaMentions } from './draft.js';
import { canDeleteParameter, canDeletePricingProject } from './usage-rules.js';

const book = demoPriceBook;
const usage = { parameters: book.parameters, projects: book.projects, roles: book.roles };

describe('deleting what is in use', () => {
  it('refuses to delete a parameter a project formula names', () => {
    expect(canDeleteParameter('LEAD_TIME', usage)).toEqual([
      { field: 'code', key: 'parameter.inUse', values: { code: 'LEAD_TIME', by: 'EXPEDITE' } },
    ]);
  });

  it('refuses to delete a parameter a derived parameter reads, or one that plays a part for the engine', () => {
    expect(canDeleteParameter('WIDTH_MM', usage)[0]?.values?.by).toBe('AREA_PCS_M2');
    expect(canDeleteParameter('QTY', usage)[0]?.values?.by).toBe('roles.quantity');
  });

  it('refuses to delete a parameter bound to a factor table', () => {
    expect(canDeleteParameter('MASK_COLOR', usage)[0]?.values?.by).toBe('SOLDER_MASK');
  });

  it('lets a parameter nobody uses be deleted', () => {
    expect(canDeleteParameter('BOARD_SIGNATURE', usage)).toEqual([]);
  });

  it('refuses to delete a project bound to a product or named by another formula', () => {
    expect(canDeletePricingProject('E_TEST', { projects: book.projects, bindings: book.bindings })).toEqual([
      { field: 'code', key: 'project.inUse', values: { code: 'E_TEST', by: 'FR4-RIGID' } },
    ]);
    const projects = [...book.projects, { ...book.projects[0]!, code: 'TWICE', formula: 'E_TEST * 2', sortNumber: 99 }];
    expect(canDeletePricingProject('E_TEST', { projects, bindings: [] })[0]?.values?.by).toBe('TWICE');
    expect(canDeletePricingProject('E_TEST', { projects: book.projects, bindings: [] })).toEqual([]);
  });

  it('finds a code in a formula by its tokens, not inside text or other names', () => {
    expect(formulaMentions('IF(FINISH = "QTY", QTY_X, 0)', 'QTY')).toBe(false);
    expect(formulaMentions('QTY * 2', 'QTY')).toBe(true);
    expect(formulaMentions('QTY * (', 'QTY')).toBe(true);
    expect(formulaMentions('"QTY', 'QTY')).toBe(true);
  });
});
