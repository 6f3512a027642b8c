import type { PaymentProvider } from './provider.js';

/**
 * Offline bank transfer: the member transfers to the platform's account writing the recharge number as the
 * reference; finance sees the money on the bank statement and confirms the recharge (or rejects it).
 */
export const bankTransferProvider: PaymentProvider = {
  method: 'bank_transfer',
  async start(order) {
    return { bankReference: order.rechargeNo };
  },
};
