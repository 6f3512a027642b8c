import { localizedText as L, type LocalizedText } from '../../http/messages.js';

/** The records the audit log names, in the reader's words; a record not listed reads as its name spelled out. */
export const entityNames: Record<string, LocalizedText> = {
  account: L('Account', '账号', '帳號', 'Cuenta', 'アカウント'),
  assembly_settings: L('Assembly settings', '组装设置', '組裝設定', 'Ajustes de montaje', '組立設定'),
  barcode_rule: L('Barcode rule', '条码规则', '條碼規則', 'Regla de código de barras', 'バーコード規則'),
  customer: L('Customer', '客户', '客戶', 'Cliente', '顧客'),
  customer_change: L('Customer change', '客户变更', '客戶變更', 'Cambio de cliente', '顧客変更'),
  customer_consent: L('Consent', '授权', '授權', 'Consentimiento', '同意'),
  customer_invoice: L('Customer invoice', '客户发票', '客戶發票', 'Factura de cliente', '顧客請求書'),
  customer_lead: L('Potential customer', '潜在客户', '潛在客戶', 'Cliente potencial', '見込み顧客'),
  customer_statement: L('Customer statement', '客户对账单', '客戶對帳單', 'Estado de cuenta', '顧客取引明細'),
  delivery: L('Delivery', '送货单', '送貨單', 'Entrega', '納品'),
  delivery_delay: L('Delivery delay', '交期延误', '交期延誤', 'Retraso de entrega', '納期遅延'),
  enterprise: L('Enterprise', '企业', '企業', 'Empresa', '企業'),
  equipment_device: L('Device', '设备', '設備', 'Equipo', '設備'),
  file: L('File', '文件', '檔案', 'Archivo', 'ファイル'),
  gerber_file: L('Gerber file', 'Gerber 文件', 'Gerber 檔案', 'Archivo Gerber', 'Gerber ファイル'),
  inquiry: L('Inquiry', '询价单', '詢價單', 'Solicitud', '引合い'),
  instant_quote: L('Instant quote', '即时报价', '即時報價', 'Cotización inmediata', '即時見積'),
  invite_link: L('Invitation link', '邀请链接', '邀請連結', 'Enlace de invitación', '招待リンク'),
  invoicing_info: L('Invoicing details', '开票信息', '開票資訊', 'Datos de facturación', '請求情報'),
  member: L('Member', '成员', '成員', 'Miembro', 'メンバー'),
  order: L('Order', '订单', '訂單', 'Pedido', '注文'),
  partner_invitation: L('Partner invitation', '伙伴邀请', '夥伴邀請', 'Invitación de socio', 'パートナー招待'),
  process_flow: L('Process flow', '工艺流程', '工藝流程', 'Flujo de proceso', '工程フロー'),
  production_transfer: L('Production transfer', '生产转移', '生產轉移', 'Traspaso de producción', '生産移管'),
  purchase_bid: L('Purchase bid', '采购投标', '採購投標', 'Oferta de compra', '購買入札'),
  purchase_order: L('Purchase order', '采购订单', '採購訂單', 'Orden de compra', '発注書'),
  purchase_request: L('Purchase request', '采购需求', '採購需求', 'Solicitud de compra', '購買依頼'),
  quality_record: L('Quality record', '品质记录', '品質記錄', 'Registro de calidad', '品質記録'),
  quotation: L('Quotation', '报价单', '報價單', 'Cotización', '見積書'),
  recharge: L('Top-up', '充值', '儲值', 'Recarga', 'チャージ'),
  sale_notice: L('Sales notice', '销售通知', '銷售通知', 'Aviso de venta', '販売通知'),
  shipping_address: L('Shipping address', '收货地址', '收貨地址', 'Dirección de envío', '届け先住所'),
  shipping_table: L('Shipping rates', '运费表', '運費表', 'Tarifas de envío', '送料表'),
  staff: L('Staff member', '员工', '員工', 'Empleado', '従業員'),
  staff_invitation: L('Staff invitation', '员工邀请', '員工邀請', 'Invitación de personal', '従業員招待'),
  supplier: L('Supplier', '供应商', '供應商', 'Proveedor', '仕入先'),
  withdrawal: L('Withdrawal', '提现', '提現', 'Retiro', '出金'),
  work_order: L('Work order', '工单', '工單', 'Orden de trabajo', '作業依頼'),
};

/** What was done, in the reader's words; an action not listed reads as its name spelled out. */
export const actionNames: Record<string, LocalizedText> = {
  accept: L('Accepted', '接受', '接受', 'Aceptó', '承諾'),
  add: L('Added', '新增', '新增', 'Añadió', '追加'),
  approve: L('Approved', '审核通过', '審核通過', 'Aprobó', '承認'),
  cancel: L('Cancelled', '取消', '取消', 'Canceló', '取消'),
  close: L('Closed', '关闭', '關閉', 'Cerró', '完了'),
  confirm: L('Confirmed', '确认', '確認', 'Confirmó', '確認'),
  create: L('Created', '创建', '建立', 'Creó', '作成'),
  delete: L('Deleted', '删除', '刪除', 'Eliminó', '削除'),
  disable: L('Disabled', '停用', '停用', 'Desactivó', '無効化'),
  enable: L('Enabled', '启用', '啟用', 'Activó', '有効化'),
  expire: L('Expired', '过期', '過期', 'Caducó', '期限切れ'),
  grant: L('Granted', '授权', '授權', 'Concedió', '付与'),
  invite: L('Invited', '邀请', '邀請', 'Invitó', '招待'),
  join: L('Joined', '加入', '加入', 'Se unió', '参加'),
  pay: L('Paid', '支付', '支付', 'Pagó', '支払'),
  publish: L('Published', '发布', '發布', 'Publicó', '公開'),
  receive: L('Received', '收货', '收貨', 'Recibió', '受入'),
  reject: L('Rejected', '驳回', '駁回', 'Rechazó', '却下'),
  revoke: L('Revoked', '撤回', '撤回', 'Revocó', '撤回'),
  save: L('Saved', '保存', '儲存', 'Guardó', '保存'),
  send: L('Sent', '发送', '發送', 'Envió', '送信'),
  set_permissions: L('Set permissions', '设置权限', '設定權限', 'Fijó permisos', '権限設定'),
  ship: L('Shipped', '发货', '發貨', 'Envió', '出荷'),
  submit: L('Submitted', '提交', '提交', 'Presentó', '提出'),
  update: L('Updated', '修改', '修改', 'Modificó', '更新'),
  withdraw: L('Withdrew', '撤回', '撤回', 'Retiró', '取下げ'),
};

/** How a value reads: nothing, yes and no. */
export const valueWords = {
  empty: L('(empty)', '（空）', '（空）', '(vacío)', '（空）'),
  yes: L('yes', '是', '是', 'sí', 'はい'),
  no: L('no', '否', '否', 'no', 'いいえ'),
};

/** The platform's own chain: the rows no enterprise owns. */
export const platformName = L('Platform', '平台', '平台', 'Plataforma', 'プラットフォーム');

/** A name with no entry above, spelled out: `set_default` → `Set default`, `deliveryDate` → `Delivery date`. */
export function spelledOut(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
