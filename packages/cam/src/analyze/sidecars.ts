import { drillImage, type ParsedLayer } from '../board.js';
import { looksLikeNcParam, readNcParam, type DrillSidecarFormat } from '../excellon/nc-param.js';
import type { IdentifiedFile } from '../identify/identify.js';
import { looksLikeIpc356, readIpc356, type Netlist } from '../identify/ipc356.js';
import type { CamWarning } from '../types.js';

/** Allegro's `nc_param.txt` beside drill files that carry no header of their own. */
export function findDrillSidecar(files: IdentifiedFile[]): DrillSidecarFormat | null {
  for (const file of files) {
    if (file.format === 'other' && file.text !== null && looksLikeNcParam(file.text)) {
      const format = readNcParam(file.name, file.text);
      if (format) return format;
    }
  }
  return null;
}

/** The first IPC-D-356 netlist of the set. */
export function findNetlist(files: IdentifiedFile[]): Netlist | null {
  for (const file of files) {
    if (file.format === 'other' && file.text !== null && looksLikeIpc356(file.text))
      return readIpc356(file.name, file.text);
  }
  return null;
}

/** Larger than any drill bit (OrCAD writes a 139.7 mm "tool" for the board origin mark): not a hole. */
const LARGEST_DRILL_MM = 25;

export function dropAbsurdTools(layers: ParsedLayer[], warnings: CamWarning[]): void {
  for (const layer of layers) {
    const image = drillImage(layer);
    if (!image) continue;
    const absurd = [...image.tools.values()].filter((tool) => tool.diameter > LARGEST_DRILL_MM);
    if (absurd.length === 0) continue;
    const codes = new Set(absurd.map((tool) => tool.code));
    const before = image.hits.length;
    image.hits = image.hits.filter((hit) => !codes.has(hit.tool));
    image.slots = image.slots.filter((slot) => !codes.has(slot.tool));
    for (const code of codes) image.tools.delete(code);
    warnings.push({
      code: 'drill-tool-ignored',
      message:
        `tool(s) ${absurd.map((t) => `T${t.code} ${t.diameter.toFixed(1)} mm`).join(', ')} larger than any drill ` +
        `(${before - image.hits.length} hit(s)) left out`,
      file: layer.name,
    });
  }
}
