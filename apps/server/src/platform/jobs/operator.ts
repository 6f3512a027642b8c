import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../http/errors.js';
import { signedIn, type SignedIn } from '../session/session-plugin.js';

/** The caller when it is staff of the platform operator's enterprise (finance, jobs); anyone else gets 403. */
export function platformOperator(request: FastifyRequest): SignedIn {
  const caller = signedIn(request);
  if (caller.staff.enterpriseKind !== 'platform') throw forbidden();
  return caller;
}

/** preHandler form of platformOperator. */
export const platformOperatorOnly = async (request: FastifyRequest) => {
  platformOperator(request);
};
