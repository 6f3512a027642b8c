import type { Pad } from './pads.js';

/** Geometry helpers of the clustering: a pad set's box, union-find, a grid of pad centres. */
export function boxOf(pads: Pad[], members: number[]): { minX: number; minY: number; maxX: number; maxY: number } {
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const i of members) {
    const pad = pads[i]!;
    box.minX = Math.min(box.minX, pad.x - pad.w / 2);
    box.minY = Math.min(box.minY, pad.y - pad.h / 2);
    box.maxX = Math.max(box.maxX, pad.x + pad.w / 2);
    box.maxY = Math.max(box.maxY, pad.y + pad.h / 2);
  }
  return box;
}

export class UnionFind {
  private readonly parent: Int32Array;
  constructor(size: number) {
    this.parent = new Int32Array(size).map((_, i) => i);
  }
  find(i: number): number {
    let root = i;
    while (this.parent[root] !== root) root = this.parent[root]!;
    while (this.parent[i] !== root) {
      const next = this.parent[i]!;
      this.parent[i] = root;
      i = next;
    }
    return root;
  }
  union(a: number, b: number): void {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra !== rb) this.parent[Math.max(ra, rb)] = Math.min(ra, rb);
  }
  groups(): number[][] {
    const byRoot = new Map<number, number[]>();
    for (let i = 0; i < this.parent.length; i++) {
      const root = this.find(i);
      const list = byRoot.get(root);
      if (list) list.push(i);
      else byRoot.set(root, [i]);
    }
    return [...byRoot.values()];
  }
}

/** Pad centres bucketed in square cells, for "pads within r of a point". */
export class SpatialGrid {
  private readonly cells = new Map<string, number[]>();
  constructor(
    pads: Pad[],
    private readonly size: number,
  ) {
    pads.forEach((pad, i) => {
      const key = this.key(Math.floor(pad.x / size), Math.floor(pad.y / size));
      const list = this.cells.get(key);
      if (list) list.push(i);
      else this.cells.set(key, [i]);
    });
  }
  private key(cx: number, cy: number): string {
    return `${cx},${cy}`;
  }
  near(x: number, y: number, radius: number): number[] {
    const out: number[] = [];
    const span = Math.ceil(radius / this.size);
    const cx = Math.floor(x / this.size);
    const cy = Math.floor(y / this.size);
    for (let i = cx - span; i <= cx + span; i++)
      for (let j = cy - span; j <= cy + span; j++) out.push(...(this.cells.get(this.key(i, j)) ?? []));
    return out;
  }
}

export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** Boxes bucketed in 5 mm cells (a box in every cell it covers), for "boxes near this box" without n² pairs. */
export class BoxIndex {
  private readonly cells = new Map<string, number[]>();
  private static readonly SIZE = 5;
  constructor(boxes: Box[]) {
    boxes.forEach((box, i) =>
      this.cover(box, 0, (key) => {
        const list = this.cells.get(key);
        if (list) list.push(i);
        else this.cells.set(key, [i]);
      }),
    );
  }
  private cover(box: Box, margin: number, visit: (key: string) => void): void {
    const s = BoxIndex.SIZE;
    for (let x = Math.floor((box.minX - margin) / s); x <= Math.floor((box.maxX + margin) / s); x++) {
      for (let y = Math.floor((box.minY - margin) / s); y <= Math.floor((box.maxY + margin) / s); y++)
        visit(`${x},${y}`);
    }
  }
  /** Indexes of the boxes within `margin` of `box` (cells only: the caller tests the distance), each once. */
  near(box: Box, margin: number): number[] {
    const seen = new Set<number>();
    this.cover(box, margin, (key) => {
      for (const i of this.cells.get(key) ?? []) seen.add(i);
    });
    return [...seen];
  }
}
