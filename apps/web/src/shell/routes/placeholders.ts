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
  [15, 'inquiries', ['inquiry-management']],
  [15, 'manualQuotation', ['online-manual-quotation']],
  [15, 'inquiryFromQuotation', ['online-quotation-management-three1']],
  [15, 'inquiryDetail', ['online-inquiry-details']],
  [15, 'cart', ['shopping-cart']],
  [15, 'myOrders', ['my-order']],
  [15, 'recycleBin', ['recycle-bin']],
  [15, 'orders', ['order-management']],
  [15, 'orderPrint', ['customer-order-information-print']],
  [15, 'orderConfirm', ['sure']],
  [18, 'consult', ['want-consult']],
  [18, 'workOrders', ['work-order-center']],
  [18, 'complaints', ['complaint-list']],
  [18, 'pricingSuggestions', ['pricing-suggestion']],
  [18, 'bidding', ['purchasing-manage']],
  [18, 'biddingDetail', ['purchasing-manage-detail']],
  [18, 'equipment', ['eq-module']],
  [18, 'equipmentDetail', ['eq-module-detail']],
  [19, 'purchaseOrders', ['purchase-order']],
  [19, 'purchaseOrderDetail', ['purchase-order-detail']],
  [19, 'purchaseOrderPrint', ['purchase-order-detail-print']],
  [19, 'receiving', ['purchasing-receiving', 'purchasing-receiving-son']],
  [19, 'purchaseReturns', ['purchase-returns', 'purchase-returns-details']],
  [19, 'supplierFees', ['supplier-fees', 'supplier-fees-details']],
  [19, 'supplierFeeAdd', ['supplier-fees-add']],
  [19, 'supplierStatements', ['supplier-statement', 'supplier-statement-son']],
  [19, 'supplierInvoices', ['supplier-invoice']],
  [19, 'supplierInvoiceAdd', ['supplier-invoice-add']],
  [19, 'supplierProfiles', ['supplier-profile', 'supplier-profile-detail']],
  [19, 'potentialSuppliers', ['potential-suppliers-management', 'potential-suppliers-management-son']],
  [19, 'supplierPrices', ['supplier-price-management', 'supplier-price-management-son']],
  [19, 'supplierPriceImport', ['supplier-price-management-insertdata']],
  [19, 'inspection', ['material-inspection-sheet', 'material-inspection-sheet-inspection']],
  [20, 'potentialCustomers', ['potentialCustomer-management', 'potentialCustomer-management-son']],
  [20, 'customerChanges', ['customer-change', 'customer-change-detail']],
  [20, 'deliveryDelays', ['delivery-delay-application', 'delivery-delay-application-detail']],
  [20, 'saleNotices', ['sale-notice', 'sale-notice-detail']],
  [20, 'customerStatements', ['customer-statement', 'customer-statement-detail']],
  [20, 'customerInvoices', ['customer-invoice', 'customer-invoice-add']],
  [20, 'customerInvoicing', ['customer-invoice-new', 'customer-invoice-new-detail']],
  [20, 'deliveryNotices', ['delivery-notice']],
  [20, 'deliveryNoticeAdd', ['delivery-notice-add']],
  [20, 'shipping', ['shipping-notice', 'shipping-notice-details']],
  [20, 'shippingReceipt', ['shipping-receipt-details']],
  [20, 'qualityRecords', ['poor-quality-record', 'poor-quality-record-detail']],
  [20, 'barcodes', ['barcode-settings', 'barcode-settings-detail']],
  [20, 'customerFiles', ['customer-files']],
  [20, 'customerFileAdd', ['customer-files-add']],
  [20, 'tooling', ['tooling-collaboration']],
  [20, 'toolingAdd', ['tooling-collaboration-add']],
  [20, 'toolingTransfers', ['tooling-transfer-management', 'tooling-transfer-management-details']],
  [20, 'transfers', ['transfer-management']],
  [20, 'transferAdd', ['transfer-management-add']],
  [20, 'fileList', ['file-list']],
  [20, 'thirdParty', ['third-party-customer-information']],
  [20, 'loginHelp', ['login-help']],
  [20, 'testPage', ['text-ceshi']],
];

export const PLACEHOLDERS: ReadonlyMap<string, Placeholder> = new Map(table.flatMap(([issue, about, segments]) => segments.map((segment) => [segment, { issue, about }] as const)));

export const placeholderOf = (segment: string): Placeholder | undefined => PLACEHOLDERS.get(segment);
