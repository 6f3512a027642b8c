/** The supplier master and potential suppliers (issue 19). */
export default {
  "status": {
    "potential": "Potential",
    "evaluating": "Under evaluation",
    "approved": "Approved",
    "rejected": "Rejected",
    "suspended": "Suspended"
  },
  "expiry": {
    "valid": "Valid",
    "expiring": "Expiring within 30 days",
    "expired": "Expired",
    "open_ended": "No expiry"
  },
  "action": {
    "new": "New potential supplier",
    "edit": "Edit",
    "save": "Save",
    "export": "Export to Excel",
    "evaluate": "Start evaluation",
    "evaluateNow": "Evaluate and decide",
    "reconsider": "Reconsider",
    "suspend": "Suspend",
    "reinstate": "Reinstate",
    "addDocument": "Add document",
    "removeDocument": "Remove",
    "addContact": "Add contact",
    "removeContact": "Remove contact"
  },
  "done": {
    "created": "Supplier {{no}} filed as a potential supplier",
    "saved": "Supplier {{no}} saved",
    "documentAdded": "Document added",
    "approve": "Approved with a score of {{total}}",
    "reject": "Rejected with a score of {{total}}",
    "evaluate": "Evaluation started",
    "reconsider": "Back among the potential suppliers",
    "suspend": "Supplier suspended",
    "reinstate": "Supplier reinstated"
  },
  "column": {
    "supplierNo": "Supplier number",
    "name": "Name",
    "shortName": "Short name",
    "status": "Status",
    "enterprise": "Platform enterprise",
    "factory": "Customer (factory)",
    "contact": "Contact",
    "contacts": "Contacts",
    "role": "Position",
    "phone": "Phone",
    "email": "Email",
    "categories": "Categories supplied",
    "paymentTerms": "Payment terms",
    "currency": "Currency",
    "taxNo": "Tax number",
    "bankName": "Bank",
    "bankAccount": "Bank account",
    "address": "Address",
    "rating": "Rating",
    "note": "Remark",
    "documents": "Qualification documents",
    "statusReason": "Reason"
  },
  "category": {
    "laminate": "Copper-clad laminate",
    "prepreg": "Prepreg",
    "copper_foil": "Copper foil",
    "solder_mask": "Solder mask ink",
    "dry_film": "Dry film",
    "chemicals": "Chemicals",
    "drill_bits": "Drill bits",
    "gold_salts": "Gold salts",
    "packaging": "Packaging",
    "outsourcing": "Outsourced processing",
    "equipment": "Equipment and spares",
    "other": "Other"
  },
  "paymentTerm": {
    "prepaid": "Prepaid",
    "cash_on_delivery": "Cash on delivery",
    "net_30": "30 days net",
    "net_60": "60 days net",
    "monthly_30": "Month end + 30 days",
    "monthly_60": "Month end + 60 days",
    "monthly_90": "Month end + 90 days"
  },
  "kind": {
    "business_licence": "Business licence",
    "iso_9001": "ISO 9001",
    "iso_14001": "ISO 14001",
    "iatf_16949": "IATF 16949",
    "ul": "UL certificate",
    "rohs_reach": "RoHS / REACH report",
    "tax_registration": "Tax registration",
    "other": "Other"
  },
  "criteria": {
    "quality": "Quality",
    "delivery": "Delivery",
    "price": "Price",
    "service": "Service",
    "capability": "Capability"
  },
  "decision": {
    "label": "Decision",
    "approve": "Approve",
    "reject": "Reject"
  },
  "document": {
    "kind": "Document",
    "title": "Title",
    "documentNo": "Document number",
    "issuedOn": "Issued on",
    "expiresOn": "Expires on",
    "expiresHint": "Leave empty for a document that does not expire"
  },
  "filter": {
    "status": "All states",
    "category": "All categories",
    "expiry": "Document expiry"
  },
  "search": "Number, name, tax number, contact",
  "required": "Required",
  "enterpriseHint": "The supplier enterprise on the platform: it can then read this file and receive purchase orders",
  "notLinked": "Not on the platform",
  "documentsSummary": "{{expired}} expired, {{expiring}} expiring",
  "chooseSupplier": "Open a supplier from the list",
  "evaluations": "Evaluations",
  "evaluatedAt": "Evaluated at",
  "evaluator": "Evaluator",
  "total": "Weighted total: {{total}} (pass mark {{mark}})",
  "totalColumn": "Total",
  "reason": "Reason",
  "log": "Operation log"
};
