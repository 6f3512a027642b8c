/**
 * SMD pads, parts and through-hole joints on the shared real boards, against a count made without the
 * clustering: the allegro board's own IPC-D-356 netlist (every SMD pin, record 327, with its part and side),
 * and hand counts of usbvil and arduino-uno from their pictures (docs/assembly.md shows how).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureFolder, folderAnalysis as analysis } from './fixtures.js';

/** SMD pins and parts per side from IPC-D-356 records 327 (columns 21–26 the part, 39–41 the access side). */
function netlistCounts(file: string): Record<'top' | 'bottom', { pins: number; parts: number }> {
  const counts = { top: { pins: 0, parts: new Set<string>() }, bottom: { pins: 0, parts: new Set<string>() } };
  for (const line of readFileSync(file, 'latin1').split(/\r?\n/)) {
    if (!line.startsWith('327')) continue;
    const part = line.slice(20, 26).trim();
    const side = line.slice(38, 41) === 'A01' ? 'top' : 'bottom';
    counts[side].pins++;
    counts[side].parts.add(part);
  }
  return {
    top: { pins: counts.top.pins, parts: counts.top.parts.size },
    bottom: { pins: counts.bottom.pins, parts: counts.bottom.parts.size },
  };
}

const within = (value: number, truth: number, share: number) => Math.abs(value - truth) <= Math.ceil(truth * share);

describe('assembly facts of the shared boards', () => {
  it("allegro: pads and parts on the top within 3 % of the board's own netlist", () => {
    const truth = netlistCounts(join(fixtureFolder('allegro'), '08_057494d-ipc356.ipc'));
    expect(truth.top).toEqual({ pins: 216, parts: 90 });
    const { assembly } = analysis('allegro');
    expect(assembly.source).toBe('paste');
    expect(assembly.sides).toEqual(['top', 'bottom']);
    expect(within(assembly.top.pads, truth.top.pins, 0.03)).toBe(true);
    expect(within(assembly.top.parts, truth.top.parts, 0.03)).toBe(true);
    // Bottom: 4 solder jumpers (8 pins) in the netlist; the paste film opens 3 more lands.
    expect(assembly.bottom.pads).toBeGreaterThanOrEqual(truth.bottom.pins);
    expect(assembly.top.pasteExtentMm?.widthMm).toBeLessThanOrEqual(94.11);
  });

  it("usbvil (no paste film: the mask's openings off the holes): 24 pads and 11 parts on top, as counted by hand", () => {
    const { assembly } = analysis('usbvil');
    expect(assembly.source).toBe('mask');
    expect(assembly.top.pads).toBe(24);
    expect(assembly.top.parts).toBe(11);
    expect(assembly.throughHoleJoints).toBe(38);
  });

  it('arduino-uno: 148 SMD lands on top, parts within 15 % of the hand count (39), 93 through-hole joints', () => {
    const { assembly } = analysis('arduino-uno');
    expect(assembly.source).toBe('mask');
    expect(assembly.top.pads).toBe(148);
    expect(within(assembly.top.parts, 39, 0.15)).toBe(true);
    // Drill file: 62 × 0.851 + 20 × 0.95 + 9 × 1.3 + 2 × 2.2 mm plated holes; the 72 tented 0.61 mm vias and
    // the four 3.2 mm mounting holes are not joints.
    expect(assembly.throughHoleJoints).toBe(93);
  });

  it("core: paste on both sides; the top's 90 openings each a pad", () => {
    const { assembly } = analysis('core');
    expect(assembly.sides).toEqual(['top', 'bottom']);
    expect(assembly.top.pads).toBe(90);
    expect(assembly.top.parts).toBeLessThan(assembly.top.pads / 2);
    expect(assembly.how.parts).toContain('pin rows');
  });
});
