import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../platform/module-options.js';
import { capabilityRoutes } from './routes.js';
import './labels.js';

export {
  readCapability,
  readCapabilityRules,
  saveCapability,
  seedCapabilityDemo,
  DEMO_CAPABILITY,
  DEMO_HDI_CAPABILITY,
  DEMO_PROTOTYPE_CAPABILITY,
} from './service.js';

/** Process capability (issue 17): the factory's table beside its price book, read publicly, kept by the factory. */
const capabilityModule: FastifyPluginAsyncZod<ModuleOptions> = async (app, options) => {
  await app.register(capabilityRoutes, options);
};

export default capabilityModule;
