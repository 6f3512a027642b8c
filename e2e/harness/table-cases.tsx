/**
 * Paged-table scenarios: a fake `fetch` per case answers from rows held in the page and keeps every query it got
 * in `window.__fetches`; a toolbar action keeps what requireOne / requireSelection answered in `window.__picked`.
 */
import { Button } from 'antd';
import type { ReactNode } from 'react';
import PagedTable, {
  type PagedTableProps,
  type PageAnswer,
  type PageParams,
} from '../../apps/web/src/components/PagedTable';

interface Board {
  id: string;
  name: string;
  layers: number;
  amount: number | string;
  note: string;
}

type Recorded = { __fetches: PageParams[]; __picked: Array<string[] | string | null> };
const recorded = () => window as unknown as Partial<Recorded>;

/** Boards "Board 01" … with 2 to 12 layers. */
const boards = (count: number): Board[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `b${i + 1}`,
    name: `Board ${String(i + 1).padStart(2, '0')}`,
    layers: 2 + (i % 6) * 2,
    amount: i + 1,
    note: `note ${i + 1}`,
  }));

/** The server's part: sorts by field / sort, answers the page asked for and the total; remembers each query. */
function fakeFetch(all: Board[]): PagedTableProps<Board>['fetch'] {
  const asked: PageParams[] = (recorded().__fetches = []);
  return async (params) => {
    asked.push({ ...params });
    const rows = [...all];
    const field = params.field as keyof Board | undefined;
    if (field)
      rows.sort((a, b) => (a[field] < b[field] ? -1 : a[field] > b[field] ? 1 : 0) * (params.sort === 'desc' ? -1 : 1));
    const start = (params.page_no - 1) * params.page_size;
    return { data: rows.slice(start, start + params.page_size), total: all.length } satisfies PageAnswer<Board>;
  };
}

function pick(answer: string[] | string | null) {
  (recorded().__picked ??= []).push(answer);
}

const COLUMNS: PagedTableProps<Board>['columns'] = [
  { title: 'Name', dataIndex: 'name', sorter: true },
  { title: 'Layers', dataIndex: 'layers', sorter: true },
  { title: 'Amount', dataIndex: 'amount' },
  { title: 'Note', dataIndex: 'note' },
];

/** A case: the table over these rows (one fake server, made once when the case is chosen). */
const table =
  (name: string, rows: Board[], props: Partial<PagedTableProps<Board>> = {}) =>
  (): ReactNode => (
    <PagedTable<Board> queryKey={['harness', name]} rowKey="id" columns={COLUMNS} fetch={fakeFetch(rows)} {...props} />
  );

/** Amounts that sum wrongly in binary floating point, numeric text, and a column that is not all numbers. */
const SUMMED: Board[] = [
  { id: 's1', name: 'Board A', layers: 2, amount: 0.1, note: 'first' },
  { id: 's2', name: 'Board B', layers: 4, amount: 0.2, note: 'second' },
];
const SUMMED_LARGE: Board[] = [
  { id: 'l1', name: 'Board C', layers: 6, amount: 3000000000.07, note: 'large' },
  { id: 'l2', name: 'Board D', layers: 8, amount: '0.01', note: 'text' },
];
const SUMMED_MIXED: Board[] = [
  { id: 'm1', name: 'Board E', layers: 2, amount: '12.50', note: 'a' },
  { id: 'm2', name: 'Board F', layers: 2, amount: 'on request', note: 'b' },
];

export const TABLE_CASES: Record<string, () => ReactNode> = {
  'single-select': table('single', boards(3), {
    selection: 'single',
    toolbar: ({ requireOne }) => <Button onClick={() => pick(requireOne()?.name ?? null)}>Open one</Button>,
  }),
  'multi-select': table('multiple', boards(3), {
    selection: 'multiple',
    toolbar: ({ requireSelection }) => (
      <Button onClick={() => pick(requireSelection()?.map((b) => b.name) ?? null)}>Use selected</Button>
    ),
  }),
  summary: table('summary', SUMMED, { summary: true }),
  'summary-large': table('summary-large', SUMMED_LARGE, { summary: true }),
  'summary-selectable': table('summary-selectable', SUMMED_MIXED, { summary: true, selection: 'multiple' }),
  'one-page': table('one-page', boards(5)),
  'one-page-always': table('one-page-always', boards(5), { alwaysShowPagination: true }),
  paging: table('paging', boards(45)),
};
