import { Input, Radio, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StatementLine } from './api';

export type Answers = Record<number, { answer: 'confirmed' | 'disputed'; reason?: string }>;

/**
 * The statement's lines; while the customer answers, each line has confirmed / disputed and the reason of a dispute.
 * Wide tables scroll inside their card on a phone.
 */
export default function AnswerTable({
  lines,
  answers,
  onChange,
}: {
  lines: StatementLine[];
  answers?: Answers;
  onChange?: (next: Answers) => void;
}) {
  const { t } = useTranslation('customerBilling');
  const set = (position: number, patch: Partial<Answers[number]>) =>
    onChange?.({ ...answers, [position]: { ...(answers?.[position] ?? { answer: 'confirmed' }), ...patch } });
  return (
    <Table<StatementLine>
      size="small"
      rowKey="position"
      pagination={false}
      dataSource={lines}
      scroll={{ x: 'max-content' }}
      data-testid="cs-lines"
      columns={[
        { title: '#', dataIndex: 'position' },
        { title: t('field.day'), dataIndex: 'day', render: (v: string | null) => v ?? '—' },
        { title: t('field.kind'), dataIndex: 'kind', render: (k: StatementLine['kind']) => t(`kind.${k}`) },
        { title: t('field.deliveryNo'), key: 'ref', render: (_: unknown, l) => l.deliveryNo ?? l.description ?? '—' },
        { title: t('field.orderNo'), dataIndex: 'orderNo', render: (v: string | null) => v ?? '—' },
        { title: t('field.partNo'), dataIndex: 'partNo', render: (v: string | null) => v ?? '—' },
        {
          title: t('field.quantity'),
          key: 'q',
          align: 'right',
          render: (_: unknown, l) => (l.quantity === null ? '—' : l.kind === 'disputed' ? -l.quantity : l.quantity),
        },
        { title: t('field.unitPrice'), dataIndex: 'unitPrice', align: 'right', render: (v: string | null) => v ?? '—' },
        { title: t('field.amount'), dataIndex: 'amount', align: 'right' },
        {
          title: t('field.answer'),
          key: 'answer',
          render: (_: unknown, l) =>
            answers ? (
              <div style={{ minWidth: 220 }}>
                <Radio.Group
                  size="small"
                  value={answers[l.position]?.answer ?? 'confirmed'}
                  onChange={(e) => set(l.position, { answer: e.target.value })}
                  data-testid={`cs-answer-${l.position}`}
                >
                  <Radio value="confirmed">{t('answer.confirmed')}</Radio>
                  <Radio value="disputed">{t('answer.disputed')}</Radio>
                </Radio.Group>
                {answers[l.position]?.answer === 'disputed' && (
                  <Input
                    size="small"
                    maxLength={500}
                    placeholder={t('field.reason')}
                    value={answers[l.position]?.reason}
                    onChange={(e) => set(l.position, { reason: e.target.value })}
                    data-testid={`cs-reason-${l.position}`}
                  />
                )}
              </div>
            ) : l.answer ? (
              `${t(`answer.${l.answer}`)}${l.answerReason ? `: ${l.answerReason}` : ''}`
            ) : (
              '—'
            ),
        },
      ]}
    />
  );
}
