import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountDeps } from '../accounts/deps.js';
import { joinEnterpriseService } from './join-enterprise.js';
import { registerBusinessService } from './register-business.js';
import { registerUserServices } from './register-user.js';
import { resetPasswordService } from './reset-password.js';
import { sendCodeService } from './send-code.js';
import { verifyPhoneService } from './verify-phone.js';

/** The registration and recovery services of the gateway (spec 01 §7), one file each. */
export const registrationServices: FastifyPluginAsyncZod<AccountDeps> = async (app, deps) => {
  await app.register(sendCodeService, deps);
  await app.register(registerUserServices, deps);
  await app.register(registerBusinessService, deps);
  await app.register(joinEnterpriseService, deps);
  await app.register(verifyPhoneService, deps);
  await app.register(resetPasswordService, deps);
};
