import { identifiedApiUrl } from '../../api/http';

export type BoardSide = 'top' | 'bottom';

/** The colours a board is drawn in: the price book's option codes (MASK_COLOR's GREEN, RED, …). */
export interface BoardColours {
  mask?: string | undefined;
  silk?: string | undefined;
}

// The codes the render endpoint takes; anything else (a book's own odd code) is drawn in the default colours.
const CODE = /^[A-Za-z0-9_]{1,32}$/;

function renderQuery(colours: BoardColours, version: string): string {
  const query = new URLSearchParams();
  if (colours.mask && CODE.test(colours.mask)) query.set('mask', colours.mask);
  if (colours.silk && CODE.test(colours.silk)) query.set('silk', colours.silk);
  if (version) query.set('v', version);
  return query.toString();
}

/** The SVG render of one side of an instant quote's upload, in the chosen colours. */
export function boardRenderUrl(quoteId: string, side: BoardSide, colours: BoardColours, version: string): string {
  return identifiedApiUrl(
    `instant-quotes/${encodeURIComponent(quoteId)}/render/${side}?${renderQuery(colours, version)}`,
  );
}

/** The SVG render of one side of a stored Gerber file's board (an inquiry's or order's), in the chosen colours. */
export function gerberFileRenderUrl(fileId: string, side: BoardSide, colours: BoardColours, version = ''): string {
  const query = renderQuery(colours, version);
  return identifiedApiUrl(`gerber/files/${encodeURIComponent(fileId)}/render/${side}${query ? `?${query}` : ''}`);
}

/** The colours an inquiry's or order's parameters chose: the book's MASK_COLOR, and SILK_COLOR where a book has one. */
export function boardColoursOf(params: Readonly<Record<string, unknown>> | null | undefined): BoardColours {
  const code = (value: unknown) => (typeof value === 'string' && CODE.test(value) ? value : undefined);
  return { mask: code(params?.MASK_COLOR), silk: code(params?.SILK_COLOR) };
}

/**
 * A short fingerprint (FNV-1a) of an analysis. It goes in the render's address, so that a new upload to the same
 * quote is never shown with the last board's picture from the browser's cache.
 */
export function analysisVersion(analysis: unknown): string {
  const text = JSON.stringify(analysis) ?? '';
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}
