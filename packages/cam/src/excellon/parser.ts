import { readFixed, type NumberFormat } from '../gerber/coordinate.js';
import { WorkBudget } from '../limits.js';
import { WarningLog } from '../errors.js';
import {
  completeFormat,
  inferOmittedZeros,
  readFormatLine,
  readHeaderComment,
  readToolDefinition,
  type DeclaredFormat,
  type HeaderState,
} from './header.js';
import { readAllegroToolComment } from './nc-param.js';
import type { DrillImage, DrillSlot, ExcellonOptions } from './types.js';

interface Words {
  g: number[];
  m: number | null;
  x: string | null;
  y: string | null;
  repeat: number;
}

/**
 * Reads an Excellon (NC drill) file: hits, G85 and routed (M15/M16) slots, tools in mm.
 * Units and zero suppression come from the header, else they are inferred and flagged.
 */
export function parseExcellon(text: string, options: ExcellonOptions = {}): DrillImage {
  const warnings = new WarningLog(options.file);
  const lines = text.split(/\r\n|\r|\n/);
  const declared: DeclaredFormat = {};
  for (const line of lines.slice(0, 400)) readFormatLine(line.trim(), declared);
  const units = options.units ?? declared.units ?? 'in';
  const inferred = !options.numberFormat && (declared.units === undefined || declared.omitted === undefined);
  if (inferred) {
    warnings.add(
      'drill-format-inferred',
      'the drill header does not give units and zero suppression; inferred from the coordinates',
    );
  }
  const numberFormat: NumberFormat =
    options.numberFormat ?? completeFormat(declared, units, declared.omitted ?? inferOmittedZeros(text));
  const image: DrillImage = {
    format: 'excellon',
    units,
    tools: new Map(),
    hits: [],
    slots: [],
    fileAttributes: {},
    numberFormat,
    formatSource: inferred ? 'inferred' : 'declared',
    warnings: [],
    commands: 0,
    complete: false,
  };
  const scale = units === 'mm' ? 1 : 25.4;
  const header: HeaderState = {};
  const budget = new WorkBudget(options.maxCommands ?? 3_000_000, options.maxMillis ?? 5_000);
  const at = { x: 0, y: 0, tool: -1, routing: false, plunged: false, incremental: false };
  let slot: DrillSlot | null = null;
  const coordinate = (digits: string | null, previous: number): number => {
    if (digits === null) return previous;
    const value = readFixed(digits, 0, digits.length, numberFormat) * scale;
    if (Number.isNaN(value)) return previous;
    return at.incremental ? previous + value : value;
  };

  for (const raw of lines) {
    if (budget.tick()) {
      warnings.add('work-limit', 'stopped early (work limit); the rest of the drill file is ignored');
      break;
    }
    const line = raw.trim();
    if (line === '' || line === '%') continue;
    if (line.startsWith(';')) {
      const allegroTool = readAllegroToolComment(line);
      if (allegroTool && !image.tools.has(allegroTool.code)) image.tools.set(allegroTool.code, allegroTool);
      else readHeaderComment(line, header, image.fileAttributes);
      continue;
    }
    if (readFormatLine(line, {})) continue;
    if (/^T\d+.*C[\d.]+/.test(line)) {
      at.tool = readToolDefinition(line, scale, header.plating, image);
      continue;
    }
    if (/^[A-Z]{2,}/.test(line)) continue; // header keywords: VER, FMAT, ICI, ATC, DETECT ...
    const tool = /^T(\d+)/.exec(line);
    if (tool) {
      at.tool = Number(tool[1]);
      if (at.tool !== 0 && !image.tools.has(at.tool))
        warnings.add('undefined-tool', `tool T${at.tool} is used but not defined`);
      continue;
    }
    const g85 = line.indexOf('G85');
    if (g85 > 0) {
      const from = readWords(line.slice(0, g85));
      const to = readWords(line.slice(g85 + 3));
      const x1 = coordinate(from.x, at.x);
      const y1 = coordinate(from.y, at.y);
      at.x = coordinate(to.x, x1);
      at.y = coordinate(to.y, y1);
      image.slots.push({ tool: at.tool, points: [x1, y1, at.x, at.y] });
      continue;
    }
    const words = readWords(line);
    if (words.m === 30 || words.m === 0) {
      image.complete = true;
      break;
    }
    if (words.m === 15) at.plunged = true;
    if (words.m === 16 || words.m === 17) {
      at.plunged = false;
      slot = null;
    }
    if (words.m === 97 || words.m === 98) warnings.add('unsupported', 'canned text (M97/M98) is not drilled');
    for (const g of words.g) {
      if (g === 90 || g === 91) at.incremental = g === 91;
      else if (g === 5) at.routing = false;
      else if (g === 0 || g === 1 || g === 2 || g === 3) at.routing = true;
      if (g === 0) slot = null;
    }
    if (words.x === null && words.y === null) continue;
    if (words.repeat > 1) {
      // R<n>X<dx>Y<dy>: n more holes, each stepped from the one before.
      const dx = coordinate(words.x, 0);
      const dy = coordinate(words.y, 0);
      for (let r = 0; r < words.repeat; r++) {
        at.x += dx;
        at.y += dy;
        image.hits.push({ x: at.x, y: at.y, tool: at.tool });
      }
      continue;
    }
    const fromX = at.x;
    const fromY = at.y;
    at.x = coordinate(words.x, at.x);
    at.y = coordinate(words.y, at.y);
    if (!at.routing) {
      image.hits.push({ x: at.x, y: at.y, tool: at.tool });
    } else if (at.plunged && !words.g.includes(0)) {
      if (!slot) {
        slot = { tool: at.tool, points: [fromX, fromY] };
        image.slots.push(slot);
      }
      slot.points.push(at.x, at.y);
    }
  }
  image.commands = budget.count;
  if (!image.complete) warnings.add('truncated', 'the drill file ends without M30; it may be cut short');
  image.warnings = warnings.list();
  return image;
}

function readWords(line: string): Words {
  const words: Words = { g: [], m: null, x: null, y: null, repeat: 1 };
  for (const match of line.matchAll(/([GMXYR])([+-]?[\d.]*)/g)) {
    const value = match[2] ?? '';
    if (match[1] === 'X') words.x = value;
    else if (match[1] === 'Y') words.y = value;
    else if (match[1] === 'G') words.g.push(Number(value));
    else if (match[1] === 'M') words.m = Number(value);
    else words.repeat = Math.max(1, Math.min(10_000, Number(value) || 1));
  }
  return words;
}
