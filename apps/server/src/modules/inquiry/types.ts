/** Who acts: the signed-in staff member of an enterprise. */
export interface Caller {
  enterpriseUid: string;
  accountUid: string;
  /** "Staff name (enterprise name)" as the operation log shows it. */
  who: string;
  enterpriseKind: string;
  ip?: string | undefined;
}

/** A bell message for the other side, sent after the commit. */
export interface Bell {
  accountUids: string[];
  kind: 'created' | 'modified' | 'withdrawn' | 'approved' | 'rejected';
  values: Record<string, string | number>;
  link: string;
}
