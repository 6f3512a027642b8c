/**
 * Keeps secrets out of the logs of failed queries. A failed query's error (Drizzle's `DrizzleQueryError`) carries
 * the SQL and its parameters, in `params` and in its message and stack; its cause (the driver's error) may quote a
 * value in `detail` ("Key (token_hash)=(…) already exists"). The values bound to secret columns — and any value
 * shaped like a password hash — are replaced by `[redacted]` before an error is logged; the rest stays, for debugging.
 */
export const SECRET_COLUMNS = new Set(['password_hash', 'token_hash', 'ticket_hash', 'code_hash', 'request_hash']);
export const REDACTED = '[redacted]';

/** Values that are secrets whatever column they go to: a stored password hash (`scrypt$N$r$p$salt$key`). */
const SECRET_SHAPE = /^scrypt\$\d+\$\d+\$\d+\$/;

/** The 0-based indexes of the query's parameters that are bound to a secret column. */
export function secretParameterIndexes(query: string): Set<number> {
  const found = new Set<number>();
  // where / set: "column" = $n (also <>, !=, like)
  for (const m of query.matchAll(/"(\w+)"\s*(?:=|<>|!=|like|ilike)\s*\$(\d+)/gi)) {
    if (SECRET_COLUMNS.has(m[1]!)) found.add(Number(m[2]) - 1);
  }
  // insert into "table" ("a", "b", …) values ($1, default, …), (…)
  const insert = /insert into\s+"[^"]+"\s*\(([^)]*)\)\s*values\s*(.*)$/is.exec(query);
  if (insert) {
    const columns = insert[1]!.split(',').map((c) => c.trim().replace(/^"|"$/g, ''));
    for (const row of insert[2]!.matchAll(/\(([^()]*)\)/g)) {
      row[1]!.split(',').forEach((value, i) => {
        const placeholder = /^\s*\$(\d+)\s*$/.exec(value);
        if (placeholder && SECRET_COLUMNS.has(columns[i] ?? '')) found.add(Number(placeholder[1]) - 1);
      });
    }
  }
  return found;
}

export function redactParameters(query: string, params: readonly unknown[]): unknown[] {
  const secret = secretParameterIndexes(query);
  return params.map((value, i) =>
    secret.has(i) || (typeof value === 'string' && SECRET_SHAPE.test(value)) ? REDACTED : value,
  );
}

/** "Key (token_hash)=(abc) already exists." → the value of a secret column replaced. */
function redactDetail(detail: string): string {
  return detail.replace(/\((\w+)\)=\(([^)]*)\)/g, (whole, column: string) =>
    SECRET_COLUMNS.has(column) ? `(${column})=(${REDACTED})` : whole,
  );
}

interface QueryFailure extends Error {
  query: string;
  params: unknown[];
}

const isQueryFailure = (error: unknown): error is QueryFailure =>
  error instanceof Error &&
  typeof (error as Partial<QueryFailure>).query === 'string' &&
  Array.isArray((error as Partial<QueryFailure>).params);

/**
 * A loggable copy of an error with the secrets of a failed query redacted (message, stack, `params`, the cause's
 * `detail`); other errors pass through. Use as pino's `err` serializer input.
 */
export function withoutSecrets<T>(error: T): T {
  if (!(error instanceof Error)) return error;
  const cause = (error as { cause?: unknown }).cause;
  const safeCause = cause instanceof Error ? withoutSecrets(cause) : cause;
  const detail = (error as { detail?: unknown }).detail;
  if (!isQueryFailure(error) && typeof detail !== 'string' && safeCause === cause) return error;
  const copy = Object.create(Object.getPrototypeOf(error) as object) as Error & Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(error)) copy[key] = (error as unknown as Record<string, unknown>)[key];
  copy.cause = safeCause;
  if (typeof detail === 'string') copy.detail = redactDetail(detail);
  if (isQueryFailure(error)) {
    const params = redactParameters(error.query, error.params);
    const message = `Failed query: ${error.query}\nparams: ${params.join(',')}`;
    copy.params = params;
    copy.message = message;
    copy.stack = error.stack
      ? `${error.name}: ${message}\n${error.stack
          .split('\n')
          .filter((line) => /^\s+at /.test(line))
          .join('\n')}`
      : message;
  }
  return copy as T;
}
