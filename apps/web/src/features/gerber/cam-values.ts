import { CAM_FIELDS, type CamField, type QuotationParameter } from '@pcbunion/core';
import type { CamAnalysis } from './types';

/**
 * Where each CAM field of the quotation parameters (core's CAM_FIELDS) is in the analysis, and the key of its
 * unit and "how found" in the analysis's `units` / `found`. `drill.holeCount` is cam's `drill.hits`;
 * `minSpaceMm` is not measured by cam yet.
 */
const SOURCES: Record<CamField, { read: (a: CamAnalysis) => number | null | undefined; key: string }> = {
  widthMm: { read: (a) => a.widthMm, key: 'widthMm' },
  heightMm: { read: (a) => a.heightMm, key: 'heightMm' },
  copperLayers: { read: (a) => a.copperLayers, key: 'copperLayers' },
  'drill.minHoleMm': { read: (a) => a.drill?.minHoleMm, key: 'drill.minHoleMm' },
  'drill.holeCount': { read: (a) => a.drill?.hits, key: 'drill.hits' },
  minTraceMm: { read: (a) => a.minTraceMm, key: 'minTraceMm' },
  minSpaceMm: { read: () => undefined, key: 'minSpaceMm' },
};

/** The CAM values the pricing engine reads at each parameter's `camField` (a dotted path): nested, measured ones only. */
export function camValuesOf(analysis: CamAnalysis): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of CAM_FIELDS) {
    const value = SOURCES[field].read(analysis);
    if (value === null || value === undefined || !Number.isFinite(value)) continue;
    const path = field.split('.');
    let node = values;
    for (const part of path.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[path[path.length - 1]!] = value;
  }
  return values;
}

export interface FilledParameter {
  code: string;
  name: string;
  camField: CamField;
  /** The measured value, or null when the analysis did not find one. */
  value: number | null;
  unit: string | undefined;
  /** cam's own words on how the value was found. */
  how: string | undefined;
}

/** The merchant's valid parameters that have a CAM mapping, each with what the analysis found for it. */
export function filledParameters(parameters: readonly QuotationParameter[], analysis: CamAnalysis): FilledParameter[] {
  return parameters
    .filter(
      (p): p is QuotationParameter & { camField: CamField } =>
        p.status === 'valid' && p.kind === 'independent' && p.camField !== undefined,
    )
    .map((p) => {
      const source = SOURCES[p.camField];
      const value = source.read(analysis);
      return {
        code: p.code,
        name: p.name,
        camField: p.camField,
        value: value === null || value === undefined || !Number.isFinite(value) ? null : value,
        unit: analysis.units?.[source.key],
        how: analysis.found?.[source.key] ?? analysis.found?.[source.key.split('.')[0]!],
      };
    });
}

/** A value the Gerber files give a parameter, as its control shows it (the list's own option for a tick list). */
export interface GerberEntry {
  code: string;
  camField: CamField;
  value: string;
}

/**
 * The values the form can show for what the analysis measured: one per parameter with a CAM mapping and a measured
 * value. A list parameter takes the option equal to the measurement (`2` layers → the option `2`), and none when
 * its list lacks it — the measurement then prices the board as it is, and the engine says what is wrong.
 */
export function gerberEntries(parameters: readonly QuotationParameter[], analysis: CamAnalysis): GerberEntry[] {
  const options = new Map(parameters.map((p) => [p.code, p.valueList ?? []]));
  return filledParameters(parameters, analysis).flatMap(({ code, camField, value }) => {
    if (value === null) return [];
    const list = options.get(code) ?? [];
    const shown = list.length
      ? list.find((o) => o.value.trim() !== '' && Number(o.value) === value)?.value
      : String(value);
    return shown === undefined ? [] : [{ code, camField, value: shown }];
  });
}
