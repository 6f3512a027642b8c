/** Gerber files: upload with progress, the analysis's findings and previews, statuses and the API. */
export { default as GerberDropZone } from './GerberDropZone';
export { default as GerberPreview } from './GerberPreview';
export { default as CamFindings } from './CamFindings';
export { default as BoardRender } from './BoardRender';
export { boardColoursOf } from './board-render';
export { default as GerberFileDrawer } from './GerberFileDrawer';
export { StatusTag } from './StatusTags';
export { useGerberUpload, type UploadState } from './useGerberUpload';
export { camValuesOf, filledParameters } from './cam-values';
export * from './api';
export type * from './types';
