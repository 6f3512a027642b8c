import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBom } from './bom.js';
import { parseCsv } from './csv.js';
import { parsePickAndPlace } from './pnp.js';

/** A cell as a spreadsheet writes it: quoted when it holds the delimiter, a quote or a line break. */
const cell = (value: string, delimiter: string) =>
  /["\n\r]/.test(value) || value.includes(delimiter) ? `"${value.replace(/"/g, '""')}"` : value;
const printable = (s: string) => [...s].filter((ch) => ch.charCodeAt(0) >= 0x20).join('');
const text = fc
  .string({ minLength: 1, maxLength: 12 })
  .map((s) => printable(s).trim())
  .filter((s) => s !== '');
const line = fc.record({
  designators: fc.uniqueArray(
    fc.tuple(fc.constantFrom('R', 'C', 'U', 'D'), fc.integer({ min: 1, max: 999 })).map(([p, n]) => `${p}${n}`),
    { minLength: 1, maxLength: 6 },
  ),
  partNumber: text,
  footprint: text,
});

describe('BOM and placement files written by any spreadsheet (property)', () => {
  it('reads back every line of a BOM written with commas, semicolons or tabs, quoted where needed', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 20 }),
        fc.constantFrom(',', ';', '\t'),
        (lines, delimiter) => {
          const rows = [
            ['Designator', 'Quantity', 'MPN', 'Footprint'],
            ...lines.map((l) => [l.designators.join(','), String(l.designators.length), l.partNumber, l.footprint]),
          ];
          const csv = rows.map((r) => r.map((c) => cell(c, delimiter)).join(delimiter)).join('\r\n');
          const bom = parseBom(parseCsv(csv));
          expect(bom.errors).toEqual([]);
          expect(
            bom.lines.map((l) => ({ designators: l.designators, partNumber: l.partNumber, footprint: l.footprint })),
          ).toEqual(lines);
          expect(bom.parts).toBe(lines.reduce((n, l) => n + l.designators.length, 0));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('reads back every placement, whatever the unit, and names the row of each bad one', () => {
    const placement = fc.record({
      x: fc.integer({ min: -5000, max: 5000 }),
      y: fc.integer({ min: -5000, max: 5000 }),
      bottom: fc.boolean(),
      bad: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(placement, { minLength: 1, maxLength: 30 }),
        fc.constantFrom('mm', 'mil'),
        (placements, unit) => {
          const rows = placements.map(
            (p, i) =>
              `P${i},${p.bad ? 'n/a' : `${p.x / 10}${unit}`},${p.y / 10}${unit},90,${p.bottom ? 'Bottom' : 'Top'}`,
          );
          const pnp = parsePickAndPlace(parseCsv(['Designator,Mid X,Mid Y,Rotation,Layer', ...rows].join('\n')));
          const good = placements.filter((p) => !p.bad);
          expect(pnp.placements).toHaveLength(good.length);
          expect(pnp.errors.map((e) => e.row)).toEqual(placements.flatMap((p, i) => (p.bad ? [i + 2] : [])));
          const scale = unit === 'mm' ? 1 : 0.0254;
          pnp.placements.forEach((got, k) => expect(got.x).toBeCloseTo((good[k]!.x / 10) * scale, 9));
          expect(pnp.bottom).toBe(good.filter((p) => p.bottom).length);
        },
      ),
      { numRuns: 200 },
    );
  });
});
