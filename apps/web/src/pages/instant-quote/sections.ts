import { lazy } from 'react';
import { loadCatalogues } from '../../locales/i18n';
import { SECTION_NAMESPACES } from './namespaces';

/** Every part's code (one chunk) and catalogues, loaded once. */
let parts: Promise<typeof import('./section-parts')> | undefined;
const loadParts = () =>
  (parts ??= Promise.all([import('./section-parts'), loadCatalogues(SECTION_NAMESPACES)]).then(([module]) => module));

/**
 * The parts of the instant quote beside the form and its price — the Gerber upload and findings, the matrix,
 * shipping, stencil and assembly — come in their own chunk once the page is up: the first price waits for none.
 */
export const GerberDropZone = lazy(() => loadParts().then((m) => ({ default: m.GerberDropZone })));
/** The Gerber section's results: the picture of the board (top and bottom) above the CAM findings. */
export const CamFindings = lazy(() => loadParts().then((m) => ({ default: m.AnalysedBoard })));
export const PriceMatrix = lazy(() => loadParts().then((m) => ({ default: m.PriceMatrix })));
export const ShippingPanel = lazy(() => loadParts().then((m) => ({ default: m.ShippingPanel })));
export const AssemblyQuote = lazy(() => loadParts().then((m) => ({ default: m.AssemblyQuote })));
/** Every factory side by side: mounted (and read) only once the visitor opens it. */
export const FactoryCompare = lazy(() => loadParts().then((m) => ({ default: m.FactoryCompare })));
