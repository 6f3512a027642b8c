import { Button, Card, Flex, Input, Select, Tabs } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import PagedTable, { type PageAnswer } from '../../components/PagedTable';
import AddDialog from '../../features/quotation/AddDialog';
import { listQuotations, type QuotationHeader, type QuotationList } from '../../features/quotation/api';
import { quotationColumns } from '../../features/quotation/columns';
import QuotationEditor from '../../features/quotation/editor/QuotationEditor';
import CurrenciesTable from '../../features/quotation/masters/CurrenciesTable';
import CustomersTable from '../../features/quotation/masters/CustomersTable';
import QuotationToolbar from '../../features/quotation/QuotationToolbar';
import { formatNumber } from '../../locales/format';

const TYPE_TABS = ['all', 'platform', 'internal'] as const;
type TypeTab = (typeof TYPE_TABS)[number];

/**
 * Quotation management (spec 02 §2): the factory's internal and platform quotations; add (manufacturer, then product
 * category), modify in the detail, submit, withdraw, delete, copy, upgrade, versions, log, print.
 */
export default function QuotationManagementPage() {
  const { t } = useTranslation('quotation');
  const [open, setOpen] = useState<string | null>(null);
  // From inquiry management's "Make a quotation": the add dialog opens on that inquiry.
  const [params, setParams] = useSearchParams();
  const fromInquiry = params.get('inquiry') ?? undefined;
  const [adding, setAdding] = useState(!!fromInquiry);
  const [filters, setFilters] = useState<{ search?: string; status?: string; validity?: string }>({});
  // The type tabs are the list's type filter; their counts come with every page, under the same other filters.
  const [typeTab, setTypeTab] = useState<TypeTab>('all');
  const [counts, setCounts] = useState<QuotationList['counts']>();
  const showCounts = useCallback((page: PageAnswer<QuotationHeader>) => setCounts((page as QuotationList).counts), []);
  if (open) return <QuotationEditor no={open} onBack={() => setOpen(null)} />;
  const quotations = (
    <Flex vertical gap="middle" data-testid="quotation-management">
      <Card size="small">
        <Flex gap="small" wrap>
          <Input.Search
            allowClear
            placeholder={t('action.search')}
            style={{ width: 260 }}
            onSearch={(value) => setFilters((f) => ({ ...f, search: value.trim() || undefined }))}
          />
          <Select
            allowClear
            placeholder={t('field.status')}
            style={{ width: 160 }}
            options={(['not_submitted', 'to_be_reviewed', 'reviewed', 'returned'] as const).map((s) => ({
              value: s,
              label: t(`status.${s}`),
            }))}
            onChange={(status?: string) => setFilters((f) => ({ ...f, status }))}
          />
          <Select
            allowClear
            placeholder={t('field.validity')}
            style={{ width: 140 }}
            options={(['normal', 'overdue'] as const).map((v) => ({ value: v, label: t(`validity.${v}`) }))}
            onChange={(validity?: string) => setFilters((f) => ({ ...f, validity }))}
          />
        </Flex>
      </Card>
      <Card size="small">
        <Tabs
          size="small"
          activeKey={typeTab}
          onChange={(key) => setTypeTab(key as TypeTab)}
          items={TYPE_TABS.map((key) => ({
            key,
            label: (
              <span data-testid={`type-tab-${key}`}>
                {key === 'all' ? t('tab.all') : t(`type.${key}`)}
                {counts && ` (${formatNumber(counts[key])})`}
              </span>
            ),
          }))}
        />
        <PagedTable<QuotationHeader>
          // A new type starts on its first page.
          key={typeTab}
          queryKey={['quotations', 'management']}
          filters={{ tab: 'all', ...filters, type: typeTab === 'all' ? undefined : typeTab }}
          fetch={listQuotations}
          onAnswer={showCounts}
          rowKey="quotationNo"
          selection="single"
          columns={[
            ...quotationColumns(t),
            {
              title: '',
              fixed: 'right',
              render: (_, row) => (
                <Button
                  size="small"
                  type="link"
                  onClick={() => setOpen(row.quotationNo)}
                  data-testid={`open-${row.quotationNo}`}
                >
                  {t('action.detail')}
                </Button>
              ),
            },
          ]}
          toolbar={({ requireOne, reload }) => (
            <>
              <Button type="primary" onClick={() => setAdding(true)} data-testid="quotation-add">
                {t('action.add')}
              </Button>
              <QuotationToolbar role="quoter" requireOne={requireOne} onEdit={setOpen} onChanged={reload} />
            </>
          )}
        />
      </Card>
      <AddDialog
        open={adding}
        inquiryNo={fromInquiry}
        onClose={(created) => {
          setAdding(false);
          if (fromInquiry) setParams({}, { replace: true });
          if (created) setOpen(created.quotationNo);
        }}
      />
    </Flex>
  );
  return (
    <Tabs
      items={[
        { key: 'quotations', label: t('section.quotations'), children: quotations },
        {
          key: 'customers',
          label: t('section.customers'),
          children: (
            <Card size="small">
              <CustomersTable />
            </Card>
          ),
        },
        {
          key: 'currencies',
          label: t('section.currencies'),
          children: (
            <Card size="small">
              <CurrenciesTable />
            </Card>
          ),
        },
      ]}
    />
  );
}
