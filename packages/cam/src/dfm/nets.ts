import type { Hole } from '../analyze/drill.js';
import type { NetPoint } from '../identify/ipc356.js';
import { insideRegionCopper, pointSegment, type Capsules } from './capsules.js';
import { cellRange } from './grid.js';
import type { LayerPairs } from './spacing.js';

/**
 * Which pieces of copper are one net, across the layers: pieces on one layer touch (spacing.ts); pieces on
 * different layers meet in a plated hole that has copper on both; and an IPC-D-356 netlist names the net of
 * each pad it lists, so pads of one net join even where the files' copper does not show the link (a plane
 * layer left out, a pour drawn with clearances). A node is (layer, drawn object): `offset[layer] + owner`.
 */
export class Nets {
  private readonly parent: Int32Array;
  private readonly offsets: number[] = [];

  constructor(private readonly layers: LayerPairs[]) {
    let size = 0;
    for (const layer of layers) {
      this.offsets.push(size);
      size += maxOwner(layer.capsules) + 1;
    }
    this.parent = new Int32Array(size).map((_, i) => i);
    layers.forEach((layer, l) => {
      const last = maxOwner(layer.capsules);
      for (let owner = 0; owner <= last; owner++) this.join(l, owner, l, layer.piece(owner));
    });
  }

  /** Joins the copper of every layer at each plated hole. */
  throughHoles(holes: Hole[]): number {
    let joined = 0;
    for (const hole of holes) {
      if (!hole.plated) continue;
      let first: [number, number] | null = null;
      this.layers.forEach((layer, l) => {
        for (const owner of ownersAt(layer, hole.x, hole.y)) {
          if (first) this.join(first[0], first[1], l, owner);
          else first = [l, owner];
        }
      });
      if (first) joined++;
    }
    return joined;
  }

  /** Joins the pads of each net the netlist names (N/C points left out). */
  byNetlist(points: NetPoint[]): number {
    const seen = new Map<string, [number, number]>();
    let placed = 0;
    for (const point of points) {
      if (point.net === '' || point.net.toUpperCase() === 'N/C') continue;
      const layers =
        point.access === 0 ? this.layers.map((_, l) => l) : [Math.min(point.access, this.layers.length) - 1];
      for (const l of layers) {
        const layer = this.layers[l];
        if (!layer) continue;
        for (const owner of ownersAt(layer, point.x, point.y)) {
          placed++;
          const known = seen.get(point.net);
          if (known) this.join(known[0], known[1], l, owner);
          else seen.set(point.net, [l, owner]);
        }
      }
    }
    return placed;
  }

  /** For `pickGap` on layer l: whether two of its pieces are one net. */
  sameNet(l: number): (a: number, b: number) => boolean {
    const offset = this.offsets[l] ?? 0;
    return (a, b) => this.find(offset + a) === this.find(offset + b);
  }

  private join(la: number, a: number, lb: number, b: number): void {
    const ra = this.find((this.offsets[la] ?? 0) + a);
    const rb = this.find((this.offsets[lb] ?? 0) + b);
    if (ra !== rb) this.parent[ra] = rb;
  }

  private find(i: number): number {
    while (this.parent[i] !== i) {
      const up = this.parent[this.parent[i]!]!;
      this.parent[i] = up;
      i = up;
    }
    return i;
  }
}

/** The drawn objects of a layer whose copper covers (x, y): a disc or track over it, or a region or box pad around it. */
export function ownersAt(layer: LayerPairs, x: number, y: number): number[] {
  const found = new Set<number>();
  const c: Capsules = layer.capsules;
  if (layer.grid) {
    const [from, to] = cellRange(layer.grid, x, y);
    for (let a = from; a < to; a++) {
      const i = layer.grid.entries[a]!;
      if (pointSegment(x, y, c.x1[i]!, c.y1[i]!, c.x2[i]!, c.y2[i]!) <= c.r[i]! + 0.005) found.add(c.owner[i]!);
    }
  }
  layer.regionIndex ??= regionIndex(c);
  for (const owner of layer.regionIndex.get(bucket(x, y)) ?? []) {
    if (!found.has(owner) && insideRegionCopper(c, owner, x, y)) found.add(owner);
  }
  return [...found];
}

const BUCKET_MM = 5;
/**
 * A small-integer key (V8 hashes those fast; larger ones are boxed numbers). Beyond ±80 m two buckets may share
 * a key: that only adds candidates, each still tested exactly.
 */
const bucket = (x: number, y: number): number =>
  (Math.floor(x / BUCKET_MM) + 16_384) * 32_768 + Math.floor(y / BUCKET_MM) + 16_384;

/** A layer's regions and box pads by the 5 mm buckets their boxes cover. */
function regionIndex(c: Capsules): Map<number, number[]> {
  const index = new Map<number, number[]>();
  for (const [owner, edges] of c.regions) {
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (let i = 0; i < edges.length; i += 2) {
      minX = Math.min(minX, edges[i]!);
      minY = Math.min(minY, edges[i + 1]!);
      maxX = Math.max(maxX, edges[i]!);
      maxY = Math.max(maxY, edges[i + 1]!);
    }
    for (let bx = Math.floor(minX / BUCKET_MM); bx <= Math.floor(maxX / BUCKET_MM); bx++) {
      for (let by = Math.floor(minY / BUCKET_MM); by <= Math.floor(maxY / BUCKET_MM); by++) {
        const key = bucket(bx * BUCKET_MM, by * BUCKET_MM);
        const list = index.get(key);
        if (list) list.push(owner);
        else index.set(key, [owner]);
      }
    }
  }
  return index;
}

function maxOwner(c: Capsules): number {
  let max = 0;
  for (let i = 0; i < c.count; i++) if (c.owner[i]! > max) max = c.owner[i]!;
  return max;
}
