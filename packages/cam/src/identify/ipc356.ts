/** IPC-D-356(A) bare-board netlists (`.ipc`): what the electrical test needs, and the copper stack when listed. */

export interface Netlist {
  file: string;
  /** Distinct nets with a test point, `N/C` (not connected) left out. */
  nets: number;
  /** Test-point records: 317 (through-hole access) and 327 (surface access). */
  testPoints: number;
  throughHolePoints: number;
  surfacePoints: number;
  /** Copper layers the file's header names, top first (Allegro writes a layer table), else null. */
  layerNames: string[] | null;
  /** The test points with their net and place (mm), for the design-rule check's nets. */
  points: NetPoint[];
}

export interface NetPoint {
  net: string;
  x: number;
  y: number;
  /** 0: every layer (a through-hole); 1: top; n: layer n. */
  access: number;
}

/** True when the text is an IPC-D-356 netlist: parameter lines `P  JOB`/`P  UNITS` and 3xx records. */
export function looksLikeIpc356(text: string): boolean {
  const head = text.slice(0, 8000);
  return /^P\s+(JOB|UNITS|CODE)\b/m.test(head) && /^(317|327|367|999)/m.test(text.slice(0, 400_000));
}

export function readIpc356(file: string, text: string): Netlist {
  const nets = new Set<string>();
  let through = 0;
  let surface = 0;
  const points: NetPoint[] = [];
  // Coordinates in 0.001 mm (SI, CUST 1) or 0.0001 in (CUST 0 and 2, the default).
  const scale = /^P\s+UNITS\s+(SI|CUST\s+1)\b/m.test(text.slice(0, 8000)) ? 0.001 : 0.00254;
  for (const line of text.split(/\r?\n/)) {
    const type = line.slice(0, 3);
    if (type !== '317' && type !== '327') continue;
    if (type === '317') through++;
    else surface++;
    const net = line.slice(3, 17).trim();
    if (net !== '' && net.toUpperCase() !== 'N/C') nets.add(net);
    const place = /A(\d\d)X([+-]?\d+)Y([+-]?\d+)/.exec(line.slice(36));
    if (place) points.push({ net, access: Number(place[1]), x: Number(place[2]) * scale, y: Number(place[3]) * scale });
  }
  return {
    file,
    nets: nets.size,
    testPoints: through + surface,
    throughHolePoints: through,
    surfacePoints: surface,
    layerNames: layerTable(text),
    points,
  };
}

/**
 * Allegro's comment table `C  TOP  PLATED_COPPER_F  CONDUCTOR  POS  1`: the conductor layers by number.
 */
function layerTable(text: string): string[] | null {
  const layers: Array<{ name: string; number: number }> = [];
  for (const match of text
    .slice(0, 60_000)
    .matchAll(/^C\s+(\S+)\s+\S+\s+(?:CONDUCTOR|PLANE)\s+(?:POS|NEG)\s+(\d+)\s*$/gm)) {
    layers.push({ name: (match[1] ?? '').toUpperCase(), number: Number(match[2]) });
  }
  if (layers.length < 2) return null;
  return layers.sort((a, b) => a.number - b.number).map((layer) => layer.name);
}
