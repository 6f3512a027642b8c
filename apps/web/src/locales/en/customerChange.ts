/** Customer engineering changes (issue 20): the customer asks, the factory offers its impact or rejects, the customer accepts or withdraws. */
export default {
  "new": "Ask for a change",
  "refresh": "Refresh",
  "export": "Export to Excel",
  "required": "Required",
  "none": "No such change",
  "back": "Back to the list",
  "log": "Operation log",
  "upload": "Attach files",
  "created": "Change {{no}} sent to the factory",
  "askSomething": "Give at least one of: a new revision, files, a quantity or a date",
  "amountHint": "In yuan; negative when the change costs less",
  "saleNotices": "The order's sales notices",
  "field": {
    "no": "Change no.",
    "customer": "Customer",
    "factory": "Factory",
    "orderNo": "Order",
    "what": "Asked",
    "description": "What changes and why",
    "newRevision": "New revision",
    "newQuantity": "New quantity",
    "newDate": "Requested date",
    "files": "Files",
    "amountDelta": "Price impact",
    "impactDate": "New delivery date",
    "impactNote": "Impact note",
    "rejectReason": "Reason for rejecting",
    "status": "Status",
    "createdAt": "Asked at",
    "saleNoticeNo": "Sales notice",
    "partNo": "Customer part number",
    "revision": "Revision",
    "quantity": "Quantity",
    "deliveryDate": "Delivery date"
  },
  "status": {
    "submitted": "Awaiting the factory",
    "offered": "Awaiting the customer",
    "accepted": "Accepted",
    "rejected": "Rejected",
    "withdrawn": "Withdrawn"
  },
  "action": {
    "offer": "Accept with impact",
    "reject": "Reject",
    "accept": "Accept the impact",
    "withdraw": "Withdraw"
  },
  "done": {
    "offer": "Impact sent to the customer",
    "reject": "Rejected",
    "accept": "Accepted: the order is changed",
    "withdraw": "Withdrawn"
  }
};
