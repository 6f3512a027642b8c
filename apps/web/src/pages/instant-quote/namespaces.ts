/** The catalogues of the page, the form and its price: loaded before it renders (common and shell are core). */
export const INSTANT_QUOTE_NAMESPACES = ['instantQuote', 'pricing'] as const;

/** The catalogues of the parts that come later (the upload, CAM and DFM findings, stencil and assembly). */
export const SECTION_NAMESPACES = ['gerber', 'capability', 'assembly', 'components'] as const;
