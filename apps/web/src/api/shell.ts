import type { Answer } from './contract';
import { getText, post } from './http';

/** The session and notice calls of docs/api-shell.md; all silent: the shell decides what to show. */
export const verifyLogin = () =>
  post<Answer<'/api/verify_login', 'post'>>('verify_login', {}, { silent: true, readOnly: true });
export const pollingLogin = (uid: string) =>
  post<Answer<'/api/polling-login', 'post'>>('polling-login', { uid }, { silent: true, readOnly: true });
export const checkAuth = () => getText('auth/check');
export const enterpriseExpiry = (enterprise_uid: string) =>
  post<Answer<'/api/enterprise/expiry', 'post'>>(
    'enterprise/expiry',
    { enterprise_uid },
    { silent: true, readOnly: true },
  );

export const updatePassword = (old_password: string, new_password: string) =>
  post<null>('busiservice.pcbuniontrans.updatepassword', { old_password, new_password }, { silent: true });

export const messageStatistics = (satff_member: 0 | 1) =>
  post<Answer<'/api/busiservice.pcbuniontrans.workordermessagestatistics', 'post'>>(
    'busiservice.pcbuniontrans.workordermessagestatistics',
    { flag: 1, satff_member },
    { silent: true, readOnly: true },
  );

export interface BiddingNotice {
  uid: string;
  todowork_uid: string;
  bidding_doccode: string;
  mat_name: string;
  entp_name: string;
  standard_request_details_no: string;
}

export const biddingNotices = () =>
  post<BiddingNotice[]>('busiservice.pcbuniontrans.biddingmessagequery', {}, { silent: true, readOnly: true });
export const closeBiddingNotices = (items: BiddingNotice[]) =>
  post<null>(
    'busiservice.pcbuniontrans.biddingmessageclose',
    { data: items.map((i) => ({ todowork_uid: i.todowork_uid })) },
    { silent: true },
  );

/**
 * Spec 01 §2.7: closing a tab opened from the manual-quotation screen for an inquiry updates its status first;
 * `suppenterpriseuid` is the quoting enterprise, the one signed in.
 */
export const updateInquiryStatus = (inquiry_uid: string, suppenterpriseuid: string) =>
  post<null>(
    'busiservice.pcbuniontrans.updatethestatusofinquiry',
    { inquiry_uid, suppenterpriseuid },
    { silent: true },
  );
