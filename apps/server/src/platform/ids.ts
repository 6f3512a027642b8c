import { z } from 'zod';
import { text } from '@pcbunion/core';
import { notFound } from '../http/errors.js';

/** A record id from the path: anything that is not a uuid is as unknown as another enterprise's id (404). */
export const uidParams = z.object({ uid: text(100) });

export function knownUid(value: string): string {
  if (!z.uuid().safeParse(value).success) throw notFound();
  return value;
}
