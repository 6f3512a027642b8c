/** The audit log (/audit-log): who did what to which record. */
export default {
  recordSearch: 'Record id or number',
  actorSearch: 'Person (name, phone, e-mail)',
  export: 'Export to Excel',
  verify: 'Check the chain',
  refresh: 'Refresh',
  platform: 'Platform',
  intact: 'The log is intact: {{rows}} rows in {{chains}} chains, none changed or removed.',
  broken: 'The log was tampered with:',
  field: {
    at: 'Time',
    enterprise: 'Enterprise',
    actor: 'Person',
    ip: 'Address',
    entity: 'Record type',
    record: 'Record',
    action: 'Action',
    changes: 'Before → after',
  },
};
