/** Process capability (issue 17): the factory's table, the board's design-rule findings against it, its editor. */
export { default as DfmFindings, type GivenFindings } from './DfmFindings';
export { default as CapabilityEditor } from './CapabilityEditor';
export { default as CapabilityTableView } from './CapabilityTableView';
export { default as RoleCorrection } from './RoleCorrection';
export * from './api';
export type * from './dfm-types';
