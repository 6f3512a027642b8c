import type { EnterpriseKind, MenuNames } from '../schema/menus.js';

/**
 * The menu catalogue (spec 01 §2.1, §2.5; spec 02 §2). Groups have no package_url.
 * A menu's auth code is its 1-based position in this list: APPEND ONLY, never reorder,
 * or every stored permission mask would point at other screens.
 *
 * Row: [menuNo, parentNo, packageUrl, icon, kinds, en, zh-CN, zh-TW, es, ja, isShow?]
 */
type Row = [number, number, string | null, string, EnterpriseKind[], string, string, string, string, string, boolean?];

const F: EnterpriseKind[] = ['factory'];
const C: EnterpriseKind[] = ['customer'];
const P: EnterpriseKind[] = ['platform'];
const CF: EnterpriseKind[] = ['customer', 'factory'];
const FS: EnterpriseKind[] = ['factory', 'supplier'];
const FP: EnterpriseKind[] = ['factory', 'platform'];
const ALL: EnterpriseKind[] = ['platform', 'factory', 'customer', 'supplier'];

const rows: Row[] = [
  [100, 0, 'collaborative-workbench', 'DashboardOutlined', ALL, 'Collaboration workbench', '协同工作台', '協同工作台', 'Mesa de colaboración', 'コラボレーション・ワークベンチ'],
  // Procurement
  [200, 0, null, 'ShoppingOutlined', FS, 'Procurement', '采购管理', '採購管理', 'Compras', '購買管理'],
  [201, 200, 'purchase-order', 'FileTextOutlined', FS, 'Purchase orders', '采购订单', '採購訂單', 'Órdenes de compra', '発注書'],
  [202, 200, 'purchasing-receiving', 'InboxOutlined', FS, 'Purchase receiving', '采购收货', '採購收貨', 'Recepción de compras', '購買受入'],
  [203, 200, 'purchase-returns', 'RollbackOutlined', FS, 'Purchase returns', '采购退货', '採購退貨', 'Devoluciones de compra', '購買返品'],
  [204, 200, 'shipping-notice', 'CarOutlined', FS, 'Shipping notices', '发货通知', '發貨通知', 'Avisos de envío', '出荷通知'],
  [205, 200, 'supplier-fees', 'MoneyCollectOutlined', FS, 'Supplier fees', '供应商费用', '供應商費用', 'Cargos de proveedor', '仕入先費用'],
  [206, 200, 'supplier-statement', 'AccountBookOutlined', FS, 'Supplier statements', '供应商对账单', '供應商對賬單', 'Estados de proveedor', '仕入先明細書'],
  [207, 200, 'supplier-invoice', 'FileDoneOutlined', FS, 'Supplier invoices', '供应商发票', '供應商發票', 'Facturas de proveedor', '仕入先請求書'],
  [208, 200, 'supplier-profile', 'IdcardOutlined', FS, 'Supplier profiles', '供应商档案', '供應商檔案', 'Fichas de proveedor', '仕入先台帳'],
  [209, 200, 'potential-suppliers-management', 'UsergroupAddOutlined', F, 'Potential suppliers', '潜在供应商管理', '潛在供應商管理', 'Proveedores potenciales', '潜在仕入先管理'],
  [210, 200, 'supplier-price-management', 'TagsOutlined', FS, 'Supplier prices', '供应商价格管理', '供應商價格管理', 'Precios de proveedor', '仕入先価格管理'],
  [211, 200, 'purchasing-manage', 'NotificationOutlined', FS, 'Bidding', '招标管理', '招標管理', 'Licitaciones', '入札管理'],
  [212, 200, 'purchasing-manage-detail', 'NotificationOutlined', FS, 'Bidding detail', '招标详情', '招標詳情', 'Detalle de licitación', '入札詳細', false],
  // Sales
  [300, 0, null, 'RiseOutlined', F, 'Sales', '销售管理', '銷售管理', 'Ventas', '販売管理'],
  [301, 300, 'potentialCustomer-management', 'UserAddOutlined', F, 'Potential customers', '潜在客户管理', '潛在客戶管理', 'Clientes potenciales', '見込み顧客管理'],
  [302, 300, 'customer-change', 'SwapOutlined', F, 'Customer changes', '客户变更', '客戶變更', 'Cambios de cliente', '顧客変更'],
  [303, 300, 'delivery-delay-application', 'FieldTimeOutlined', F, 'Delivery delay applications', '交期延期申请', '交期延期申請', 'Solicitudes de retraso', '納期延期申請'],
  [304, 300, 'sale-notice', 'SoundOutlined', F, 'Sales notices', '销售通知', '銷售通知', 'Avisos de venta', '販売通知'],
  [305, 300, 'customer-statement', 'AccountBookOutlined', CF, 'Customer statements', '客户对账单', '客戶對賬單', 'Estados de cliente', '顧客明細書'],
  [306, 300, 'customer-invoice', 'FileDoneOutlined', CF, 'Customer invoices', '客户发票', '客戶發票', 'Facturas de cliente', '顧客請求書'],
  [307, 300, 'customer-invoice-new', 'FileAddOutlined', F, 'Customer invoicing', '客户开票', '客戶開票', 'Facturación de cliente', '顧客請求発行'],
  [308, 300, 'delivery-notice', 'SendOutlined', F, 'Delivery notices', '送货通知', '送貨通知', 'Avisos de entrega', '納品通知'],
  [309, 300, 'order-management', 'ProfileOutlined', F, 'Order management', '订单管理', '訂單管理', 'Gestión de pedidos', '受注管理'],
  // Quality
  [400, 0, null, 'SafetyCertificateOutlined', F, 'Quality', '品质管理', '品質管理', 'Calidad', '品質管理'],
  [401, 400, 'poor-quality-record', 'WarningOutlined', F, 'Quality defect records', '品质不良记录', '品質不良記錄', 'Registros de defectos', '品質不良記録'],
  [402, 400, 'material-inspection-sheet', 'AuditOutlined', F, 'Incoming inspection', '来料检验单', '來料檢驗單', 'Inspección de materiales', '受入検査票'],
  [403, 400, 'barcode-settings', 'BarcodeOutlined', F, 'Barcode settings', '条码设置', '條碼設置', 'Códigos de barras', 'バーコード設定'],
  // Files (the customer reads its own tooling and its orders' production transfers on the shared screens)
  [500, 0, null, 'FolderOutlined', CF, 'File management', '文件管理', '文件管理', 'Archivos', 'ファイル管理'],
  [501, 500, 'customer-files', 'FolderOpenOutlined', F, 'Customer files', '客户资料', '客戶資料', 'Archivos de cliente', '顧客資料'],
  [502, 500, 'material-files', 'DatabaseOutlined', F, 'Material files', '物料档案', '物料檔案', 'Fichas de material', '資材台帳'],
  [503, 500, 'tooling-collaboration', 'ToolOutlined', CF, 'Tooling collaboration', '工装协同', '工裝協同', 'Colaboración de utillaje', '治具協働'],
  [504, 500, 'tooling-transfer-management', 'ExportOutlined', F, 'Tooling transfers', '工装调拨管理', '工裝調撥管理', 'Traspasos de utillaje', '治具移管管理'],
  [505, 500, 'transfer-management', 'SwapRightOutlined', CF, 'Transfers', '调拨管理', '調撥管理', 'Traspasos', '移管管理'],
  [506, 500, 'gerber-file-management', 'FileZipOutlined', F, 'Gerber files', 'Gerber文件管理', 'Gerber文件管理', 'Archivos Gerber', 'Gerberファイル管理'],
  // Quotation (factory side)
  [600, 0, null, 'CalculatorOutlined', F, 'Quotation', '报价管理', '報價管理', 'Cotización', '見積管理'],
  [601, 600, 'quotation-management', 'FileSearchOutlined', F, 'Quotations', '报价单管理', '報價單管理', 'Cotizaciones', '見積書管理'],
  [602, 600, 'online-quotation-approval', 'CheckSquareOutlined', F, 'Quotation approval', '报价审批', '報價審批', 'Aprobación de cotizaciones', '見積承認'],
  [603, 600, 'inquiry-management', 'QuestionCircleOutlined', F, 'Inquiry management', '询价管理', '詢價管理', 'Gestión de consultas', '引合管理'],
  [604, 600, 'online-manual-quotation', 'EditOutlined', F, 'Manual quotation', '人工报价', '人工報價', 'Cotización manual', '手動見積'],
  [605, 600, 'process-flow-management', 'ApartmentOutlined', F, 'Process flows', '工艺流程管理', '工藝流程管理', 'Flujos de proceso', '工程フロー管理'],
  // Pricing configuration
  [700, 0, null, 'SettingOutlined', FP, 'Pricing configuration', '计价配置', '計價配置', 'Configuración de precios', '価格設定'],
  [701, 700, 'quotation-parameter-management', 'ControlOutlined', FP, 'Quotation parameters', '报价参数管理', '報價參數管理', 'Parámetros de cotización', '見積パラメータ管理'],
  [702, 700, 'valuation-project-management', 'BuildOutlined', F, 'Pricing projects', '计价项目管理', '計價項目管理', 'Conceptos de precio', '価格項目管理'],
  [703, 700, 'product-classification', 'ClusterOutlined', FP, 'Product classification', '产品分类', '產品分類', 'Clasificación de productos', '製品分類'],
  [704, 700, 'product-project-binding', 'LinkOutlined', F, 'Product–project binding', '产品计价项目绑定', '產品計價項目綁定', 'Vinculación producto–concepto', '製品・価格項目の紐付け'],
  [705, 700, 'product-base-price', 'DollarOutlined', F, 'Product base prices', '产品基价', '產品基價', 'Precios base', '製品基本価格'],
  [706, 700, 'valuation-project-quoted', 'TableOutlined', F, 'Pricing project quotation table', '计价项目报价表', '計價項目報價表', 'Tabla de precios por concepto', '価格項目見積表'],
  // Online ordering (customer side)
  [800, 0, null, 'ShopOutlined', C, 'Online ordering', '在线下单', '在線下單', 'Pedidos en línea', 'オンライン発注'],
  [801, 800, 'online-quotation-management', 'ThunderboltOutlined', C, 'Online quotation', '在线报价', '在線報價', 'Cotización en línea', 'オンライン見積'],
  [802, 800, 'online-inquiry-management', 'FormOutlined', C, 'Online inquiry', '在线询价', '在線詢價', 'Consulta en línea', 'オンライン引合'],
  [803, 800, 'shopping-cart', 'ShoppingCartOutlined', C, 'Shopping cart', '购物车', '購物車', 'Carrito', 'カート'],
  [804, 800, 'my-order', 'OrderedListOutlined', C, 'My orders', '我的订单', '我的訂單', 'Mis pedidos', '注文一覧'],
  [805, 800, 'recycle-bin', 'DeleteOutlined', C, 'Recycle bin', '回收站', '回收站', 'Papelera', 'ごみ箱'],
  // Member centre
  [900, 0, null, 'CrownOutlined', CF, 'Member centre', '会员中心', '會員中心', 'Centro de miembros', '会員センター'],
  [901, 900, 'member-information', 'UserOutlined', C, 'Member information', '会员信息', '會員信息', 'Datos de miembro', '会員情報'],
  // The factory's wallet receives the escrow released on each completed order: its admin and finance staff read it here.
  [902, 900, 'account-balance', 'WalletOutlined', CF, 'Account balance', '账户余额', '賬戶餘額', 'Saldo', '残高'],
  [903, 900, 'bank-account', 'BankOutlined', C, 'Bank accounts', '银行账户', '銀行賬戶', 'Cuentas bancarias', '銀行口座'],
  [904, 900, 'withdrawal-application', 'PayCircleOutlined', C, 'Withdrawal application', '提现申请', '提現申請', 'Solicitud de retiro', '出金申請'],
  [905, 900, 'withdrawal-records', 'HistoryOutlined', C, 'Withdrawal records', '提现记录', '提現記錄', 'Historial de retiros', '出金履歴'],
  [906, 900, 'shipping-address', 'EnvironmentOutlined', C, 'Shipping addresses', '收货地址', '收貨地址', 'Direcciones de envío', '配送先'],
  // Consultation and complaints
  [1000, 0, null, 'CustomerServiceOutlined', ALL, 'Consultation and complaints', '咨询与投诉', '諮詢與投訴', 'Consultas y reclamaciones', '問い合わせ・苦情'],
  [1001, 1000, 'want-consult', 'MessageOutlined', ALL, 'Consultations', '我要咨询', '我要諮詢', 'Consultas', '問い合わせ'],
  [1002, 1000, 'work-order-center', 'SolutionOutlined', ALL, 'Work order centre', '工单中心', '工單中心', 'Centro de órdenes de trabajo', 'チケットセンター'],
  [1003, 1000, 'complaint-list', 'FrownOutlined', ALL, 'Complaints', '投诉列表', '投訴列表', 'Reclamaciones', '苦情一覧'],
  [1004, 1000, 'pricing-suggestion', 'BulbOutlined', ALL, 'Pricing suggestions', '计价建议', '計價建議', 'Sugerencias de precio', '価格提案'],
  // Staff
  [1100, 0, null, 'TeamOutlined', ALL, 'Staff', '人员管理', '人員管理', 'Personal', '人員管理'],
  [1101, 1100, 'staff-management', 'UserSwitchOutlined', ALL, 'Staff management', '员工管理', '員工管理', 'Gestión de personal', '従業員管理'],
  [1102, 1100, 'community-management', 'ShareAltOutlined', ['factory', 'platform', 'customer'], 'Community management', '社区管理', '社區管理', 'Gestión de comunidad', 'コミュニティ管理'],
  // Platform operation
  [1200, 0, null, 'GlobalOutlined', P, 'Platform', '平台管理', '平台管理', 'Plataforma', 'プラットフォーム管理'],
  [1201, 1200, 'enterprise-management', 'BankOutlined', P, 'Enterprises', '企业管理', '企業管理', 'Empresas', '企業管理'],
  [1202, 1200, 'message-outbox', 'MailOutlined', P, 'Message outbox', '消息发件箱', '消息發件箱', 'Bandeja de salida', '送信ボックス'],
  [1203, 1200, 'finance-management', 'AccountBookOutlined', P, 'Finance', '财务管理', '財務管理', 'Finanzas', '財務管理'],
  [1204, 1200, 'job-management', 'ScheduleOutlined', P, 'Scheduled jobs', '定时任务', '定時任務', 'Tareas programadas', '定期ジョブ'],
];

export interface CatalogueMenu {
  menuNo: number;
  parentNo: number;
  packageUrl: string | null;
  authCode: number;
  isShow: boolean;
  icon: string;
  sort: number;
  names: MenuNames;
  kinds: EnterpriseKind[];
}

export const menuCatalogue: CatalogueMenu[] = rows.map(([menuNo, parentNo, packageUrl, icon, kinds, en, zhCN, zhTW, es, ja, isShow], i) => ({
  menuNo,
  parentNo,
  packageUrl,
  authCode: i + 1,
  isShow: isShow ?? true,
  icon,
  sort: i,
  names: { en, 'zh-CN': zhCN, 'zh-TW': zhTW, es, ja },
  kinds,
}));

/** Which package_urls each demo account is granted (their groups follow). */
export const demoGrants: Record<'platform' | 'factory' | 'customer' | 'supplier', string[]> = {
  platform: ['collaborative-workbench', 'enterprise-management', 'message-outbox', 'community-management',
    'quotation-parameter-management', 'product-classification', 'want-consult', 'work-order-center', 'staff-management',
    'finance-management', 'job-management'],
  factory: ['collaborative-workbench', 'quotation-management', 'online-quotation-approval', 'inquiry-management',
    'online-manual-quotation', 'process-flow-management', 'gerber-file-management', 'quotation-parameter-management',
    'valuation-project-management', 'product-classification', 'product-project-binding', 'product-base-price',
    'valuation-project-quoted', 'staff-management', 'community-management', 'order-management', 'work-order-center',
    'material-files', 'purchasing-manage', 'purchasing-manage-detail', 'account-balance', 'purchase-order', 'purchasing-receiving', 'sale-notice', 'delivery-notice',
    'shipping-notice', 'delivery-delay-application',
    'customer-change', 'poor-quality-record',
    'tooling-collaboration', 'tooling-transfer-management', 'transfer-management',
    'barcode-settings',
    'customer-files', 'potentialCustomer-management',
    'material-inspection-sheet', 'purchase-returns',
    'customer-statement', 'customer-invoice', 'customer-invoice-new',
    'supplier-fees', 'supplier-statement', 'supplier-invoice',
    'supplier-profile', 'potential-suppliers-management'],
  customer: ['collaborative-workbench', 'online-quotation-management', 'online-inquiry-management', 'shopping-cart',
    'my-order', 'recycle-bin', 'member-information', 'account-balance', 'bank-account', 'withdrawal-application',
    'withdrawal-records', 'shipping-address', 'want-consult', 'work-order-center', 'complaint-list', 'pricing-suggestion',
    'customer-statement', 'customer-invoice', 'tooling-collaboration', 'transfer-management'],
  supplier: ['collaborative-workbench', 'purchasing-manage', 'purchasing-manage-detail', 'shipping-notice',
    'supplier-statement', 'supplier-invoice', 'supplier-price-management', 'supplier-fees', 'work-order-center', 'purchase-order', 'purchasing-receiving', 'supplier-profile', 'purchase-returns'],
};
