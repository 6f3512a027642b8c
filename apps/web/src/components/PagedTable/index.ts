export { default } from './PagedTable';
export type { PagedTableProps, ToolbarContext } from './PagedTable';
export type { PageAnswer, PageParams, SummarySpec } from './table-state';
