/**
 * The plumbing of every state table in core. A row says which action moves a record from which states, who takes
 * it and where it goes; each area keeps only its rows (and what it adds: reasons, guards, the state after) and
 * names these helpers in its own words.
 */
export interface StateRow {
  action: string;
  /** The states the action starts from: one, or any of several. */
  from: string | readonly string[];
  /** Who takes it (one role, or any of several); a table without `by` is one actor's. */
  by?: string | readonly string[];
}

type OneOf<V> = V extends readonly (infer E extends string)[] ? E : V & string;
type StateOf<T extends StateRow> = OneOf<T['from']>;
type RoleOf<T extends StateRow> = OneOf<NonNullable<T['by']>>;

export interface StateTable<T extends StateRow> {
  rows: readonly T[];
  /** The row of an action: every action of the table has one. */
  transition(action: T['action']): T;
  /** Whether the action starts from this state. */
  canApply(action: T['action'], state: StateOf<T>): boolean;
  /**
   * The actions a role sees in this state, in the table's order (every role's when none is named); `also` is the
   * area's own condition on a row.
   */
  actionsFor(state: StateOf<T>, role?: RoleOf<T>, also?: (row: T) => boolean): T['action'][];
}

const oneOf = (value: string | readonly string[], one: string) =>
  typeof value === 'string' ? value === one : value.includes(one);

export function stateTable<T extends StateRow>(rows: readonly T[]): StateTable<T> {
  const transition = (action: T['action']) => rows.find((row) => row.action === action)!;
  return {
    rows,
    transition,
    canApply: (action, state) => oneOf(transition(action).from, state),
    actionsFor: (state, role, also) =>
      rows
        .filter(
          (row) =>
            (role === undefined || (row.by !== undefined && oneOf(row.by, role))) &&
            oneOf(row.from, state) &&
            (!also || also(row)),
        )
        .map((row) => row.action),
  };
}
