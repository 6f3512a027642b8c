import { describe, expect, it } from 'vitest';
import { bellTarget } from './bell-target';

const holding =
  (...paths: string[]) =>
  (path: string) =>
    paths.includes(path);

describe('the bell target (spec 01 §3)', () => {
  it('opens /want-consult for a staff member and /work-order-center for anyone else, when they hold it', () => {
    const both = holding('/want-consult', '/work-order-center');
    expect(bellTarget(true, both)).toBe('/want-consult');
    expect(bellTarget(false, both)).toBe('/work-order-center');
  });

  it('falls back to a work-order screen the account holds instead of a page it would get 404 on', () => {
    expect(bellTarget(true, holding('/work-order-center'))).toBe('/work-order-center');
    expect(bellTarget(false, holding('/want-consult'))).toBe('/want-consult');
    expect(bellTarget(true, holding('/complaint-list'))).toBe('/complaint-list');
  });

  it('keeps the spec target when the account holds no work-order screen at all', () => {
    expect(bellTarget(true, holding())).toBe('/want-consult');
    expect(bellTarget(false, holding())).toBe('/work-order-center');
  });
});
