import type { Database } from '../../db/client.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type BindingKind = 'quotation' | 'inquiry';

/** Whether a quotation or inquiry number exists in the caller's enterprise, read in the binding's transaction. */
export type BindingLookup = (tx: Tx, enterpriseUid: string, number: string) => Promise<boolean>;

const lookups = new Map<BindingKind, BindingLookup>();

/**
 * Where a binding's number must exist. The quotation module (issue 16) and the inquiry module (issue 15) register
 * their lookup here, through the Gerber module's index, when they land. Until a kind has a lookup no number of
 * that kind exists, so binding to it is refused ("quotation not found") rather than accepted blindly.
 */
export function registerBindingTarget(kind: BindingKind, lookup: BindingLookup): void {
  lookups.set(kind, lookup);
}

export async function bindingTargetExists(tx: Tx, kind: BindingKind, enterpriseUid: string, number: string): Promise<boolean> {
  const lookup = lookups.get(kind);
  return lookup ? lookup(tx, enterpriseUid, number) : false;
}
