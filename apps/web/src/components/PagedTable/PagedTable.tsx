import { hashKey, keepPreviousData, useQuery } from '@tanstack/react-query';
import { Flex, Table, type TableColumnsType, type TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { firstPage, pageSizesOf, sortParams, type PageAnswer, type PageParams, type SummarySpec } from './table-state';
import SummaryRow from './SummaryRow';
import { useSelection } from './useSelection';

export interface ToolbarContext<T> {
  selected: T[];
  reload: () => void;
  /** The selected rows, or null after "please select one data". */
  requireSelection: () => T[] | null;
  requireOne: () => T | null;
}

export interface PagedTableProps<T> {
  /** Called with page_no, page_size, field?, sort? and the filters; answers `{ data, total }`. */
  fetch: (params: PageParams & Record<string, unknown>) => Promise<PageAnswer<T>>;
  queryKey: readonly unknown[];
  filters?: Record<string, unknown>;
  columns: TableColumnsType<T>;
  rowKey: TableProps<T>['rowKey'];
  selection?: 'single' | 'multiple';
  /** Show the pagination even when everything fits on one page. */
  alwaysShowPagination?: boolean;
  /** Add the 合计 row: `true` adds up every numeric column; a spec names the columns (and the currency of a row). */
  summary?: boolean | SummarySpec<T>;
  /** A data-service list (spec 02 §9): 12 rows first instead of 20. */
  dataService?: boolean;
  toolbar?: (context: ToolbarContext<T>) => ReactNode;
  /** Called with each answer shown (also one from the cache), for what a list answers beside its rows (tab counts). */
  onAnswer?: (answer: PageAnswer<T>) => void;
}

/** The generic paged table of spec 01 §3 / §9: page sizes 20 / 60 / 100, server sort, selection, summary row. */
export default function PagedTable<T extends object>(props: PagedTableProps<T>) {
  const {
    fetch,
    queryKey,
    filters,
    columns,
    rowKey,
    selection,
    alwaysShowPagination,
    summary,
    dataService,
    toolbar,
    onAnswer,
  } = props;
  const { t } = useTranslation('components');
  const [params, setParams] = useState<PageParams>(() => firstPage(dataService));
  const request = { ...filters, ...params };
  // A page, size, sort or filter the user just chose is always asked of the server (staleTime 0 from the choice until
  // its answer is in), even when the cache holds that page from a moment ago; the same rows shown again (the tab
  // shown again) are not, within the app's 30 s staleTime.
  const requestHash = hashKey([...queryKey, request]);
  const [answeredHash, setAnsweredHash] = useState(requestHash);
  const justChanged = answeredHash !== requestHash;
  const query = useQuery({
    queryKey: [...queryKey, request],
    queryFn: () => fetch(request),
    placeholderData: keepPreviousData,
    ...(justChanged ? { staleTime: 0 } : {}),
  });
  if (justChanged && query.fetchStatus === 'idle') setAnsweredHash(requestHash);
  useEffect(() => {
    if (query.data) onAnswer?.(query.data);
  }, [query.data, onAnswer]);
  const select = useSelection<T>(selection);
  const rows = query.data?.data ?? [];

  const onChange: TableProps<T>['onChange'] = (pagination, _filters, sorter) => {
    const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<T> | undefined;
    const pageSize = pagination.pageSize ?? params.page_size;
    setParams({
      page_no: pageSize !== params.page_size ? 1 : (pagination.current ?? 1),
      page_size: pageSize,
      ...sortParams(s?.field, s?.order),
    });
  };

  return (
    <Flex vertical gap="small">
      {toolbar && (
        <Flex gap="small" wrap>
          {toolbar({
            selected: select.selected,
            reload: () => void query.refetch(),
            requireSelection: select.requireSelection,
            requireOne: select.requireOne,
          })}
        </Flex>
      )}
      <Table<T>
        rowKey={rowKey}
        columns={columns}
        dataSource={rows}
        loading={query.isFetching}
        rowSelection={select.rowSelection}
        onChange={onChange}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: params.page_no,
          pageSize: params.page_size,
          total: query.data?.total ?? 0,
          pageSizeOptions: pageSizesOf(dataService).map(String),
          showSizeChanger: true,
          hideOnSinglePage: !alwaysShowPagination,
          showTotal: (total) => t('table.total', { total }),
        }}
        summary={
          summary
            ? () => (
                <SummaryRow
                  rows={rows}
                  columns={columns}
                  selectable={!!selection}
                  spec={summary === true ? undefined : summary}
                />
              )
            : undefined
        }
      />
    </Flex>
  );
}
