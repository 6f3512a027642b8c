import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { telephoneRule } from '../../../components/form-rules/telephone';
import PagedTable from '../../../components/PagedTable';
import { deleteCustomer, listCustomers, saveCustomer, type Customer } from '../api';
import MasterForm from './MasterForm';

/**
 * The factory's customers (number, name, level) — the customer master's active files, shown with level A–D: search,
 * sort, paging, add, modify (compare-and-set on the version read), delete (archives the file), Excel export.
 */
export default function CustomersTable() {
  const { t } = useTranslation('quotation');
  const { modal, message } = App.useApp();
  const client = useQueryClient();
  const [search, setSearch] = useState<string>();
  const [editing, setEditing] = useState<Partial<Customer> | null>(null);
  const reload = () => void client.invalidateQueries({ queryKey: ['factory-customers'] });
  return (
    <>
      <PagedTable<Customer>
        queryKey={['factory-customers']}
        filters={{ search }}
        fetch={listCustomers}
        rowKey="uid"
        selection="single"
        toolbar={({ requireOne }) => (
          <>
            <Input.Search
              allowClear
              placeholder={t('action.search')}
              style={{ width: 220 }}
              onSearch={(v) => setSearch(v.trim() || undefined)}
            />
            <Button type="primary" onClick={() => setEditing({ level: 'B' })}>
              {t('action.add')}
            </Button>
            <Button
              onClick={() => {
                const row = requireOne();
                if (row) setEditing(row);
              }}
            >
              {t('action.edit')}
            </Button>
            <Button
              danger
              onClick={() => {
                const row = requireOne();
                if (row)
                  modal.confirm({
                    title: t('prompt.confirmDelete', { no: row.customerNo }),
                    onOk: async () => (await deleteCustomer(row.uid), reload()),
                  });
              }}
            >
              {t('action.delete')}
            </Button>
            <Button href="/api/factory-customers/export">{t('action.export')}</Button>
          </>
        )}
        columns={[
          { title: t('field.customerNo'), dataIndex: 'customerNo', sorter: true },
          { title: t('field.customerName'), dataIndex: 'name', sorter: true },
          { title: t('field.customerLevel'), dataIndex: 'level', sorter: true },
          { title: t('field.contact'), dataIndex: 'contact' },
          { title: t('field.phone'), dataIndex: 'phone' },
        ]}
      />
      <MasterForm<Customer>
        open={editing !== null}
        title={t('section.customers')}
        initial={editing ?? undefined}
        fields={[
          { name: 'customerNo', label: t('field.customerNo'), required: true },
          { name: 'name', label: t('field.customerName'), required: true },
          {
            name: 'level',
            label: t('field.customerLevel'),
            options: ['A', 'B', 'C', 'D'].map((v) => ({ value: v, label: v })),
          },
          { name: 'contact', label: t('field.contact') },
          { name: 'phone', label: t('field.phone'), rules: [telephoneRule(t)] },
        ]}
        onCancel={() => setEditing(null)}
        onSave={async (values) => {
          await saveCustomer(
            {
              ...values,
              contact: values.contact ?? undefined,
              phone: values.phone ?? undefined,
              remarks: values.remarks ?? undefined,
              rowVersion: editing?.rowVersion,
            },
            editing?.uid,
          );
          void message.success(t('prompt.saved'));
          setEditing(null);
          reload();
        }}
      />
    </>
  );
}
