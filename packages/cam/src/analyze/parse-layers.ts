import type { ParsedLayer } from '../board.js';
import { declaresNoFormat, type DrillSidecarFormat } from '../excellon/nc-param.js';
import { parseExcellon } from '../excellon/parser.js';
import { parseGerber } from '../gerber/parse.js';
import type { IdentifiedFile } from '../identify/identify.js';
import { now } from '../limits.js';
import type { CamLimits, CamWarning } from '../types.js';

/** Parses every Gerber and Excellon file within the per-file and whole-set time budgets. */
export function parseLayers(
  files: IdentifiedFile[],
  limits: CamLimits,
  warnings: CamWarning[],
  progress: (fraction: number) => void,
  drillFormat: DrillSidecarFormat | null = null,
): ParsedLayer[] {
  const deadline = now() + limits.maxMillisTotal;
  const totalBytes = files.reduce((sum, file) => sum + file.bytes.length, 0) || 1;
  let doneBytes = 0;
  return files.map((file) => {
    const { bytes: _bytes, text, ...identity } = file;
    const layer: ParsedLayer = { ...identity, image: null };
    const remaining = deadline - now();
    if (text !== null && file.format !== 'other') {
      if (remaining <= 0) {
        warnings.push({
          code: 'work-limit',
          message: 'time budget for the whole set used up; file not read',
          file: file.name,
        });
      } else {
        const budget = {
          file: file.name,
          maxCommands: limits.maxCommandsPerFile,
          maxMillis: Math.min(limits.maxMillisPerFile, remaining),
        };
        const sidecar = file.format === 'excellon' && drillFormat && declaresNoFormat(text) ? drillFormat : null;
        layer.image =
          file.format === 'gerber'
            ? parseGerber(text, { ...budget, maxObjects: limits.maxObjectsPerFile })
            : parseExcellon(
                text,
                sidecar ? { ...budget, units: sidecar.units, numberFormat: sidecar.numberFormat } : budget,
              );
        if (sidecar) {
          const units = sidecar.units === 'mm' ? 'metric' : 'inch';
          layer.how += `; number format from ${sidecar.file} (${units} ${sidecar.numberFormat.integer}:${sidecar.numberFormat.decimal})`;
        }
      }
    }
    doneBytes += file.bytes.length;
    progress(doneBytes / totalBytes);
    return layer;
  });
}
