import { App, Button, Form, Input, InputNumber, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { approveInquiry, rejectInquiry, type Inquiry } from './api';

const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;

/**
 * The factory's review of one inquiry: approve at the requested price, or change the total (or the board-making
 * fee and other fees) and the delivery days with a reason; or reject with a reason. A 409 (someone else was
 * faster) shows the server's message naming the new state, and `onDone` reloads what the screen shows.
 */
export default function ReviewPanel({ inquiry, onDone }: { inquiry: Inquiry; onDone: () => void }) {
  const { t } = useTranslation('inquiry');
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  const requested = inquiry.requestPrice;

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      void message.success(t('status.' + (rejecting ? 'rejected' : 'approved')));
      onDone();
    } catch (error) {
      // The server's message is already shown. A 409 (someone else was faster: "Cannot approve: the inquiry is now
      // approved") reloads the screen; a refused field keeps the form as it was.
      if (error instanceof ApiError && error.status === 409) onDone();
    } finally {
      setBusy(false);
    }
  };

  const approve = async () => {
    const v = await form.validateFields(['total', 'boardFee', 'otherFees', 'deliveryDays', 'reason']);
    const changedFees = v.boardFee || v.otherFees;
    await run(() =>
      approveInquiry(inquiry.no, {
        ...(changedFees
          ? { boardFee: v.boardFee || undefined, otherFees: v.otherFees || undefined }
          : { total: v.total || undefined }),
        deliveryDays: v.deliveryDays ?? undefined,
        reason: v.reason?.trim() || undefined,
        expectedVersion: inquiry.version,
      }),
    );
  };
  const reject = async () => {
    const v = await form.validateFields(['rejectReason']);
    await run(() => rejectInquiry(inquiry.no, v.rejectReason.trim(), inquiry.version));
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ total: requested.total, deliveryDays: inquiry.deliveryDays }}
      data-testid="inquiry-review"
    >
      <Typography.Paragraph type="secondary">
        {t('review.requested', { total: `${requested.currency} ${requested.total}`, days: inquiry.deliveryDays })}
      </Typography.Paragraph>
      {!rejecting ? (
        <>
          <Space wrap align="start">
            <Form.Item name="total" label={t('review.total')} rules={[{ pattern: AMOUNT, message: t('review.total') }]}>
              <Input addonBefore={requested.currency} style={{ width: 200 }} data-testid="review-total" />
            </Form.Item>
            <Form.Item
              name="boardFee"
              label={t('review.boardFee')}
              rules={[{ pattern: AMOUNT, message: t('review.boardFee') }]}
            >
              <Input placeholder={requested.boardFee} style={{ width: 150 }} />
            </Form.Item>
            <Form.Item
              name="otherFees"
              label={t('review.otherFees')}
              rules={[{ pattern: AMOUNT, message: t('review.otherFees') }]}
            >
              <Input placeholder={requested.otherFees} style={{ width: 150 }} />
            </Form.Item>
            <Form.Item name="deliveryDays" label={t('review.deliveryDays')}>
              <InputNumber min={1} max={365} precision={0} data-testid="review-days" />
            </Form.Item>
          </Space>
          <Form.Item name="reason" label={t('review.reason')} extra={t('review.reasonHint')}>
            <Input.TextArea maxLength={500} autoSize={{ minRows: 1, maxRows: 3 }} data-testid="review-reason" />
          </Form.Item>
          <Space>
            <Button
              type="primary"
              loading={busy}
              onClick={() => void approve().catch(() => undefined)}
              data-testid="review-approve"
            >
              {t('review.approve')}
            </Button>
            <Button danger onClick={() => setRejecting(true)} data-testid="review-reject-open">
              {t('review.reject')}
            </Button>
          </Space>
        </>
      ) : (
        <>
          <Form.Item
            name="rejectReason"
            label={t('review.rejectReason')}
            rules={[{ required: true, whitespace: true, message: t('required', { field: t('review.rejectReason') }) }]}
          >
            <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} data-testid="review-reject-reason" />
          </Form.Item>
          <Space>
            <Button
              danger
              type="primary"
              loading={busy}
              onClick={() => void reject().catch(() => undefined)}
              data-testid="review-reject"
            >
              {t('review.reject')}
            </Button>
            <Button onClick={() => setRejecting(false)}>{t('review.approve')}</Button>
          </Space>
        </>
      )}
    </Form>
  );
}
