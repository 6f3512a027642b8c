import { describe, expect, it } from 'vitest';
import { compilePriceBook } from './compile-book.js';
import { project, smallBook } from './small-book.fixture.js';

const errorsOf = (book: ReturnType<typeof smallBook>) => {
  const result = compilePriceBook(book);
  return result.ok ? [] : result.errors;
};

describe('compiling a price book', () => {
  it('compiles a sound book once for many estimates', () => {
    const result = compilePriceBook(
      smallBook({ projects: [project({ code: 'A', formula: 'AREA_M2 * 10', sortNumber: 1 })] }),
    );
    expect(result.ok).toBe(true);
  });

  it('refuses a project formula naming a code that does not exist', () => {
    expect(errorsOf(smallBook({ projects: [project({ code: 'A', formula: 'QTY * LAYRS', sortNumber: 1 })] }))).toEqual([
      {
        field: 'projects.A.formula',
        key: 'formula.unknownCode',
        values: { code: 'LAYRS', suggestion: 'LAYERS', position: 7 },
      },
    ]);
  });

  it('refuses a project reading a project priced after it', () => {
    const book = smallBook({
      projects: [
        project({ code: 'A', formula: 'B + 1', sortNumber: 1 }),
        project({ code: 'B', formula: '1', sortNumber: 2 }),
      ],
    });
    expect(errorsOf(book)).toEqual([
      { field: 'projects.A.formula', key: 'project.forwardReference', values: { code: 'A', reference: 'B' } },
    ]);
  });

  it('refuses a project or factor code that repeats a parameter code', () => {
    const book = smallBook({
      projects: [
        project({ code: 'FINISH', formula: '1', sortNumber: 1 }),
        project({ code: 'B', formula: 'QTY', factor: { code: 'QTY', parameter: 'LAYERS', rows: [] }, sortNumber: 2 }),
      ],
    });
    expect(errorsOf(book).map((error) => error.field)).toEqual(['projects.FINISH.code', 'projects.B.factor.code']);
  });

  it('refuses a factor reading a parameter that does not exist', () => {
    const book = smallBook({
      projects: [
        project({ code: 'A', formula: 'F', factor: { code: 'F', parameter: 'COLOUR', rows: [] }, sortNumber: 1 }),
      ],
    });
    expect(errorsOf(book)).toEqual([{ field: 'projects.A.factor.parameter', key: 'project.factorParameterUnknown' }]);
  });

  it('refuses a gross margin of 100% or more, which has no price', () => {
    const book = smallBook({
      terms: { scrapRatePercent: '0', grossMarginPercent: '100', businessRatePercent: '0', taxRatePercent: '0' },
    });
    expect(errorsOf(book)).toEqual([{ field: 'terms.grossMarginPercent', key: 'project.grossMarginTooHigh' }]);
  });

  it('refuses an exchange rate that is not above 0', () => {
    expect(errorsOf(smallBook({ exchangeRate: '0' }))).toEqual([
      { field: 'exchangeRate', key: 'project.exchangeRateInvalid' },
    ]);
  });

  it('refuses roles naming parameters the book does not have', () => {
    const book = smallBook({ roles: { layers: 'LAYERS', quantity: 'PCS', areaPerPcsM2: 'AREA_PCS_M2' } });
    expect(errorsOf(book)).toEqual([
      { field: 'roles.quantity', key: 'estimate.roleUnknown', values: { code: 'PCS', role: 'quantity' } },
    ]);
  });

  it('refuses a binding to a project that does not exist', () => {
    const book = smallBook({ bindings: [{ productNumber: 'P', projectCode: 'GONE' }] });
    expect(errorsOf(book)).toEqual([
      { field: 'bindings.P', key: 'estimate.bindingUnknown', values: { product: 'P', code: 'GONE' } },
    ]);
  });

  it('refuses a default value that does not fit its parameter', () => {
    const book = smallBook();
    book.parameters = book.parameters.map((p) => (p.code === 'FINISH' ? { ...p, defaultValue: 'OSP' } : p));
    expect(errorsOf(book)).toEqual([
      { field: 'parameters.FINISH.defaultValue', key: 'parameter.defaultInvalid', values: { value: 'OSP' } },
    ]);
  });
});
