import type { ErrorAnswer } from '../quotation-masters/index.js';

/** An Excel import refused whole: every error by row and column, already in the caller's language. */
export class ImportRefused extends Error {
  constructor(
    readonly errors: ReadonlyArray<{
      row: number;
      column: string;
      label: string;
      field: string | null;
      message: string;
      text: string;
    }>,
  ) {
    super(errors[0]?.text ?? 'import refused');
  }
}

/** A refused import: 400 with the first error as the message and every error in `data`. */
export const importErrorAnswer: ErrorAnswer = (error) =>
  error instanceof ImportRefused
    ? { status: 400, body: { code: 0, msg: error.errors[0]!.text, data: { field: 'file', errors: error.errors } } }
    : undefined;
