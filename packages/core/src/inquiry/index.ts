/** The online inquiry (spec 02 §3–§5): its state table, details, schemas and the version comparison. */
export * from './states.js';
export * from './details.js';
export * from './compare.js';
export * from './schemas.js';
