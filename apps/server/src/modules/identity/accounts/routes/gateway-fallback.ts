import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '@pcbunion/core';
import { AppError } from '../../../../http/errors.js';
import { accountMessages } from '../messages.js';

/**
 * `POST /api/service/{name}` for a name no service has: 404 naming it. Each real service is a static route
 * (with its own schema), which the router prefers over this parametric one.
 */
export const gatewayFallback: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/service/:name', { schema: { params: z.object({ name: text(200) }), hide: true } }, async (request) => {
    throw new AppError(404, accountMessages.serviceNotFound, { name: request.params.name.slice(0, 64) });
  });
};
