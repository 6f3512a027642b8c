import { DatePicker, Form, Input, InputNumber, Modal, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { PurchaseLine } from './api';

export type LinesDialogMode = 'revise' | 'receive';
type Row = { quantity?: number | string; unitPrice?: string; deliveryDate?: Dayjs; lotNo?: string };

/**
 * The lines of an order to change (quantity, price, delivery date: a new version after sending) or to receive
 * (quantity and lot number per line; a line left empty is not received now).
 */
export default function LinesDialog({
  mode,
  lines,
  onClose,
  onSubmit,
}: {
  mode: LinesDialogMode | null;
  lines: PurchaseLine[];
  onClose: () => void;
  onSubmit: (rows: Row[], deliveryNoteNo: string) => Promise<void>;
}) {
  const { t } = useTranslation('purchase');
  const [form] = Form.useForm<{ rows: Row[]; deliveryNoteNo: string }>();
  const initial = lines.map((l) =>
    mode === 'revise' ? { quantity: l.quantity, unitPrice: l.unitPrice, deliveryDate: dayjs(l.deliveryDate) } : {},
  );
  // A receipt receives something: submitted with every quantity empty, the quantities are marked (nothing is sent).
  const somethingReceived = () =>
    ((form.getFieldValue('rows') as Row[] | undefined) ?? []).some((r) => Number(r?.quantity ?? 0) > 0);
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    // A refusal is shown by the server's toast and leaves the dialog open.
    if (values) await onSubmit(values.rows, values.deliveryNoteNo ?? '').catch(() => null);
  };
  return (
    <Modal
      open={mode !== null}
      width={900}
      title={mode ? t(`action.${mode}`) : ''}
      onCancel={onClose}
      onOk={() => void submit()}
      destroyOnHidden
    >
      <Form form={form} initialValues={{ rows: initial }} key={`${mode}-${lines.length}`}>
        {mode === 'receive' && (
          <Form.Item name="deliveryNoteNo" label={t('column.deliveryNoteNo')}>
            <Input maxLength={64} data-testid="receive-delivery-note" />
          </Form.Item>
        )}
        <Table<PurchaseLine>
          size="small"
          pagination={false}
          rowKey="uid"
          dataSource={lines}
          columns={[
            { title: t('column.lineNo'), dataIndex: 'lineNo' },
            { title: t('column.material'), render: (_, l) => `${l.materialNo} ${l.materialName}` },
            { title: t('column.quantity'), render: (_, l) => `${l.quantity} ${l.unitName}` },
            ...(mode === 'receive'
              ? [
                  { title: t('column.received'), dataIndex: 'receivedQuantity' },
                  {
                    title: t('column.receiveNow'),
                    render: (_: unknown, __: PurchaseLine, i: number) => (
                      <Form.Item
                        name={['rows', i, 'quantity']}
                        style={{ margin: 0 }}
                        rules={[
                          {
                            validator: () =>
                              somethingReceived() ? Promise.resolve() : Promise.reject(new Error(t('required'))),
                          },
                        ]}
                      >
                        <InputNumber min={0} stringMode data-testid={`receive-quantity-${i}`} />
                      </Form.Item>
                    ),
                  },
                  {
                    title: t('column.lotNo'),
                    render: (_: unknown, __: PurchaseLine, i: number) => (
                      <Form.Item noStyle name={['rows', i, 'lotNo']}>
                        <Input maxLength={64} data-testid={`receive-lot-${i}`} />
                      </Form.Item>
                    ),
                  },
                ]
              : [
                  {
                    title: t('column.newQuantity'),
                    render: (_: unknown, __: PurchaseLine, i: number) => (
                      <Form.Item noStyle name={['rows', i, 'quantity']}>
                        <InputNumber min={0.0001} stringMode data-testid={`revise-quantity-${i}`} />
                      </Form.Item>
                    ),
                  },
                  {
                    title: t('column.unitPrice'),
                    render: (_: unknown, __: PurchaseLine, i: number) => (
                      <Form.Item noStyle name={['rows', i, 'unitPrice']}>
                        <InputNumber min={0} stringMode />
                      </Form.Item>
                    ),
                  },
                  {
                    title: t('column.deliveryDate'),
                    render: (_: unknown, __: PurchaseLine, i: number) => (
                      <Form.Item noStyle name={['rows', i, 'deliveryDate']}>
                        <DatePicker />
                      </Form.Item>
                    ),
                  },
                ]),
          ]}
        />
      </Form>
    </Modal>
  );
}
