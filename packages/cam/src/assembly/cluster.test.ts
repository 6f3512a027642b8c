import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clusterPads } from './cluster.js';
import type { Pad } from './pads.js';

const rect = (x: number, y: number, w: number, h: number): Pad => ({
  x,
  y,
  w,
  h,
  round: false,
  key: `r${Math.min(w, h).toFixed(3)}x${Math.max(w, h).toFixed(3)}`,
});
const ball = (x: number, y: number, d: number): Pad => ({ x, y, w: d, h: d, round: true, key: `c${d.toFixed(3)}` });

/** A two-pad chip part (0603: 0.8 × 0.9 mm lands, centres 1.6 mm apart) along x. */
const chip = (x: number, y: number): Pad[] => [rect(x - 0.8, y, 0.8, 0.9), rect(x + 0.8, y, 0.8, 0.9)];
/** SOIC-N: two rows of 0.6 × 2.0 pads, pitch 1.27, rows 5.4 mm apart. */
const soic = (x: number, y: number, pins: number): Pad[] => {
  const out: Pad[] = [];
  for (let i = 0; i < pins / 2; i++) {
    out.push(rect(x + i * 1.27, y, 0.6, 2.0), rect(x + i * 1.27, y + 5.4, 0.6, 2.0));
  }
  return out;
};
/** QFN 4 × 4 mm, 4 pins a side at 0.5 mm, with an exposed pad. */
const qfn = (x: number, y: number): Pad[] => {
  const out: Pad[] = [];
  for (let i = 0; i < 4; i++) {
    const d = -0.75 + i * 0.5;
    out.push(
      rect(x + d, y - 1.9, 0.25, 0.8),
      rect(x + d, y + 1.9, 0.25, 0.8),
      rect(x - 1.9, y + d, 0.8, 0.25),
      rect(x + 1.9, y + d, 0.8, 0.25),
    );
  }
  out.push(rect(x, y, 2.4, 2.4));
  return out;
};
const sot23 = (x: number, y: number): Pad[] => [
  rect(x - 0.95, y - 1.1, 0.8, 0.9),
  rect(x + 0.95, y - 1.1, 0.8, 0.9),
  rect(x, y + 1.1, 0.8, 0.9),
];
const bga = (x: number, y: number, n: number): Pad[] => {
  const out: Pad[] = [];
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) out.push(ball(x + i * 0.8, y + j * 0.8, 0.4));
  return out;
};

const partsOf = (pads: Pad[]) =>
  clusterPads(pads)
    .map((part) => part.pads.length)
    .sort((a, b) => a - b);

describe('clustering SMD pads into parts', () => {
  it('pairs the two lands of each chip part, even in a dense column', () => {
    const pads = [0, 1, 2, 3, 4].flatMap((k) => chip(0, k * 1.4));
    expect(partsOf(pads)).toEqual([2, 2, 2, 2, 2]);
  });

  it('takes the two pin rows of an SOIC as one part and keeps two SOICs side by side apart', () => {
    expect(partsOf(soic(0, 0, 8))).toEqual([8]);
    expect(partsOf([...soic(0, 0, 8), ...soic(0, 8, 8)])).toEqual([8, 8]);
    expect(partsOf([...soic(0, 0, 14), ...soic(10, 0, 14)])).toEqual([14, 14]);
  });

  it('joins the four sides of a QFN and its exposed pad', () => {
    expect(partsOf(qfn(10, 10))).toEqual([17]);
  });

  it('gives the third pin of a SOT-23 to its pair', () => {
    expect(partsOf(sot23(0, 0))).toEqual([3]);
    expect(partsOf([...sot23(0, 0), ...chip(5, 0)])).toEqual([2, 3]);
  });

  it('takes a ball grid as one part', () => {
    expect(partsOf(bga(0, 0, 6))).toEqual([36]);
  });

  it('reads a board of mixed parts', () => {
    const pads = [
      ...soic(0, 0, 8),
      ...qfn(20, 3),
      ...sot23(30, 0),
      ...bga(40, 0, 4),
      ...chip(0, 12),
      ...chip(5, 12),
      ...chip(10, 12),
    ];
    expect(clusterPads(pads)).toHaveLength(7);
  });

  it('puts every pad in exactly one part, wherever the board lies (property)', () => {
    const layout = fc.array(
      fc.record({ kind: fc.constantFrom('chip', 'soic', 'qfn', 'sot23', 'bga'), slot: fc.nat(40) }),
      { minLength: 1, maxLength: 12 },
    );
    fc.assert(
      fc.property(
        layout,
        fc.double({ min: -500, max: 500, noNaN: true }),
        fc.double({ min: -500, max: 500, noNaN: true }),
        (parts, dx, dy) => {
          const used = new Set<number>();
          const pads: Pad[] = [];
          let expected = 0;
          for (const { kind, slot } of parts) {
            if (used.has(slot)) continue;
            used.add(slot);
            expected++;
            const x = (slot % 8) * 15 + dx;
            const y = Math.floor(slot / 8) * 15 + dy;
            pads.push(
              ...(kind === 'chip'
                ? chip(x, y)
                : kind === 'soic'
                  ? soic(x, y, 8)
                  : kind === 'qfn'
                    ? qfn(x, y)
                    : kind === 'sot23'
                      ? sot23(x, y)
                      : bga(x, y, 3)),
            );
          }
          const clusters = clusterPads(pads);
          const seen = clusters.flatMap((cluster) => cluster.pads).sort((a, b) => a - b);
          expect(seen).toEqual(pads.map((_, i) => i));
          expect(clusters).toHaveLength(expected);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('a SOT-23-5', () => {
  it('takes the two pins opposite the row of three as the same part', () => {
    const pads = [
      rect(-0.95, -1.2, 0.6, 1.1),
      rect(0, -1.2, 0.6, 1.1),
      rect(0.95, -1.2, 0.6, 1.1),
      rect(-0.95, 1.2, 0.6, 1.1),
      rect(0.95, 1.2, 0.6, 1.1),
    ];
    expect(partsOf(pads)).toEqual([5]);
  });
});

describe('a large panel', () => {
  it('clusters 36,000 pads (10,000 chips, 1,000 ICs) exactly and without pairwise work', () => {
    const pads: Pad[] = [];
    for (let i = 0; i < 10_000; i++) pads.push(...chip((i % 100) * 4, Math.floor(i / 100) * 2));
    for (let i = 0; i < 1000; i++) pads.push(...soic((i % 100) * 10, -50 - Math.floor(i / 100) * 10, 8));
    const started = performance.now();
    const parts = clusterPads(pads);
    expect(parts).toHaveLength(11_000);
    expect(parts.filter((p) => p.pads.length === 8)).toHaveLength(1000);
    // Pairwise work over 36,000 pads would be over a billion comparisons; the grids keep it near-linear.
    expect(performance.now() - started).toBeLessThan(15_000);
  });
});
