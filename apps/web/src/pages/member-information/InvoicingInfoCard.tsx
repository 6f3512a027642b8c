import type { InvoicingInfoField } from '@pcbunion/core';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Form, Input, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import PagedTable from '../../components/PagedTable';
import RevealButton from '../../components/RevealButton';
import {
  createInvoicingInfo,
  deleteInvoicingInfo,
  listInvoicingInfos,
  revealInvoicingInfo,
  updateInvoicingInfo,
  type InvoicingInfo,
  type InvoicingInput,
} from '../../features/addresses/api';
import { showFieldError } from '../../features/addresses/field-errors';
import InvoicingField from './InvoicingField';

const FIELDS: InvoicingInfoField[] = [
  'unitName',
  'taxpayerNo',
  'address',
  'detailAddress',
  'phone',
  'bank',
  'bankCardNo',
  'email',
  'status',
];
const NEW_ROW: InvoicingInput = {
  unitName: '',
  taxpayerNo: '',
  address: '',
  detailAddress: '',
  phone: '',
  bank: '',
  bankCardNo: '',
  email: '',
  status: 'valid',
};

/**
 * Invoicing info on the member-information screen (spec 02 §2, §3, §5 Invoicing): an editable table where only one
 * row — an existing one or the new one above the table — is edited at a time, and every field is required.
 */
export default function InvoicingInfoCard() {
  const { t } = useTranslation('addresses');
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<InvoicingInput>();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [saving, setSaving] = useState(false);
  const [keyword, setKeyword] = useState<string | undefined>();
  const reload = () => void client.invalidateQueries({ queryKey: ['invoicing-infos'] });

  const startEditing = (id: string | 'new', values: InvoicingInput) => {
    if (editing) {
      void message.warning(t('oneRowAtATime'));
      return;
    }
    form.resetFields();
    form.setFieldsValue(values);
    setEditing(id);
  };

  const save = async () => {
    let values: InvoicingInput;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      if (editing === 'new') await createInvoicingInfo(values);
      else if (editing) await updateInvoicingInfo(editing, values);
      void message.success(t('invoicingSaved'));
      setEditing(null);
      reload();
    } catch (error) {
      if (!showFieldError(form, error, FIELDS)) void message.error((error as Error).message);
    } finally {
      setSaving(false);
    }
  };

  const remove = (row: InvoicingInfo) =>
    modal.confirm({
      title: t('confirmDeleteInvoicing', { name: row.unitName }),
      onOk: async () => {
        await deleteInvoicingInfo(row.id);
        void message.success(t('deleted'));
        reload();
      },
    });

  const actions = (
    <Space size="small">
      <Button size="small" type="primary" loading={saving} onClick={() => void save()} data-testid="invoicing-save">
        {t('save')}
      </Button>
      <Button size="small" onClick={() => setEditing(null)}>
        {t('cancel')}
      </Button>
    </Space>
  );

  /** The masked numbers in full, after the password (an edit keeps the masks it was shown: the server keeps the numbers). */
  const revealed = async (id: string, password: string) => {
    const numbers = await revealInvoicingInfo(id, password);
    return [
      { label: t('invoicing.taxpayerNo'), value: numbers.taxpayerNo },
      { label: t('invoicing.bankCardNo'), value: numbers.bankCardNo },
    ];
  };

  const cell = (field: InvoicingInfoField) => (value: string, row: InvoicingInfo) =>
    editing === row.id ? (
      <InvoicingField field={field} />
    ) : field === 'status' ? (
      <Tag color={value === 'valid' ? 'green' : 'default'}>{t(`invoicingStatus.${value}`)}</Tag>
    ) : field === 'taxpayerNo' || field === 'bankCardNo' ? (
      <Space size={4}>
        {value}
        <RevealButton testId={`reveal-${field}-${row.id}`} reveal={(password) => revealed(row.id, password)} />
      </Space>
    ) : (
      value
    );

  return (
    <Card title={t('invoicingTitle')} size="small" data-testid="invoicing-info">
      <Form form={form} component={false}>
        <Flex vertical gap="small">
          <Input.Search
            allowClear
            placeholder={t('invoicingSearch')}
            style={{ width: 280 }}
            onSearch={(v) => setKeyword(v.trim() || undefined)}
          />
          {editing === 'new' && (
            <Card
              size="small"
              type="inner"
              title={t('newInvoicingRow')}
              extra={actions}
              data-testid="invoicing-new-row"
            >
              <Flex gap="small" wrap>
                {FIELDS.map((f) => (
                  <Flex vertical key={f} style={{ width: 200 }}>
                    <span>{t(`invoicing.${f}`)}</span>
                    <InvoicingField field={f} />
                  </Flex>
                ))}
              </Flex>
            </Card>
          )}
          <PagedTable<InvoicingInfo>
            queryKey={['invoicing-infos']}
            filters={{ keyword }}
            fetch={listInvoicingInfos}
            rowKey="id"
            toolbar={() => (
              <Button type="primary" onClick={() => startEditing('new', NEW_ROW)} data-testid="add-invoicing">
                {t('addInvoicing')}
              </Button>
            )}
            columns={[
              ...FIELDS.map((f) => ({
                title: t(`invoicing.${f}`),
                dataIndex: f,
                sorter: !['detailAddress', 'phone', 'taxpayerNo', 'bankCardNo'].includes(f),
                render: cell(f),
              })),
              {
                title: t('actions'),
                fixed: 'right' as const,
                render: (_: unknown, row: InvoicingInfo) =>
                  editing === row.id ? (
                    actions
                  ) : (
                    <Space size="small">
                      <Button
                        size="small"
                        type="link"
                        onClick={() => startEditing(row.id, row)}
                        data-testid={`edit-invoicing-${row.id}`}
                      >
                        {t('edit')}
                      </Button>
                      <Button size="small" type="link" danger disabled={!!editing} onClick={() => remove(row)}>
                        {t('delete')}
                      </Button>
                    </Space>
                  ),
              },
            ]}
          />
        </Flex>
      </Form>
    </Card>
  );
}
