import { PRODUCT_ID, SPACE_ID, SYSTEM_ID } from '@pcbunion/core';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors.js';

/** Spec 01 §7: the product, space and system a call names, when it names them, are ours. */
export function namesAnotherProduct(fields: { productid?: unknown; spaceid?: unknown; systemid?: unknown }): boolean {
  return (
    (fields.productid !== undefined && fields.productid !== PRODUCT_ID) ||
    (fields.spaceid !== undefined && fields.spaceid !== SPACE_ID) ||
    (fields.systemid !== undefined && String(fields.systemid) !== String(SYSTEM_ID))
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every /api call may carry productid, spaceid and systemid (spec 01 §7) — in its query or its JSON body, whether
 * or not its route lists them: one that names another product, space or system is refused with 403 before its
 * schema runs (a preValidation hook of session-plugin.ts).
 */
export function refuseAnotherProduct(request: FastifyRequest): void {
  for (const carrier of [request.query, request.body])
    if (isRecord(carrier) && namesAnotherProduct(carrier)) throw new AppError(403, 'identityMismatch');
}
