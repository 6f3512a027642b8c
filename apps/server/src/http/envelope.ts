/** The JSON envelope of every answer (DESIGN.md § API): `code` 1 is success. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export function ok<T>(data: T, msg = 'ok'): Envelope<T> {
  return { code: 1, msg, data };
}
