/** The rows of a raw `db.execute(sql…)` answer (node-postgres and PGlite both answer `{ rows }`). */
export const rows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
