import type { Label } from './label.js';

/** Lists. */
export const LIST_LABELS: Record<string, Label> = {
  page_no: ['Page', '页码', '頁碼', 'Página', 'ページ'],
  page_size: ['Page size', '每页条数', '每頁條數', 'Tamaño de página', '1ページの件数'],
  field: ['Sort field', '排序字段', '排序字段', 'Campo de orden', '並べ替え項目'],
  sort: ['Sort order', '排序方式', '排序方式', 'Orden', '並び順'],
  keyword: ['Search', '搜索', '搜索', 'Búsqueda', '検索'],
  search: ['Search', '搜索', '搜索', 'Búsqueda', '検索'],
  tab: ['Tab', '标签页', '標籤頁', 'Pestaña', 'タブ'],
  status: ['Status', '状态', '狀態', 'Estado', 'ステータス'],
  kind: ['Kind', '类型', '類型', 'Tipo', '種別'],
  type: ['Type', '类型', '類型', 'Tipo', '種別'],
  from: ['From', '开始日期', '開始日期', 'Desde', '開始日'],
  to: ['To', '结束日期', '結束日期', 'Hasta', '終了日'],
  unread: ['Unread', '未读', '未讀', 'No leídos', '未読'],
};
