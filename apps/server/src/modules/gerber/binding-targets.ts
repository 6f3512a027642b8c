import type { Database } from '../../db/client.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type BindingKind = 'quotation' | 'inquiry';

/** Whether a quotation or inquiry number exists in the caller's enterprise, read in the binding's transaction. */
export type BindingLookup = (tx: Tx, enterpriseUid: string, number: string) => Promise<boolean>;

const lookups = new Map<BindingKind, BindingLookup>();

/**
 * Where a binding's number must exist. The quotation module (issue 16) registers its lookup here through the
 * Gerber module's index; the inquiry module (issue 15) will when it lands. Until a kind has a lookup no number of
 * that kind exists, so binding to it is refused ("inquiry not found") rather than accepted blindly.
 */
export function registerBindingTarget(kind: BindingKind, lookup: BindingLookup): () => void {
  const previous = lookups.get(kind);
  lookups.set(kind, lookup);
  /** Puts back what was registered before (a test that stands in for a module restores the real lookup). */
  return () => {
    if (lookups.get(kind) !== lookup) return;
    if (previous) lookups.set(kind, previous);
    else lookups.delete(kind);
  };
}

export async function bindingTargetExists(
  tx: Tx,
  kind: BindingKind,
  enterpriseUid: string,
  number: string,
): Promise<boolean> {
  const lookup = lookups.get(kind);
  return lookup ? lookup(tx, enterpriseUid, number) : false;
}
