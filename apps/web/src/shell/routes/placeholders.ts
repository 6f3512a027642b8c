/**
 * The screens not built yet, and what each will be (spec 01 §2.5 sub-pages, menu screens, fixed routes). A route
 * without a page file shows `ComingLater`: its title, the sentence `placeholders:about.<about>` saying what the page
 * will do, and the issue that brings it. Whoever builds one of these pages removes its entry here and its line in
 * docs/spec-01-checklist.md § Placeholders; `placeholders.test.ts` fails while the entries, the page files and the
 * checklist disagree.
 */
export interface Placeholder {
  /** The issue that brings the page (`issues show <n>`). */
  issue: number;
  /** Key of the sentence in the `placeholders` locale namespace, under `about.`. */
  about: string;
}

const table: Array<[issue: number, about: string, segments: string[]]> = [
];

export const PLACEHOLDERS: ReadonlyMap<string, Placeholder> = new Map(table.flatMap(([issue, about, segments]) => segments.map((segment) => [segment, { issue, about }] as const)));

export const placeholderOf = (segment: string): Placeholder | undefined => PLACEHOLDERS.get(segment);
