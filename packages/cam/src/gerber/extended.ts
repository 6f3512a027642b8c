import { defineAperture } from './aperture.js';
import { readDecimal } from './coordinate.js';
import { parseMacro } from './macro.js';
import { closeContour, closeStepRepeat, setUnits, type GerberState } from './state.js';

const IGNORED_WHEN_DEFAULT: Record<string, RegExp> = {
  IP: /^IPPOS$/,
  MI: /^MI(A0)?(B0)?$/,
  SF: /^SF(A1(\.0*)?)?(B1(\.0*)?)?$/,
  IR: /^IR0$/,
  AS: /^ASAXBY$/,
};

/** Runs the content of one `%...%` extended command (which may hold several `*`-ended blocks). */
export function runExtended(state: GerberState, content: string): void {
  const blocks = content.split('*').map((block) => block.replace(/[\r\n]/g, ''));
  if (blocks[0]?.startsWith('AM')) {
    const macro = parseMacro(blocks, (message) => state.warnings.add('macro', message));
    state.macros.set(macro.name, macro);
    return;
  }
  for (const block of blocks) if (block.trim() !== '') runBlock(state, block.trim());
}

function runBlock(state: GerberState, block: string): void {
  const code = block.slice(0, 2);
  switch (code) {
    case 'FS':
      return readFormat(state, block);
    case 'MO':
      if (block === 'MOMM' || block === 'MOIN') setUnits(state, block === 'MOMM' ? 'mm' : 'in');
      else state.warnings.add('bad-units', `unknown unit command "${block}"; keeping ${state.units}`);
      return;
    case 'AD': {
      const aperture = defineAperture(block, {
        scale: state.scale,
        macros: state.macros,
        ...(state.apertureAttributes.has('AperFunction')
          ? { apertureFunction: state.apertureAttributes.get('AperFunction') }
          : {}),
        warnings: state.warnings,
      });
      if (aperture) state.apertures.set(aperture.code, aperture);
      return;
    }
    case 'LP':
      closeContour(state);
      state.dark = block !== 'LPC';
      return;
    case 'SR':
      return stepAndRepeat(state, block);
    case 'TF':
    case 'TA':
    case 'TO':
    case 'TD':
      return applyAttribute(state, block);
    case 'OF': {
      const a = /A([-+\d.]+)/.exec(block);
      const b = /B([-+\d.]+)/.exec(block);
      state.offsetX = a ? readDecimal(a[1] ?? '0') * state.scale : 0;
      state.offsetY = b ? readDecimal(b[1] ?? '0') * state.scale : 0;
      return;
    }
    case 'IN':
    case 'LN':
      return;
    case 'AB':
      state.warnings.add('unsupported', 'block apertures (AB) are not supported; their flashes are ignored');
      return;
    default: {
      const whenDefault = IGNORED_WHEN_DEFAULT[code];
      if (whenDefault?.test(block)) return;
      if (whenDefault || code === 'LM' || code === 'LR' || code === 'LS') {
        state.warnings.add('ignored-command', `"${block}" is not applied`);
        return;
      }
      state.warnings.add('unknown-command', `unknown extended command "${block.slice(0, 40)}"`);
    }
  }
}

function readFormat(state: GerberState, block: string): void {
  const match = /^FS([LTD])?([AI])?.*?X(\d)(\d)Y(\d)(\d)/.exec(block);
  if (!match) {
    state.warnings.add('bad-format', `cannot read format "${block}"; assuming 2.4 with leading zeros omitted`);
    return;
  }
  state.format = {
    integer: Number(match[3]),
    decimal: Number(match[4]),
    omitted: match[1] === 'T' ? 'trailing' : 'leading',
  };
  state.formatDeclared = true;
  if (match[2] === 'I') {
    state.incremental = true;
    state.warnings.add('incremental', 'incremental coordinates (deprecated) are read relative to the previous point');
  }
}

function stepAndRepeat(state: GerberState, block: string): void {
  closeStepRepeat(state);
  const read = (letter: string, fallback: number): number => {
    const match = new RegExp(`${letter}([-+\\d.]+)`).exec(block.slice(2));
    const value = match ? readDecimal(match[1] ?? '') : fallback;
    return Number.isFinite(value) ? value : fallback;
  };
  const countX = Math.max(1, Math.floor(read('X', 1)));
  const countY = Math.max(1, Math.floor(read('Y', 1)));
  if (countX === 1 && countY === 1) return;
  if (countX * countY > 10_000) {
    state.warnings.add('work-limit', `step and repeat of ${countX}×${countY} is too large; drawn once`);
    return;
  }
  state.stepRepeat = {
    start: state.objects.length,
    countX,
    countY,
    stepX: read('I', 0) * state.scale,
    stepY: read('J', 0) * state.scale,
  };
}

/**
 * X2 attributes: TF (file), TA (aperture, attached to apertures defined while it is in force),
 * TO (object, only counted) and TD (delete). `command` is e.g. `TF.FileFunction,Copper,L1,Top`.
 */
export function applyAttribute(state: GerberState, command: string): void {
  const kind = command.slice(0, 2);
  const body = command.slice(2).trim();
  const comma = body.indexOf(',');
  const name = (comma === -1 ? body : body.slice(0, comma)).replace(/^\./, '');
  const value = comma === -1 ? '' : body.slice(comma + 1);
  switch (kind) {
    case 'TF':
      if (name) state.fileAttributes[name] = value;
      break;
    case 'TA':
      if (name) state.apertureAttributes.set(name, value);
      break;
    case 'TD':
      if (name) state.apertureAttributes.delete(name);
      else state.apertureAttributes.clear();
      break;
    case 'TO':
      break;
    default:
      state.warnings.add('unknown-command', `unknown attribute command "${command.slice(0, 40)}"`);
  }
}

/** KiCad and others also write X2 attributes inside comments: `G04 #@! TF.FileFunction,...`. */
export function applyCommentAttribute(state: GerberState, comment: string): void {
  const text = comment.trim();
  if (!text.startsWith('#@!')) return;
  const command = text.slice(3).trim();
  if (/^T[FATD]/.test(command)) applyAttribute(state, command);
}
