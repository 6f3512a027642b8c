/**
 * The sub-pages of spec 01 §2.5: route `/<segment>/index`, opened from their parent screen, which grants them.
 * `parents` are package_urls (a sub-page may serve several screens); the title is the `routes:<segment>` locale key.
 */
export interface SubPage {
  segment: string;
  parents: string[];
}

const table: Array<[parent: string, segments: string[]]> = [
  ['staff-management', ['staff-management-son', 'staff-management-staffing']],
  ['purchase-order', ['purchase-order-detail']],
  ['potentialCustomer-management', ['potentialCustomer-management-son']],
  ['purchasing-receiving', ['purchasing-receiving-son']],
  ['shipping-notice', ['shipping-notice-details', 'shipping-receipt-details']],
  ['supplier-fees', ['supplier-fees-add', 'supplier-fees-details']],
  ['tooling-collaboration', ['tooling-collaboration-add']],
  ['customer-files', ['customer-files-add']],
  ['valuation-project-management', ['valuation-project-management-son']],
  ['customer-change', ['customer-change-detail']],
  ['delivery-delay-application', ['delivery-delay-application-detail']],
  [
    'my-order',
    [
      'shipping-receipt-details',
      'delivery-delay-application-detail',
      'customer-change-detail',
      'poor-quality-record-detail',
    ],
  ],
  ['sale-notice', ['sale-notice-detail']],
  ['customer-statement', ['customer-statement-detail']],
  ['barcode-settings', ['barcode-settings-detail']],
  ['poor-quality-record', ['poor-quality-record-detail']],
  ['supplier-statement', ['supplier-statement-son']],
  ['valuation-project-quoted', ['form-setting-management-details', 'valuation-project-quoted-detail']],
  ['transfer-management', ['transfer-management-add']],
  ['supplier-invoice', ['supplier-invoice-add']],
  ['customer-invoice', ['customer-invoice-add']],
  ['tooling-transfer-management', ['tooling-transfer-management-details']],
  ['material-inspection-sheet', ['material-inspection-sheet-inspection']],
  ['supplier-profile', ['supplier-profile-detail']],
  ['purchase-returns', ['purchase-returns-details']],
  ['material-files', ['matenal-files-details']],
  ['customer-invoice-new', ['customer-invoice-new-detail']],
  ['delivery-notice', ['delivery-notice-add']],
  ['potential-suppliers-management', ['potential-suppliers-management-son']],
  ['supplier-price-management', ['supplier-price-management-son', 'supplier-price-management-insertdata']],
  [
    'online-quotation-management',
    [
      'online-quotation-management-three',
      'online-quotation-management-add',
      'online-quotation-management-quotation',
      'online-quotation-management-combination',
    ],
  ],
  [
    'online-inquiry-management',
    ['online-quotation-management-three1', 'online-inquiry', 'online-inquiry-details', 'online-inquiry-help'],
  ],
  ['online-manual-quotation', ['online-inquiry']],
  ['purchasing-manage', ['purchasing-manage-detail']],
];

export const SUB_PAGES: ReadonlyMap<string, SubPage> = (() => {
  const map = new Map<string, SubPage>();
  for (const [parent, segments] of table) {
    for (const segment of segments) {
      const known = map.get(segment);
      if (known) known.parents.push(parent);
      else map.set(segment, { segment, parents: [parent] });
    }
  }
  return map;
})();
