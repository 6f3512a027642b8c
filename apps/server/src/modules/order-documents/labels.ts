import { defineLabels } from '../../http/field-labels.js';

/**
 * The fields the print routes name in their own words. They take two: the record's number (`no`) and the print
 * template (`template`), which mean here what they mean in the order, inquiry and quotation modules, so both keep
 * their shared labels (http/field-labels): a field is shared or a module's own, never both. A field these routes
 * come to name differently goes here.
 */
export const orderDocumentLabels = defineLabels('order-documents', {});
