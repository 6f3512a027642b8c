/** Names per code, one object per locale (labels/en.ts holds the keys). */
export interface BookLabels {
  parameters: Record<string, string>;
  /** Per parameter code, the names of its option values. */
  options: Record<string, Record<string, string>>;
  categories: Record<string, string>;
  projects: Record<string, string>;
  factors: Record<string, string>;
  variables: Record<string, string>;
  products: Record<string, string>;
  classifications: Record<string, string>;
}
