import { Card, DatePicker, Flex, Input, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '../../api/contract';
import { get } from '../../api/http';
import PagedTable from '../../components/PagedTable';
import type { PageAnswer, PageParams } from '../../components/PagedTable';
import { formatDateTime } from '../../locales/format';

type StaffSignIn = Schemas['StaffSignIn'];

const fetchSignIns = (params: PageParams & Record<string, unknown>) =>
  get<PageAnswer<StaffSignIn>>(
    `staff/sign-ins?${new URLSearchParams(
      Object.entries(params)
        .filter(([, v]) => v !== undefined && v !== '')
        .map(([k, v]) => [k, String(v)]),
    ).toString()}`,
  );

/** The sign-ins of the enterprise's staff, for its admins (issue 33): search by person and dates, paged. */
export default function StaffSignIns() {
  const { t } = useTranslation('staff');
  const [filters, setFilters] = useState<Record<string, string | undefined>>({});
  const day = (d: Dayjs | null | undefined) => d?.format('YYYY-MM-DD');

  return (
    <Card size="small" title={t('signIns.title')} data-testid="staff-sign-ins">
      <Flex gap="small" wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder={t('signIns.person')}
          style={{ width: 280 }}
          onSearch={(value) => setFilters((f) => ({ ...f, person: value.trim() || undefined }))}
        />
        <DatePicker.RangePicker
          onChange={(range) => setFilters((f) => ({ ...f, date_from: day(range?.[0]), date_to: day(range?.[1]) }))}
        />
      </Flex>
      <PagedTable<StaffSignIn>
        queryKey={['staff-sign-ins']}
        filters={filters}
        fetch={fetchSignIns}
        rowKey="id"
        columns={[
          { title: t('signIns.time'), dataIndex: 'at', render: (v: string) => formatDateTime(v) },
          { title: t('signIns.staffName'), dataIndex: 'staff_name' },
          { title: t('signIns.jobNumber'), dataIndex: 'job_number' },
          { title: t('signIns.address'), dataIndex: 'ip' },
          {
            title: t('signIns.browserSystem'),
            render: (_, row) => [row.browser, row.system].filter(Boolean).join(' / ') || '—',
          },
          {
            title: t('signIns.result'),
            render: (_, row) => <Tag color={row.success ? 'green' : 'red'}>{row.outcome_text}</Tag>,
          },
        ]}
      />
    </Card>
  );
}
