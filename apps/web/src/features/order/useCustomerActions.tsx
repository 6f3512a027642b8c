import { orderActions, refundActions, type OrderAction } from '@pcbunion/core';
import { App, Button, Space, type ButtonProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdempotencyKey } from '../wallet/idempotency';
import * as api from './api';
import type { Order } from './api';
import InvoiceDialog from './InvoiceDialog';
import { factsOf } from './money';
import RefundDialog from './RefundDialog';
import { useRunAction } from './useRunAction';

/** The new inquiries of a reorder answer (`{ orderNo, inquiries: [{ inquiryNo, priceChanged }] }`), and whether a price changed. */
function reordered(answer: api.ReorderAnswer): { no: string; changed: boolean } {
  return {
    no: answer.inquiries.map((i) => i.inquiryNo).join(', '),
    changed: answer.inquiries.some((i) => i.priceChanged),
  };
}

/**
 * The customer's actions on an order (My order, recycle bin): only those the order state table (packages/core
 * `orderActions`) allows in the order's state, plus cancelling an open refund request. Pay carries one
 * `Idempotency-Key` per attempt, so a double click pays once.
 */
export function useCustomerActions(reload: () => void) {
  const { t } = useTranslation('order');
  const { modal } = App.useApp();
  const { run, busy } = useRunAction(reload);
  const payKey = useIdempotencyKey();
  const [refunding, setRefunding] = useState<Order | null>(null);
  const [invoicing, setInvoicing] = useState<Order | null>(null);

  const confirmThen = (content: string, then: () => Promise<unknown>) =>
    modal.confirm({ content, okButtonProps: { 'data-testid': 'confirm-ok' } as ButtonProps, onOk: () => then() });

  const pay = (order: Order) =>
    confirmThen(t('confirm.pay', { no: order.no, amount: `${order.currency} ${order.total}` }), async () => {
      const done = await run(
        `pay-${order.no}`,
        () => api.payOrder(order.no, payKey.keyFor({ pay: order.no })),
        t('done.paid', { no: order.no }),
      );
      if (done) payKey.done();
    });

  const handlers: Partial<Record<OrderAction, (order: Order) => void>> = {
    pay,
    cancel: (o) =>
      confirmThen(t('confirm.cancel', { no: o.no }), () =>
        run(`cancel-${o.no}`, () => api.cancelOrder(o.no), t('done.cancelled', { no: o.no })),
      ),
    request_refund: (o) => setRefunding(o),
    apply_invoice: (o) => setInvoicing(o),
    confirm_receipt: (o) =>
      confirmThen(t('confirm.confirm_receipt', { no: o.no }), () =>
        run(`confirm_receipt-${o.no}`, () => api.confirmReceipt(o.no), t('done.received')),
      ),
    delete: (o) =>
      confirmThen(t('confirm.delete', { no: o.no }), () =>
        run(`delete-${o.no}`, () => api.deleteOrder(o.no), t('done.deleted')),
      ),
    restore: (o) =>
      confirmThen(t('confirm.restore', { no: o.no }), () =>
        run(`restore-${o.no}`, () => api.restoreOrder(o.no), t('done.restored')),
      ),
    reorder: (o) =>
      confirmThen(t('confirm.reorder', { no: o.no }), () =>
        run(
          `reorder-${o.no}`,
          () => api.reorder(o.no),
          (answer) => {
            const made = reordered(answer);
            return t(made.changed ? 'done.reorderedChanged' : 'done.reordered', { no: made.no });
          },
        ),
      ),
  };

  /** The open request is read from the order's detail (the list says only that one is open). */
  const cancelOpenRefund = async (order: Order) => {
    const refund = await api.openRefundOf(order.no).catch(() => null);
    if (!refund) return reload();
    confirmThen(t('confirm.refundCancel', { amount: `${order.currency} ${refund.amount}` }), () =>
      run(`cancel_refund-${order.no}`, () => api.cancelRefund(refund.id), t('done.refundCancelled')),
    );
  };

  const buttons = (order: Order): ReactNode => {
    const allowed = orderActions(factsOf(order), 'customer').filter((a) => handlers[a] !== undefined);
    const canCancelRefund = factsOf(order).openRefund && refundActions('requested', 'customer').includes('cancel');
    return (
      <Space size={4} wrap data-testid={`actions-${order.no}`}>
        {allowed.map((action) => (
          <Button
            key={action}
            size="small"
            type={action === 'pay' ? 'primary' : 'default'}
            danger={action === 'cancel' || action === 'delete'}
            loading={busy === `${action}-${order.no}`}
            onClick={() => handlers[action]?.(order)}
            data-testid={`${action}-${order.no}`}
          >
            {t(`action.${action}`)}
          </Button>
        ))}
        {canCancelRefund && (
          <Button
            size="small"
            loading={busy === `cancel_refund-${order.no}`}
            data-testid={`cancel-refund-${order.no}`}
            onClick={() => void cancelOpenRefund(order)}
          >
            {t('refundAction.cancel')}
          </Button>
        )}
      </Space>
    );
  };

  const dialogs = (
    <>
      <RefundDialog
        order={refunding}
        onClose={() => setRefunding(null)}
        onSubmit={async (body) => {
          const done = await run(
            `request_refund-${refunding!.no}`,
            () => api.requestRefund(refunding!.no, body),
            t('done.refundRequested'),
          );
          if (done) setRefunding(null);
        }}
      />
      <InvoiceDialog
        order={invoicing}
        onClose={() => setInvoicing(null)}
        onSubmit={async (body) => {
          const done = await run(
            `apply_invoice-${invoicing!.no}`,
            () => api.applyInvoice(invoicing!.no, body),
            t('done.invoiceApplied'),
          );
          if (done) setInvoicing(null);
        }}
      />
    </>
  );
  return { buttons, dialogs };
}
