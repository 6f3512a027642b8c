/** The colours a preview draws a board in: the default board is green with white silkscreen. */
export const PREVIEW_COLORS = {
  solderMask: '#1f6b3c',
  copperUnderMask: '#3d9a5b',
  bareCopper: '#c87533',
  substrate: '#b39b62',
  finish: '#d8b449',
  silkscreen: '#f4f4f0',
  hole: '#101010',
  edge: '#0a0a0a',
} as const;

/** A solder-mask colour: the mask over bare laminate, and over copper (where the copper shows through). */
interface MaskShade {
  mask: string;
  copper: string;
}

/** The solder-mask colours of the price books' `MASK_COLOR` options. */
export const MASK_COLORS: Readonly<Record<string, MaskShade>> = {
  GREEN: { mask: PREVIEW_COLORS.solderMask, copper: PREVIEW_COLORS.copperUnderMask },
  RED: { mask: '#a3182a', copper: '#c8404c' },
  YELLOW: { mask: '#d9b514', copper: '#ead252' },
  BLUE: { mask: '#163f8c', copper: '#3465b8' },
  WHITE: { mask: '#ecebe6', copper: '#f8f7f2' },
  BLACK: { mask: '#141414', copper: '#2e2e2e' },
  MATTE_BLACK: { mask: '#232323', copper: '#2c2c2c' },
  PURPLE: { mask: '#4a1f73', copper: '#6b3d96' },
};

/** Silkscreen ink colours. */
export const SILK_COLORS: Readonly<Record<string, string>> = {
  WHITE: PREVIEW_COLORS.silkscreen,
  BLACK: '#151515',
  YELLOW: '#ecd43a',
};

export interface BoardColors {
  /** A `MASK_COLOR` option code (GREEN, RED, …); unknown or absent draws the default green. */
  mask?: string | null | undefined;
  /** A silkscreen colour code (WHITE, BLACK, YELLOW); absent is black on a white mask, white otherwise. */
  silk?: string | null | undefined;
}

/**
 * A preview of `renderPreview` in other colours. The preview fills each board layer with one palette colour
 * (the layer's shape is an SVG mask), so changing those fills recolours the board without drawing it again.
 */
export function recolorPreview(svg: string, colors: BoardColors): string {
  const mask = (colors.mask && MASK_COLORS[colors.mask.toUpperCase()]) || MASK_COLORS.GREEN!;
  const silkCode = colors.silk?.toUpperCase() ?? (colors.mask?.toUpperCase() === 'WHITE' ? 'BLACK' : 'WHITE');
  const silk = SILK_COLORS[silkCode] ?? PREVIEW_COLORS.silkscreen;
  const swaps: Record<string, string> = {
    [PREVIEW_COLORS.solderMask]: mask.mask,
    [PREVIEW_COLORS.copperUnderMask]: mask.copper,
    [PREVIEW_COLORS.silkscreen]: silk,
  };
  return svg.replace(/fill="(#[0-9a-f]{6})"/g, (whole, color: string) =>
    swaps[color] === undefined ? whole : `fill="${swaps[color]}"`,
  );
}
