/** Supplier fees, statements and invoices (issue 19). */
export default {
  "all": "All",
  "export": "Export to Excel",
  "required": "Required",
  "log": "Operation log",
  "field": {
    "feeNo": "Fee number",
    "orderNo": "PO number",
    "supplier": "Supplier",
    "factory": "Buyer",
    "kind": "Kind",
    "description": "Description",
    "status": "Status",
    "proposedOn": "Proposed on",
    "acceptedOn": "Accepted on",
    "amount": "Amount incl. tax",
    "taxRate": "Tax rate %",
    "reason": "Reason",
    "statementNo": "Statement number",
    "period": "Period",
    "version": "Version",
    "receipts": "Receipts",
    "returns": "Returns",
    "fees": "Fees",
    "adjustment": "Adjustment",
    "adjustmentReason": "Reason for the adjustment",
    "total": "Total",
    "note": "Remark",
    "date": "Date",
    "source": "Source",
    "quantity": "Quantity",
    "unitPrice": "Unit price incl. tax",
    "disputeReason": "Supplier dispute",
    "invoiceNo": "Invoice number",
    "supplierInvoiceNo": "Tax invoice number",
    "invoiceDate": "Invoice date",
    "goods": "Goods",
    "tax": "Tax",
    "currency": "Currency"
  },
  "fee": {
    "status": {
      "proposed": "Proposed",
      "accepted": "Accepted",
      "rejected": "Rejected",
      "withdrawn": "Withdrawn"
    },
    "kind": {
      "tooling": "Tooling",
      "freight": "Freight",
      "expediting": "Expediting",
      "other": "Other"
    },
    "new": "Propose a fee",
    "propose": "Propose",
    "proposed": "Fee {{no}} proposed",
    "choose": "Open a fee from the list"
  },
  "statement": {
    "status": {
      "issued": "Awaiting supplier",
      "confirmed": "Confirmed",
      "disputed": "Disputed"
    },
    "new": "Issue a statement",
    "issued": "Statement {{no}} issued",
    "currencyHint": "One statement per currency: only the month's orders and fees in this currency are added up (the supplier's currency is proposed)",
    "choose": "Open a statement from the list",
    "lines": "Lines",
    "history": "Earlier versions",
    "pickLines": "Tick at least one line you dispute",
    "adjustmentHelp": "Positive: more owed to the supplier; negative: less"
  },
  "invoice": {
    "status": {
      "submitted": "Awaiting factory",
      "accepted": "Accepted",
      "rejected": "Rejected"
    },
    "new": "New invoice",
    "submit": "Submit invoice",
    "submitted": "Invoice {{no}} submitted",
    "help": "Each line starts with what may still be invoiced at the order price; more than was received net of returns is refused.",
    "basis": "ordered {{ordered}} {{unit}} @ {{price}}, received {{received}}, invoiced {{invoiced}}, left {{invoiceable}}",
    "includeFees": "Invoice the statement fees and adjustment ({{amount}})"
  },
  "action": {
    "accept": "Accept",
    "reject": "Reject",
    "withdraw": "Withdraw",
    "confirm": "Confirm",
    "dispute": "Dispute",
    "reissue": "Reissue"
  },
  "done": {
    "accept": "Accepted",
    "reject": "Rejected",
    "withdraw": "Withdrawn",
    "confirm": "Confirmed",
    "dispute": "Dispute sent",
    "reissue": "Reissued"
  },
  "line": {
    "receipt": "Receipt",
    "return": "Return",
    "fee": "Fee",
    "adjustment": "Adjustment"
  },
  "match": {
    "ordered": "Ordered",
    "received": "Received net of returns",
    "invoiced": "Invoiced",
    "quantityVsReceived": "Quantity vs received",
    "priceDifference": "Price difference",
    "amountDifference": "Amount difference",
    "result": "Match",
    "matched": "Matched",
    "partial": "Partly invoiced",
    "price_difference": "Price differs",
    "over_received": "Over received"
  }
};
