/** "My data" on the personal profile: download my data, delete my account (issue 33). */
export default {
  title: 'My data',
  export: {
    title: 'Download my data',
    intro:
      'One zip archive of everything the portal holds about you: account, profile, enterprises, addresses, ' +
      'invoicing info, bank accounts (masked), wallet statement, orders, inquiries, messages, work orders, ' +
      'sign-in history and the files you uploaded. Its link works for 24 hours.',
    request: 'Prepare my archive',
    again: 'Prepare a new archive',
    requested: 'Your archive is being prepared',
    download: 'Download the archive',
    requestedAt: 'Asked for on {{at}}',
    validUntil: 'Link valid until {{at}}',
    states: { preparing: 'Being prepared', ready: 'Ready', failed: 'Failed', expired: 'Link expired' },
  },
  erase: {
    title: 'Delete my account',
    intro:
      'Your personal data is erased and you are signed out everywhere. What the law or the ledger requires is kept, anonymised.',
    open: 'Delete my account…',
    handOver:
      'You are the only administrator of {{enterprises}}: make another staff member an administrator in Staff management first.',
    erased: 'Erased',
    kept: 'Kept, anonymised, and why',
    count: '{{count}} records',
    password: 'Password',
    passwordRequired: 'Enter your password',
    authenticatorCode: 'Code from your authenticator app',
    sentCode: 'Verification code',
    sentTo: 'Sent to {{to}}',
    sendCode: 'Send code',
    codeSent: 'Code sent',
    codeRule: 'Enter the 6-digit code',
    cancel: 'Cancel',
    confirm: 'Delete my account for good',
    done: 'Your account has been deleted',
  },
};
