/**
 * The screens not built yet, and what each will be (spec 01 §2.5 sub-pages, menu screens, fixed routes). Every
 * screen is built, so the table is empty and no route shows a placeholder; a route without a page file would end at
 * the 404 page. `placeholders.test.ts` fails while a route lacks its page file and is not listed here, and while
 * the entries and docs/spec-01-checklist.md § Placeholders disagree.
 */
export interface Placeholder {
  /** The issue that brings the page (`issues show <n>`). */
  issue: number;
  /** Key of the sentence in the `placeholders` locale namespace, under `about.`. */
  about: string;
}

const table: Array<[issue: number, about: string, segments: string[]]> = [];

export const PLACEHOLDERS: ReadonlyMap<string, Placeholder> = new Map(
  table.flatMap(([issue, about, segments]) => segments.map((segment) => [segment, { issue, about }] as const)),
);
