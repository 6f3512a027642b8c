/**
 * Even-odd inside tests against one polygon (flat x1,y1,x2,y2 edges) many times: the edges sorted into
 * horizontal bands, so a test looks only at the edges that can cross its point's row. A pour of 1 500 edges
 * tested for 50 000 points costs a few edges a point instead of all of them.
 */
export class PolygonIndex {
  private readonly bands: number[][];
  private readonly height: number;
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;

  constructor(private readonly edges: number[]) {
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (let i = 0; i < edges.length; i += 2) {
      minX = Math.min(minX, edges[i]!);
      maxX = Math.max(maxX, edges[i]!);
      minY = Math.min(minY, edges[i + 1]!);
      maxY = Math.max(maxY, edges[i + 1]!);
    }
    this.minX = minX;
    this.maxX = maxX;
    this.maxY = maxY;
    this.minY = minY;
    const count = Math.max(1, Math.min(512, Math.ceil(edges.length / 16)));
    this.height = (maxY - minY) / count || 1;
    this.bands = Array.from({ length: count }, () => []);
    for (let e = 0; e < edges.length; e += 4) {
      const from = this.band(Math.min(edges[e + 1]!, edges[e + 3]!));
      const to = this.band(Math.max(edges[e + 1]!, edges[e + 3]!));
      for (let b = from; b <= to; b++) this.bands[b]!.push(e);
    }
  }

  contains(px: number, py: number): boolean {
    if (px < this.minX || px > this.maxX || py < this.minY || py > this.maxY) return false;
    let inside = false;
    const edges = this.edges;
    for (const e of this.bands[this.band(py)]!) {
      const x1 = edges[e]!;
      const y1 = edges[e + 1]!;
      const x2 = edges[e + 2]!;
      const y2 = edges[e + 3]!;
      if (y1 > py !== y2 > py && px < ((x2 - x1) * (py - y1)) / (y2 - y1) + x1) inside = !inside;
    }
    return inside;
  }

  private band(y: number): number {
    return Math.min(this.bands.length - 1, Math.max(0, Math.floor((y - this.minY) / this.height)));
  }
}
