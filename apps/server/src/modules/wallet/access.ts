/**
 * The member-centre screens that show wallet data (spec 01 §6: a hidden menu is a closed endpoint). The balance is
 * read by member information, account balance and the withdrawal application alike.
 */
export const SCREENS = {
  balance: ['member-information', 'account-balance', 'withdrawal-application', 'withdrawal-records'],
  statement: ['account-balance'],
  recharge: ['member-information', 'account-balance'],
  bankAccounts: ['bank-account', 'withdrawal-application'],
  withdrawals: ['withdrawal-application', 'withdrawal-records'],
};

/** Who may withdraw the enterprise's money (issue 33: an enterprise's two-factor policy covers them). */
export const WITHDRAWING_SCREENS = ['withdrawal-application'];
