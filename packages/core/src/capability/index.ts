export * from './items.js';
export * from './compare.js';
export * from './schemas.js';
