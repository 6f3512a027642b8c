import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** RFC 6238 as every authenticator app reads it: SHA-1, six digits, 30-second steps. */
const PERIOD = 30;
const ISSUER = 'PCB Union';
/** One step of clock drift either way is accepted. */
const WINDOW = 1;

const totpOf = (secret: string, label = '') =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });

/** A new 160-bit secret, in base32 as the authenticator app takes it. */
export const newSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth:// URI the app scans and the same as a QR code image (a PNG data URL). */
export async function enrolmentKey(secret: string, accountName: string) {
  const uri = totpOf(secret, accountName).toString();
  return { uri, qr: await QRCode.toDataURL(uri, { margin: 1, width: 200 }) };
}

/**
 * The time step a code belongs to when it is valid at `now` (one step of drift either way), else null. The caller
 * refuses a step not after the last one used, so a code (or an older one) works once.
 */
export function acceptedStep(secret: string, code: string, now: Date): number | null {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  return delta === null ? null : totp.counter({ timestamp: now.getTime() }) + delta;
}

/** Recovery codes: ten random codes of ten characters from an alphabet without look-alikes (0/O, 1/I/l). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODES = 10;

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES }, () =>
    Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
}

/** The stored form of a recovery code: SHA-256 of it, lower case, spaces and dashes left out as typed. */
export const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex');
