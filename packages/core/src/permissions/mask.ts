/**
 * Spec 01 §6: a screen's auth code is a 1-based bit position in the permission mask.
 * The mask is stored as lowercase hex (most significant digit first) so it has no width limit.
 */
export function maskFromAuthCodes(authCodes: Iterable<number>): string {
  let mask = 0n;
  for (const code of authCodes) {
    if (!Number.isInteger(code) || code < 1) throw new RangeError(`auth code must be a positive integer, got ${code}`);
    mask |= 1n << BigInt(code - 1);
  }
  return mask.toString(16);
}

export function parseMask(mask: string): bigint {
  if (!/^[0-9a-f]+$/i.test(mask)) throw new RangeError(`permission mask must be hex, got "${mask}"`);
  return BigInt(`0x${mask}`);
}

export function hasAuthCode(mask: string | bigint, authCode: number): boolean {
  if (!Number.isInteger(authCode) || authCode < 1) return false;
  const bits = typeof mask === 'bigint' ? mask : parseMask(mask);
  return ((bits >> BigInt(authCode - 1)) & 1n) === 1n;
}

export function authCodesOf(mask: string): number[] {
  let bits = parseMask(mask);
  const codes: number[] = [];
  for (let code = 1; bits > 0n; code++, bits >>= 1n) if (bits & 1n) codes.push(code);
  return codes;
}
