import { WorkBudget } from '../limits.js';
import { WarningLog } from '../errors.js';
import { runExtended } from './extended.js';
import { lexGerber } from './lexer.js';
import { finish, runWords } from './operations.js';
import { createState } from './state.js';
import type { GerberImage } from './types.js';

export interface GerberParseOptions {
  file?: string;
  maxCommands?: number;
  maxObjects?: number;
  maxMillis?: number;
}

/**
 * Interprets an RS-274X (Gerber X1/X2) file into an image in millimetres. Never throws on bad input:
 * what cannot be read becomes a warning, and the work is bounded by a command count and a time budget.
 */
export function parseGerber(text: string, options: GerberParseOptions = {}): GerberImage {
  const warnings = new WarningLog(options.file);
  const state = createState(warnings, options.maxObjects ?? 1_000_000);
  const budget = new WorkBudget(options.maxCommands ?? 3_000_000, options.maxMillis ?? 5_000);
  let outOfBudget = false;
  const closed = lexGerber(text, (block, extended) => {
    if (budget.tick()) {
      outOfBudget = true;
      return false;
    }
    if (extended) runExtended(state, block);
    else if (block !== '') runWords(state, block);
    return !state.done && !state.stopped;
  });
  if (outOfBudget)
    warnings.add('work-limit', `stopped after ${budget.count - 1} commands (work limit); the rest is ignored`);
  if (!closed) warnings.add('truncated', 'the file ends in the middle of a command');
  const complete = state.done;
  if (!complete && !state.stopped && !outOfBudget)
    warnings.add('truncated', 'the file ends without M02; it may be cut short');
  if (!complete) finish(state);
  if (!state.formatDeclared && state.objects.length > 0) {
    warnings.add('no-format', 'no coordinate format (FS); 2.4 with leading zeros omitted assumed');
  }
  return {
    format: 'gerber',
    units: state.units,
    objects: state.objects,
    fileAttributes: state.fileAttributes,
    warnings: warnings.list(),
    commands: budget.count,
    complete,
  };
}
