/** Production transfers (outsourcing) between factories (issue 20). */
export default {
  new: 'New production transfer',
  send: 'Send to the factory',
  export: 'Export to Excel',
  refresh: 'Refresh',
  required: 'Required',
  none: 'No such production transfer',
  back: 'Back to the list',
  log: 'Operation log',
  created: 'Production transfer {{no}} sent to the receiving factory',
  factoryHint: 'The other factory’s enterprise number on the platform, e.g. E0004',
  orderNote:
    'The order stays with the factory that took it (its price, payment and states do not change); ' +
    'the receiving factory produces it on that factory’s behalf, and the customer is told when it accepts.',
  field: {
    no: 'Transfer no.',
    orderNo: 'Order',
    customer: 'Customer',
    from: 'From factory',
    to: 'Receiving factory',
    toFactoryNo: 'Receiving factory (enterprise no.)',
    quantity: 'Quantity (pcs)',
    dueDate: 'Due date',
    status: 'Status',
    createdAt: 'Created',
    reason: 'Reason',
    answerReason: 'Reason for declining',
    direction: 'Direction',
  },
  status: {
    pending: 'Awaiting the receiving factory',
    accepted: 'Accepted',
    declined: 'Declined',
    withdrawn: 'Withdrawn',
  },
  direction: {
    out: 'Sent out',
    in: 'Received in',
  },
  action: {
    accept: 'Accept',
    decline: 'Decline',
    withdraw: 'Withdraw',
  },
  done: {
    accept: 'Accepted: the customer is told',
    decline: 'Declined',
    withdraw: 'Withdrawn',
  },
};
