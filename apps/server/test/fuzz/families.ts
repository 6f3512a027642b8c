/**
 * The API families of the fuzz suite (issue 12), one line each: the family's name and the OpenAPI tags of its
 * routes (a tag ending in `*` is a prefix; the first line that matches wins). Adding a family is adding its line. A line makes the family required:
 * the suite fails when none of its routes is registered. A route whose tag no line names is still fuzzed, as a
 * family named by its tag, so a new module is never left out.
 */
export const FAMILIES: ReadonlyArray<readonly [family: string, tags: readonly string[]]> = [
  ['session', ['session']],
  ['registration', ['registration']],
  ['accounts', ['accounts']],
  ['profile', ['profile']],
  ['member', ['member']],
  ['enterprises', ['enterprises']],
  ['staff', ['staff']],
  ['messages', ['messages']],
  ['community', ['community']],
  ['files', ['files']],
  ['site', ['site']],
  ['jobs', ['jobs']],
  ['estimate', ['pricing: online quotation']], // the online quotation and the price matrix
  ['pricing admin', ['pricing: *']],
  ['gerber', ['gerber']],
  ['cam', ['cam']],
  ['capability', ['capability']],
  ['process flows', ['process flows']],
  ['quotations', ['quotations']],
  ['quotation masters', ['quotation masters']],
  ['addresses', ['addresses']],
  ['invoicing', ['invoicing']],
  ['wallet', ['wallet']],
  ['payments', ['payments']],
  ['finance', ['finance']],
  ['bidding', ['bidding']],
  ['inquiries', ['inquiries']],
  ['instant quote', ['instant quote']],
  ['shipping', ['shipping']],
  ['cart', ['cart']],
  ['orders', ['orders']],
  ['work-orders', ['work-orders']],
  ['equipment', ['equipment']],
  ['assembly', ['assembly']],
  ['sales: shipments', ['sales: shipments']],
  ['sales: delays', ['sales: delays']],
  ['sales', ['sales']],
  ['barcode', ['barcode']],
  ['consent', ['consent']],
  ['customers', ['customers']],
  ['suppliers', ['suppliers']],
  ['customer-billing', ['customer-billing']],
  ['supplier billing', ['supplier fees', 'supplier statements', 'supplier invoices']],
  ['purchase quality', ['purchase quality']], // incoming inspection and purchase returns
  ['customer changes', ['customer changes']],
  ['quality records', ['quality records']],
  ['tooling', ['tooling', 'tooling: transfers']],
  ['production transfers', ['production transfers']],
];

/** The family of a route by its first OpenAPI tag. */
export function familyOf(tag: string | undefined): string {
  if (!tag) return 'untagged';
  for (const [family, tags] of FAMILIES) {
    if (tags.some((t) => (t.endsWith('*') ? tag.startsWith(t.slice(0, -1)) : tag === t))) return family;
  }
  return tag;
}
