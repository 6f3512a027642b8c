import type { Label } from './label.js';

/** The session and gateway identity fields of spec 01 §7. */
export const IDENTITY_LABELS: Record<string, Label> = {
  productid: ['Product ID', '产品标识', '產品標識', 'ID de producto', '製品ID'],
  spaceid: ['Space ID', '空间标识', '空間標識', 'ID de espacio', 'スペースID'],
  systemid: ['System ID', '系统标识', '系統標識', 'ID de sistema', 'システムID'],
  sessionid: ['Session ID', '会话标识', '會話標識', 'ID de sesión', 'セッションID'],
  usercode1: ['User code', '用户编码', '用戶編碼', 'Código de usuario', 'ユーザーコード'],
  uid: ['ID', '标识', '標識', 'ID', 'ID'],
  id: ['ID', '标识', '標識', 'ID', 'ID'],
  ids: ['IDs', '标识列表', '標識列表', 'IDs', 'ID一覧'],
  staff_uid: ['Staff ID', '员工标识', '員工標識', 'ID de empleado', 'スタッフID'],
  suppenterpriseuid: ['Enterprise', '企业', '企業', 'Empresa', '企業'],
  merchant: ['Merchant', '商家', '商家', 'Fabricante', '販売元'],
  merchant_uid: ['Merchant', '商家', '商家', 'Fabricante', '販売元'],
  t: ['Timestamp', '时间戳', '時間戳', 'Marca de tiempo', 'タイムスタンプ'],
  flag: ['Flag', '标志', '標誌', 'Indicador', 'フラグ'],
  data: ['Data', '数据', '數據', 'Datos', 'データ'],
  'idempotency-key': [
    'Idempotency-Key header',
    'Idempotency-Key 请求头',
    'Idempotency-Key 請求頭',
    'Cabecera Idempotency-Key',
    'Idempotency-Key ヘッダー',
  ],
};
