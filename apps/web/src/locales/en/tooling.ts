/** Tooling made for customers and its transfers between factories (issue 20). */
export default {
  "new": "New tooling",
  "newTransfer": "Transfer a tooling",
  "export": "Export to Excel",
  "refresh": "Refresh",
  "required": "Required",
  "none": "No such tooling or transfer",
  "back": "Back to the list",
  "save": "Save",
  "log": "Operation log",
  "transfers": "Transfers",
  "created": "Tooling {{no}} recorded",
  "sent": "Transfer {{no}} sent to the receiving factory",
  "customerHint": "The customer’s enterprise number on the platform, e.g. E0002",
  "factoryHint": "The other factory’s enterprise number on the platform, e.g. E0004",
  "amortisedOf": "{{used}} of {{over}} {{basis}}",
  "field": {
    "no": "Tooling no.",
    "name": "Name",
    "kind": "Kind",
    "customer": "Customer",
    "customerNo": "Customer (enterprise no.)",
    "orderNo": "Order",
    "owner": "Owner",
    "cost": "Cost",
    "remaining": "Remaining",
    "amortised": "Amortised",
    "amortisation": "Amortisation",
    "amortiseBasis": "Amortised by",
    "amortiseOver": "Amortised over",
    "amortisedUnits": "Amortised so far",
    "location": "Where it is",
    "status": "Status",
    "createdAt": "Created",
    "factory": "Factory of record",
    "transferNo": "Transfer no.",
    "from": "From",
    "to": "To",
    "toFactoryNo": "Receiving factory (enterprise no.)",
    "toLocation": "Location there",
    "note": "Note",
    "reason": "Reason",
    "units": "Used this time",
    "direction": "Direction",
    "sentBy": "Sent by",
    "signedBy": "Signed by"
  },
  "status": {
    "active": "Active",
    "at_other_factory": "At another factory",
    "scrapped": "Scrapped"
  },
  "transferStatus": {
    "sent": "Awaiting signature",
    "received": "Received",
    "refused": "Refused",
    "cancelled": "Cancelled"
  },
  "kind": {
    "test_fixture": "Test fixture",
    "stencil": "Stencil",
    "mould": "Mould",
    "other": "Other"
  },
  "owner": {
    "factory": "Factory",
    "customer": "Customer"
  },
  "basis": {
    "boards": "boards",
    "orders": "orders"
  },
  "direction": {
    "out": "Sent out",
    "in": "Received in"
  },
  "action": {
    "record_use": "Record use",
    "scrap": "Scrap",
    "transfer": "Transfer to another factory",
    "receive": "Sign for it",
    "refuse": "Refuse",
    "cancel": "Cancel the transfer"
  },
  "done": {
    "record_use": "Use recorded",
    "scrap": "Scrapped",
    "receive": "Signed for",
    "refuse": "Refused",
    "cancel": "Cancelled"
  }
};
