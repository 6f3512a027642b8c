import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import PagedTable from '../../../components/PagedTable';
import { listCurrencies, saveCurrency, saveRate, type Currency } from '../api';
import MasterForm from './MasterForm';

/** Currencies with dated exchange rates (local currency per unit); a quotation takes the rate of its date. */
export default function CurrenciesTable() {
  const { t } = useTranslation('quotation');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [dialog, setDialog] = useState<'currency' | 'rate' | null>(null);
  const reload = () => void client.invalidateQueries({ queryKey: ['currencies'] });
  const saved = () => (void message.success(t('prompt.saved')), setDialog(null), reload());
  return (
    <>
      <PagedTable<Currency>
        queryKey={['currencies']}
        fetch={listCurrencies}
        rowKey="uid"
        toolbar={() => (
          <>
            <Button type="primary" onClick={() => setDialog('currency')}>
              {t('currency.addCurrency')}
            </Button>
            <Button onClick={() => setDialog('rate')}>{t('currency.addRate')}</Button>
            <Button href="/api/currencies/export">{t('action.export')}</Button>
          </>
        )}
        columns={[
          {
            title: t('field.code'),
            dataIndex: 'code',
            sorter: true,
            render: (code: string, row) => (
              <>
                {code} {row.isLocal && <Tag>{t('field.local')}</Tag>}
              </>
            ),
          },
          { title: t('field.name'), dataIndex: 'name' },
          { title: t('field.rate'), dataIndex: 'rate', align: 'right' },
          { title: t('field.effectiveOn'), dataIndex: 'rateEffectiveOn' },
          {
            title: t('section.currencies'),
            render: (_, row) => row.rates.map((r) => `${r.effectiveOn}: ${r.rate}`).join('; '),
          },
        ]}
      />
      <MasterForm<{ code: string; name: string; isLocal: boolean }>
        open={dialog === 'currency'}
        title={t('currency.addCurrency')}
        fields={[
          { name: 'code', label: t('field.code'), required: true },
          { name: 'name', label: t('field.name'), required: true },
          { name: 'isLocal', label: t('field.local'), kind: 'switch' },
        ]}
        onCancel={() => setDialog(null)}
        onSave={async (values) => (await saveCurrency({ ...values, code: values.code.trim().toUpperCase() }), saved())}
      />
      <MasterForm<{ currencyCode: string; rate: string; effectiveOn: string }>
        open={dialog === 'rate'}
        title={t('currency.addRate')}
        initial={{ effectiveOn: new Date().toISOString().slice(0, 10) }}
        fields={[
          { name: 'currencyCode', label: t('field.currency'), required: true },
          { name: 'rate', label: t('field.rate'), required: true },
          { name: 'effectiveOn', label: t('field.effectiveOn'), required: true },
        ]}
        onCancel={() => setDialog(null)}
        onSave={async (values) => (
          await saveRate({ ...values, currencyCode: values.currencyCode.trim().toUpperCase() }),
          saved()
        )}
      />
    </>
  );
}
