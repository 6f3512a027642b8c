import { Gunzip, Inflate } from 'fflate';
import { CamError } from '../errors.js';

const INPUT_STEP = 16 * 1024;

/**
 * Inflates raw deflate or gzip data while counting the output: it stops as soon as more than `maxOut`
 * bytes come out, so a zip bomb costs at most one input step (≈16 MB) more than the limit.
 */
export function inflateBounded(
  input: Uint8Array,
  kind: 'deflate' | 'gzip',
  maxOut: number,
  tooLarge: () => CamError,
): Uint8Array {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const collect = (chunk: Uint8Array): void => {
    total += chunk.length;
    if (total > maxOut) throw tooLarge();
    chunks.push(chunk);
  };
  const stream = kind === 'gzip' ? new Gunzip(collect) : new Inflate(collect);
  try {
    if (input.length === 0) stream.push(new Uint8Array(0), true);
    for (let at = 0; at < input.length; at += INPUT_STEP) {
      stream.push(input.subarray(at, at + INPUT_STEP), at + INPUT_STEP >= input.length);
    }
  } catch (error) {
    if (error instanceof CamError) throw error;
    throw new CamError('CORRUPT_ARCHIVE', `Compressed data is damaged (${(error as Error).message}).`);
  }
  return concat(chunks, total);
}

function concat(chunks: Uint8Array[], total: number): Uint8Array {
  if (chunks.length === 1 && chunks[0]) return chunks[0];
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}
