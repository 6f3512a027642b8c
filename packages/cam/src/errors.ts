import type { CamWarning } from './types.js';

/** Typed failure of the CAM analysis; `code` is stable and safe to show or map to a translated message. */
export type CamErrorCode =
  | 'UNSUPPORTED_ARCHIVE'
  | 'CORRUPT_ARCHIVE'
  | 'ARCHIVE_TOO_LARGE'
  | 'TOO_MANY_ENTRIES'
  | 'ENTRY_TOO_LARGE'
  | 'TOTAL_TOO_LARGE'
  | 'COMPRESSION_RATIO'
  | 'UNSAFE_PATH'
  | 'NESTED_ARCHIVE'
  | 'ENCRYPTED_ENTRY'
  | 'UNSUPPORTED_COMPRESSION'
  | 'EMPTY_ARCHIVE'
  | 'NO_PCB_FILES'
  | 'NO_GEOMETRY'
  | 'NOT_FOUND';

export class CamError extends Error {
  readonly code: CamErrorCode;

  constructor(code: CamErrorCode, message: string) {
    super(message);
    this.name = 'CamError';
    this.code = code;
  }
}

export function isCamError(value: unknown): value is CamError {
  return value instanceof CamError;
}

/** Collects warnings for one file, folding repeats of the same code into one line with a count. */
export class WarningLog {
  private readonly byKey = new Map<string, { warning: CamWarning; count: number }>();

  constructor(private readonly file?: string) {}

  add(code: string, message: string): void {
    const key = `${code}\u0000${message}`;
    const seen = this.byKey.get(key);
    if (seen) {
      seen.count++;
      return;
    }
    if (this.byKey.size >= 50) return;
    const warning: CamWarning = this.file === undefined ? { code, message } : { code, message, file: this.file };
    this.byKey.set(key, { warning, count: 1 });
  }

  list(): CamWarning[] {
    return [...this.byKey.values()].map(({ warning, count }) =>
      count > 1 ? { ...warning, message: `${warning.message} (×${count})` } : warning,
    );
  }

  has(code: string): boolean {
    for (const { warning } of this.byKey.values()) if (warning.code === code) return true;
    return false;
  }
}
