import type { Database } from '../../db/client.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Tx;

/** What a work order links to: a complaint's order, a pricing suggestion's quotation or inquiry. */
export type LinkKind = 'order' | 'quotation' | 'inquiry';

/** The linked record as the work order keeps it, and the enterprise that answers about it. */
export interface LinkedRecord {
  /** The record's row id when its module gives one. */
  uid: string | null;
  no: string;
  handlerEnterpriseUid: string;
}

/**
 * Finds the record `number` as the caller's enterprise may name it (its own order, its own inquiry, its own
 * quotation), or null: another enterprise's record is as unknown as a missing one (404).
 */
export type LinkLookup = (db: Executor, callerEnterpriseUid: string, number: string) => Promise<LinkedRecord | null>;

const lookups = new Map<LinkKind, LinkLookup>();

/**
 * Where a link's number must exist. This module's index registers the lookups of the modules it links to (the
 * order and inquiry modules of issue 15, the quotation module). Until a kind has a lookup no number of that kind
 * exists, so the work order is refused (404) rather than linked blindly.
 */
export function registerWorkOrderLink(kind: LinkKind, lookup: LinkLookup): () => void {
  const previous = lookups.get(kind);
  lookups.set(kind, lookup);
  return () => {
    if (lookups.get(kind) !== lookup) return;
    if (previous) lookups.set(kind, previous);
    else lookups.delete(kind);
  };
}

export async function findLinked(
  db: Executor,
  kind: LinkKind,
  callerEnterpriseUid: string,
  number: string,
): Promise<LinkedRecord | null> {
  const lookup = lookups.get(kind);
  return lookup ? lookup(db, callerEnterpriseUid, number.trim()) : null;
}
