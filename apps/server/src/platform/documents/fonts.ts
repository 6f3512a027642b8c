import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * The CJK font every PDF embeds: Noto Sans SC (SIL Open Font License), installed from npm with the project
 * (@expo-google-fonts/noto-sans-sc), a TrueType font covering Latin, simplified and traditional Chinese and
 * kana. PDFKit embeds only the glyphs a document uses (a subset), so a one-page quotation stays small.
 */
export const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
} as const;

let loaded: { regular: Buffer; bold: Buffer } | undefined;

/** The font files, read once per process (about 10 MB each; only the subset goes into a PDF). */
export function cjkFonts(): { regular: Buffer; bold: Buffer } {
  loaded ??= {
    regular: readFileSync(require.resolve(FONT_FILES.regular)),
    bold: readFileSync(require.resolve(FONT_FILES.bold)),
  };
  return loaded;
}
