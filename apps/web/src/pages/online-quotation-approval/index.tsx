import { QUOTATION_TABS, type QuotationTab } from '@pcbunion/core';
import { Card, Flex, Input, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import PagedTable from '../../components/PagedTable';
import { listQuotations, type QuotationHeader } from '../../features/quotation/api';
import { quotationColumns } from '../../features/quotation/columns';
import QuotationToolbar from '../../features/quotation/QuotationToolbar';

/** Quotation approval (spec 02 §2): tabs All / To be reviewed / Approved; audit, de-approve, return, view log, print. */
export default function OnlineQuotationApprovalPage() {
  const { t } = useTranslation('quotation');
  const [tab, setTab] = useState<QuotationTab>('to_be_reviewed');
  const [search, setSearch] = useState<string | undefined>();
  return (
    <Card size="small" data-testid="quotation-approval">
      <Flex vertical gap="small">
        <Flex justify="space-between" wrap gap="small">
          <Tabs
            activeKey={tab}
            onChange={(key) => setTab(key as QuotationTab)}
            items={QUOTATION_TABS.map((key) => ({
              key,
              label: <span data-testid={`tab-${key}`}>{t(`tab.${key}`)}</span>,
            }))}
          />
          <Input.Search
            allowClear
            placeholder={t('action.search')}
            style={{ width: 260 }}
            onSearch={(value) => setSearch(value.trim() || undefined)}
          />
        </Flex>
        <PagedTable<QuotationHeader>
          queryKey={['quotations', 'approval']}
          filters={{ tab, search }}
          fetch={listQuotations}
          rowKey="quotationNo"
          selection="single"
          columns={quotationColumns(t)}
          toolbar={({ requireOne, reload }) => (
            <QuotationToolbar role="approver" requireOne={requireOne} onChanged={reload} />
          )}
        />
      </Flex>
    </Card>
  );
}
