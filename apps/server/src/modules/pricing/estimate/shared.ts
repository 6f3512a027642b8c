import type { EstimateService } from './service.js';

const services = new WeakMap<object, EstimateService>();

/**
 * The pricing module's estimate service (its merchants and compiled-book cache), for the modules that price a
 * board too — shipping takes the build days and the priced parameters from it — keyed by the database handle the
 * app was built with, so one process's several test apps never share one.
 */
export function shareEstimates(db: object, service: EstimateService): void {
  services.set(db, service);
}

export function sharedEstimates(db: object): EstimateService {
  const service = services.get(db);
  if (!service) throw new Error('the pricing module is not registered before its users');
  return service;
}
