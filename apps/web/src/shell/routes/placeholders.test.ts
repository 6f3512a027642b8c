import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../locales/languages';
import { SHELL_PAGES, STANDALONE_ROUTES, WORKBENCH_MENU } from './fixed-routes';
import { PLACEHOLDERS } from './placeholders';
import { SUB_PAGES } from './sub-pages';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../../../..');

/** Read at run time: other areas add menus and pages while this test stands still. */
function menuPackageUrls(): string[] {
  const catalogue = fs.readFileSync(path.join(repo, 'apps/server/src/platform/access/menu-catalogue.ts'), 'utf8');
  return [...catalogue.matchAll(/\[\s*\d+,\s*\d+,\s*'([^']+)'/g)].map((m) => m[1]!);
}

function pageFolders(): Set<string> {
  const pages = path.join(repo, 'apps/web/src/pages');
  return new Set(fs.readdirSync(pages).filter((folder) => fs.existsSync(path.join(pages, folder, 'index.tsx'))));
}

/** Every route the portal can open: menu screens, §2.5 sub-pages, fixed and shell routes (the workbench is /dashboard). */
function routeSegments(): string[] {
  const all = new Set([...menuPackageUrls(), ...SUB_PAGES.keys(), ...STANDALONE_ROUTES, ...SHELL_PAGES]);
  all.delete(WORKBENCH_MENU);
  return [...all].sort();
}

/** The rows of the checklist's "Placeholders" table: route segment → issue. */
function checklistPlaceholders(text: string): Map<string, number> {
  const section = text.slice(text.indexOf('## Placeholders'));
  const end = section.indexOf('\n## ', 3);
  const rows = (end > 0 ? section.slice(0, end) : section).split('\n').filter((line) => line.startsWith('| `/'));
  return new Map(
    rows.map((row) => {
      const [, route, issue] = /^\| `\/([^/`]+)\/index` \| issue (\d+) \|/.exec(row) ?? [];
      expect(route, `unreadable checklist row: ${row}`).toBeDefined();
      expect(row, `a placeholder row says "not done": ${row}`).toMatch(/\| not done/);
      return [route!, Number(issue)];
    }),
  );
}

describe('placeholder pages', () => {
  it('are exactly the routes without a page file: an entry for every one, none for a page that exists', () => {
    const pages = pageFolders();
    const withoutPage = routeSegments().filter((segment) => !pages.has(segment));
    const missing = withoutPage.filter((segment) => !PLACEHOLDERS.has(segment));
    const built = [...PLACEHOLDERS.keys()].filter((segment) => pages.has(segment));
    expect(missing, 'routes without a page need an entry in shell/routes/placeholders.ts').toEqual([]);
    expect(
      built,
      'these pages exist now: remove their entries from placeholders.ts and their rows from docs/spec-01-checklist.md § Placeholders',
    ).toEqual([]);
    expect(
      [...PLACEHOLDERS.keys()].filter((segment) => !routeSegments().includes(segment)),
      'entries for routes that do not exist',
    ).toEqual([]);
  });

  it('say what the page will do in every language', async () => {
    for (const language of LANGUAGES) {
      const catalogue = (
        (await import(`../../locales/${language}/placeholders.ts`)) as {
          default: { about: Record<string, string>; arrivesWith: string };
        }
      ).default;
      for (const { about } of PLACEHOLDERS.values())
        expect(catalogue.about[about], `${language} placeholders.about.${about}`).toMatch(/\S{2}/);
      expect(catalogue.arrivesWith).toContain('{{issue}}');
    }
  });

  it('are each a "not done" row of docs/spec-01-checklist.md naming the same issue, and no other row calls them done', () => {
    const text = fs.readFileSync(path.join(repo, 'docs/spec-01-checklist.md'), 'utf8');
    const listed = checklistPlaceholders(text);
    const expected = new Map([...PLACEHOLDERS].map(([segment, { issue }]) => [segment, issue]));
    expect(Object.fromEntries([...listed].sort()), 'docs/spec-01-checklist.md § Placeholders').toEqual(
      Object.fromEntries([...expected].sort()),
    );
    const others = text
      .slice(0, text.indexOf('## Placeholders'))
      .split('\n')
      .filter((line) => line.startsWith('|'));
    for (const segment of PLACEHOLDERS.keys()) {
      const pattern = new RegExp(`/${segment.replace(/[-]/g, '\\-')}(?![\\w-])`);
      for (const row of others.filter((line) => pattern.test(line))) {
        expect(row, `/${segment} is a placeholder: its row must say "not done" or "placeholder"`).toMatch(
          /not done|placeholder/i,
        );
      }
    }
  });
});
