import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Flex, Input, Spin, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import AdjustDialog from './AdjustDialog';
import AnswerTable, { type Answers } from './AnswerTable';
import {
  answerStatement,
  cancelStatement,
  fetchStatement,
  moveStatement,
  statementExcelUrl,
  statementPdfUrl,
} from './api';
import { messageOf } from './errors';
import ReasonDialog from './ReasonDialog';
import { StatementTag } from './StatusTag';
import { formatDateTime } from '../../locales/format';

/** One statement: the sums, the lines with the customer's answers, the actions core's table allows the reader, the log. */
export default function StatementView({ no }: { no: string }) {
  const { t } = useTranslation('customerBilling');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ['customer-statements', 'detail', no],
    queryFn: () => fetchStatement(no),
    enabled: !!no,
  });
  const [adjusting, setAdjusting] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [answers, setAnswers] = useState<Answers | null>(null);
  const [note, setNote] = useState('');
  const reload = () => void client.invalidateQueries({ queryKey: ['customer-statements'] });

  if (!no) return <Alert type="warning" message={t('statement.none')} />;
  if (query.isLoading) return <Spin />;
  const s = query.data;
  if (!s) return <Alert type="warning" message={t('statement.none')} />;

  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      void message.success(done);
      setAnswers(null);
      setCancelling(false);
    } catch (error) {
      void message.error(messageOf(error));
    }
    reload();
  };
  const submitAnswers = () => {
    const lines = s.lines.map((l) => ({
      position: l.position,
      answer: answers?.[l.position]?.answer ?? 'confirmed',
      reason: answers?.[l.position]?.reason?.trim() || undefined,
    }));
    const missing = lines.find((l) => l.answer === 'disputed' && !l.reason);
    if (missing) return void message.warning(t('statement.reasonNeeded', { position: missing.position }));
    void run(
      () => answerStatement(s.no, { lines, note: note.trim() || undefined, rowVersion: s.rowVersion }),
      t('statement.answered'),
    );
  };

  return (
    <Flex vertical gap="small" data-testid="statement-detail">
      <Card
        size="small"
        title={
          <Flex gap="small" wrap align="center">
            <Typography.Text strong>{`${t('field.statementNo')} ${s.no}`}</Typography.Text>
            <StatementTag status={s.status} />
          </Flex>
        }
      >
        <Flex gap="small" wrap style={{ marginBottom: 12 }}>
          <Button href={statementPdfUrl(s.no)} target="_blank" data-testid="cs-pdf">
            PDF
          </Button>
          <Button href={statementExcelUrl(s.no)} data-testid="cs-excel">
            {t('export')}
          </Button>
          {s.actions.includes('adjust') && (
            <Button onClick={() => setAdjusting(true)} data-testid="cs-adjust">
              {t('statement.adjust')}
            </Button>
          )}
          {s.actions.includes('send') && (
            <Button
              type="primary"
              onClick={() => void run(() => moveStatement(s.no, 'send', s.rowVersion), t('statement.sent'))}
              data-testid="cs-send"
            >
              {t('statement.send')}
            </Button>
          )}
          {s.actions.includes('reopen') && (
            <Button
              onClick={() => void run(() => moveStatement(s.no, 'reopen', s.rowVersion), t('statement.reopened'))}
              data-testid="cs-reopen"
            >
              {t('statement.reopen')}
            </Button>
          )}
          {s.actions.includes('cancel') && (
            <Button danger onClick={() => setCancelling(true)} data-testid="cs-cancel">
              {t('statement.cancel')}
            </Button>
          )}
          {s.actions.includes('answer') && !answers && (
            <Button type="primary" onClick={() => setAnswers({})} data-testid="cs-answer">
              {t('statement.answer')}
            </Button>
          )}
          {s.side === 'factory' && s.status === 'confirmed' && (
            <Button
              type="primary"
              onClick={() => navigate(`/customer-invoice-add/index?statementNo=${encodeURIComponent(s.no)}`)}
              data-testid="cs-invoice"
            >
              {t('statement.invoice')}
            </Button>
          )}
        </Flex>
        <Descriptions size="small" bordered column={{ xs: 1, sm: 2 }}>
          <Descriptions.Item label={t('field.customer')}>{s.customer.name ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('field.factory')}>{s.factory.name ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('field.period')}>{s.period}</Descriptions.Item>
          <Descriptions.Item label={t('field.delivered')}>{`${s.currency} ${s.delivered}`}</Descriptions.Item>
          <Descriptions.Item label={t('field.disputed')}>{`${s.currency} -${s.disputed}`}</Descriptions.Item>
          <Descriptions.Item label={t('field.adjustments')}>{`${s.currency} ${s.adjustments}`}</Descriptions.Item>
          <Descriptions.Item label={t('field.total')}>
            <Typography.Text strong>{`${s.currency} ${s.total}`}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('payment.settled')}>
            {`${s.currency} ${s.settled}${s.invoiceNo ? ` (${s.invoiceNo})` : ''}`}
          </Descriptions.Item>
          <Descriptions.Item label={t('payment.open')}>
            <Typography.Text strong>{`${s.currency} ${s.open}`}</Typography.Text>
          </Descriptions.Item>
          {s.note && <Descriptions.Item label={t('field.note')}>{s.note}</Descriptions.Item>}
          {s.answerNote && <Descriptions.Item label={t('field.answerNote')}>{s.answerNote}</Descriptions.Item>}
          {s.cancelReason && <Descriptions.Item label={t('field.reason')}>{s.cancelReason}</Descriptions.Item>}
        </Descriptions>
      </Card>
      <Card size="small" title={t('field.lines')}>
        <AnswerTable lines={s.lines} answers={answers ?? undefined} onChange={setAnswers} />
        {answers && (
          <Flex vertical gap="small" style={{ marginTop: 12 }}>
            <Input.TextArea
              rows={2}
              maxLength={1000}
              placeholder={t('field.answerNote')}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
            <Flex gap="small" wrap>
              <Button type="primary" onClick={submitAnswers} data-testid="cs-answer-submit">
                {t('statement.submitAnswer')}
              </Button>
              <Button onClick={() => setAnswers(null)}>{t('back')}</Button>
            </Flex>
          </Flex>
        )}
      </Card>
      <Card size="small" title={t('log')}>
        <Timeline items={s.log.map((l) => ({ key: l.id, children: `${formatDateTime(l.at)} — ${l.text}` }))} />
      </Card>
      {adjusting && <AdjustDialog statement={s} open={adjusting} onClose={() => setAdjusting(false)} onDone={reload} />}
      <ReasonDialog
        open={cancelling}
        title={t('statement.cancel')}
        onClose={() => setCancelling(false)}
        onSubmit={(reason) => run(() => cancelStatement(s.no, reason, s.rowVersion), t('statement.cancelled'))}
      />
    </Flex>
  );
}
