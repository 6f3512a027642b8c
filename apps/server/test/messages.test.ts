import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { i18n, loadedNamespaces } from '../src/http/i18n.js';
import { LANGUAGES } from '../src/http/language.js';

// Every catalogue of the server, loaded into its namespace as the app loads it.
const src = fileURLToPath(new URL('../src/', import.meta.url));
for (const file of readdirSync(src, { recursive: true, encoding: 'utf8' }))
  if (/(messages[^/]*|\/labels)\.ts$/.test(file) && !file.endsWith('.test.ts')) await import(`${src}${file}`);

describe('server catalogues', () => {
  it('load a namespace per module', () => {
    const namespaces = Object.keys(loadedNamespaces());
    expect(namespaces).toEqual(
      expect.arrayContaining(['common', 'identity', 'purchase', 'supplier', 'platform/files']),
    );
    expect(namespaces.length).toBeGreaterThan(30);
  });

  it('write placeholders as {name} only, so i18next fills them as translate() always did', () => {
    const odd: string[] = [];
    for (const [namespace, keys] of Object.entries(loadedNamespaces()))
      for (const key of keys)
        for (const language of LANGUAGES) {
          const text = i18n.getResource(language, namespace, key) as string;
          if (/\$t\(|\{(?!\w+\})/.test(text)) odd.push(`${namespace}:${key} (${language}): ${text}`);
        }
    expect(odd).toEqual([]);
  });
});
