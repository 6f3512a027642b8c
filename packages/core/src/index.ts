export * from './permissions/mask.js';
export * from './shell/constants.js';
export * from './account/credentials.js';
export * from './account/registration.js';
export * from './money/index.js';
export * from './pricing/index.js';
export type * from './gerber/file-view.js';
export * from './member/index.js';
export * from './quotation/index.js';
