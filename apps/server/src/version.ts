import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const pkg = JSON.parse(
  fs.readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../package.json'), 'utf8'),
) as { version: string };

/** The release: the web build's `version.json` when the app is built, else the server package version. */
export function appVersion(webDist: string): string {
  try {
    const built = JSON.parse(fs.readFileSync(path.join(webDist, 'version.json'), 'utf8')) as { version?: string };
    if (built.version) return built.version;
  } catch {
    // not built: fall through
  }
  return pkg.version;
}
