/** A derived parameter and the codes its formula reads. */
export interface Dependency {
  code: string;
  reads: readonly string[];
}

export type DerivedOrder = { ok: true; order: string[] } | { ok: false; cycle: string[] };

/**
 * Orders derived parameters so each comes after the derived parameters it reads (depth-first
 * topological sort, in the given order where free). A circle is refused and named: A → B → A.
 */
export function orderDerived(dependencies: readonly Dependency[]): DerivedOrder {
  const byCode = new Map(dependencies.map((dependency) => [dependency.code, dependency]));
  const state = new Map<string, 'visiting' | 'done'>();
  const order: string[] = [];
  const path: string[] = [];

  const visit = (code: string): string[] | undefined => {
    const seen = state.get(code);
    if (seen === 'done') return undefined;
    if (seen === 'visiting') return [...path.slice(path.indexOf(code)), code];
    state.set(code, 'visiting');
    path.push(code);
    for (const read of byCode.get(code)?.reads ?? []) {
      if (!byCode.has(read)) continue;
      const cycle = visit(read);
      if (cycle !== undefined) return cycle;
    }
    path.pop();
    state.set(code, 'done');
    order.push(code);
    return undefined;
  };

  for (const { code } of dependencies) {
    const cycle = visit(code);
    if (cycle !== undefined) return { ok: false, cycle };
  }
  return { ok: true, order };
}
