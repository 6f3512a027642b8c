import { orderActions, refundActions, type RefundAction } from '@pcbunion/core';
import { App, Button, Space, type ButtonProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as api from './api';
import type { Order, RefundRecord } from './api';
import { factsOf } from './money';
import TextFieldsDialog from './TextFieldsDialog';
import { useRunAction } from './useRunAction';

/**
 * The factory's actions on an order (order management): accept with a production number and ship with carrier and
 * tracking number when the order state table allows it, and decide an open refund request (approve, or reject with
 * a reason). Invoice applications are marked issued in their own list (InvoiceApplications).
 */
export function useFactoryActions(reload: () => void) {
  const { t } = useTranslation('order');
  const { modal } = App.useApp();
  const { run, busy } = useRunAction(reload);
  const [accepting, setAccepting] = useState<Order | null>(null);
  const [shipping, setShipping] = useState<Order | null>(null);
  const [rejecting, setRejecting] = useState<RefundRecord | null>(null);

  const confirmThen = (content: string, then: () => Promise<unknown>) =>
    modal.confirm({ content, okButtonProps: { 'data-testid': 'confirm-ok' } as ButtonProps, onOk: () => then() });

  /** Decides the order's open refund request, read from its detail (the list says only that one is open). */
  const decide = async (order: Order, action: RefundAction) => {
    const refund = await api.openRefundOf(order.no).catch(() => null);
    if (!refund) return reload();
    if (action === 'reject') return setRejecting(refund);
    confirmThen(t('confirm.refundApprove', { amount: `${order.currency} ${refund.amount}` }), () =>
      run(`approve-${order.no}`, () => api.approveRefund(refund.id), t('done.refundApproved')),
    );
  };

  const buttons = (order: Order): ReactNode => {
    const allowed = orderActions(factsOf(order), 'factory');
    const decisions = factsOf(order).openRefund ? refundActions('requested', 'factory') : [];
    return (
      <Space size={4} wrap data-testid={`actions-${order.no}`}>
        {allowed.includes('accept') && (
          <Button size="small" type="primary" onClick={() => setAccepting(order)} data-testid={`accept-${order.no}`}>
            {t('action.accept')}
          </Button>
        )}
        {allowed.includes('ship') && (
          <Button size="small" type="primary" onClick={() => setShipping(order)} data-testid={`ship-${order.no}`}>
            {t('action.ship')}
          </Button>
        )}
        {decisions.map((action) => (
          <Button
            key={action}
            size="small"
            danger={action === 'reject'}
            loading={busy === `${action}-${order.no}`}
            data-testid={`refund-${action}-${order.no}`}
            onClick={() => void decide(order, action)}
          >
            {t(`refundAction.${action}`)}
          </Button>
        ))}
      </Space>
    );
  };

  const dialogs = (
    <>
      <TextFieldsDialog
        open={accepting !== null}
        title={t('accept.title', { no: accepting?.no ?? '' })}
        testId="accept"
        fields={[{ name: 'productionNo', label: t('accept.productionNo'), required: t('accept.required') }]}
        onClose={() => setAccepting(null)}
        onSubmit={async ({ productionNo }) => {
          if (
            await run(
              `accept-${accepting!.no}`,
              () => api.acceptOrder(accepting!.no, productionNo!),
              t('done.accepted'),
            )
          )
            setAccepting(null);
        }}
      />
      <TextFieldsDialog
        open={shipping !== null}
        title={t('ship.title', { no: shipping?.no ?? '' })}
        testId="ship"
        fields={[
          { name: 'carrier', label: t('ship.carrier'), required: t('ship.carrierRequired') },
          { name: 'trackingNo', label: t('ship.trackingNo'), required: t('ship.trackingRequired') },
        ]}
        onClose={() => setShipping(null)}
        onSubmit={async ({ carrier, trackingNo }) => {
          if (
            await run(
              `ship-${shipping!.no}`,
              () => api.shipOrder(shipping!.no, { carrier: carrier!, trackingNo: trackingNo! }),
              t('done.shipped'),
            )
          )
            setShipping(null);
        }}
      />
      <TextFieldsDialog
        open={rejecting !== null}
        title={t('reject.title', { amount: rejecting?.amount ?? '' })}
        testId="refund-reject"
        fields={[{ name: 'reason', label: t('reject.reason'), required: t('reject.required'), multiline: true }]}
        onClose={() => setRejecting(null)}
        onSubmit={async ({ reason }) => {
          if (
            await run(
              `reject-${rejecting!.id}`,
              () => api.rejectRefund(rejecting!.id, reason!),
              t('done.refundRejected'),
            )
          )
            setRejecting(null);
        }}
      />
    </>
  );
  return { buttons, dialogs };
}
