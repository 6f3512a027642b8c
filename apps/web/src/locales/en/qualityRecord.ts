/** Poor quality records (issue 20): the customer's complaint on a delivery, the factory's 8D answer, closure. */
export default {
  "new": "Report a quality problem",
  "refresh": "Refresh",
  "export": "Export to Excel",
  "required": "Required",
  "none": "No such record",
  "back": "Back to the list",
  "log": "Operation log",
  "answer": "The factory's 8D answer",
  "created": "Quality record {{no}} sent to the factory",
  "atMost": "At most {{n}} pcs delivered on this line",
  "field": {
    "no": "Record no.",
    "customer": "Customer",
    "factory": "Factory",
    "deliveryNo": "Delivery",
    "deliveryLine": "Delivery line",
    "orderNo": "Order",
    "partNo": "Customer part number",
    "defectType": "Defect type",
    "quantity": "Defective / delivered",
    "lot": "Lot",
    "description": "Description",
    "photos": "Photos",
    "containment": "Containment",
    "rootCause": "Root cause",
    "correctiveAction": "Corrective action",
    "verification": "Verification",
    "reopenReason": "Reason for reopening",
    "status": "Status",
    "createdAt": "Filed at"
  },
  "status": {
    "open": "Awaiting the factory's answer",
    "answered": "Answered",
    "closed": "Closed",
    "withdrawn": "Withdrawn"
  },
  "action": {
    "answer": "Answer (8D)",
    "close": "Close",
    "reopen": "Reopen",
    "withdraw": "Withdraw"
  },
  "done": {
    "answer": "Answer sent to the customer",
    "close": "Closed",
    "reopen": "Reopened",
    "withdraw": "Withdrawn"
  },
  "defect": {
    "open_circuit": "Open circuit",
    "short_circuit": "Short circuit",
    "solder_mask": "Solder mask",
    "silkscreen": "Silkscreen",
    "dimension": "Dimension",
    "plating": "Plating",
    "warpage": "Warpage",
    "contamination": "Contamination",
    "soldering": "Soldering",
    "component": "Component",
    "other": "Other"
  }
};
