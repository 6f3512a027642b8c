import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { segmentDistance, spineDistance } from '../src/dfm/distance.js';

/** The spacing check's written-out distance must give the very same number, bit for bit, as segmentDistance. */
describe('spineDistance', () => {
  const coordinate = fc.oneof(
    fc.double({ min: -200, max: 200, noNaN: true }),
    fc.integer({ min: -400, max: 400 }).map((n) => n * 0.254),
    fc.integer({ min: -50, max: 50 }).map((n) => n / 8),
  );
  const spine = fc.tuple(coordinate, coordinate, coordinate, coordinate);

  it('equals segmentDistance for any two segments, points and crossings included', () => {
    fc.assert(
      fc.property(spine, spine, fc.boolean(), (a, b, point) => {
        const [ax, ay, bx, by] = point ? [a[0], a[1], a[0], a[1]] : a;
        const arrays = [
          Float64Array.of(ax, b[0]),
          Float64Array.of(ay, b[1]),
          Float64Array.of(bx, b[2]),
          Float64Array.of(by, b[3]),
        ] as const;
        const expected = segmentDistance(ax, ay, bx, by, b[0], b[1], b[2], b[3]);
        expect(Object.is(spineDistance(...arrays, 0, 1), expected)).toBe(true);
      }),
      { numRuns: 20_000 },
    );
  });
});
