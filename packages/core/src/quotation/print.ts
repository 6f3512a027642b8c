import type { PrintDocument } from '../documents/print-document.js';
import type { PricingLocale } from '../pricing/messages.js';
import { renderQuotationMessage } from './messages.js';
import type { CostResult } from './cost/types.js';

/** Print templates of a quotation: for the customer (prices, no costs) and internal (the whole cost build-up). */
export const QUOTATION_PRINT_TEMPLATES = ['customer', 'internal'] as const;
export type QuotationPrintTemplate = (typeof QUOTATION_PRINT_TEMPLATES)[number];

export const isQuotationPrintTemplate = (value: unknown): value is QuotationPrintTemplate =>
  (QUOTATION_PRINT_TEMPLATES as readonly unknown[]).includes(value);

/** What a print needs of a quotation (the API's detail answer has it). */
export interface PrintableQuotation {
  quotationNo: string;
  version: number;
  quotationDate: string;
  validityDays: number;
  validity: 'normal' | 'overdue';
  status: string;
  customerNo: string;
  customerName: string;
  customerModel: string;
  factoryName: string;
  factoryNo: string;
  layers: number;
  panelWidth: string;
  panelHeight: string;
  panelUnit: string;
  pcsPerPanel: number;
  quantity: number;
  deliveryDays: number;
  currency: string;
  localCurrency: string;
  exchangeRate: string;
  quoterName: string;
  auditorName: string;
  salesman: string;
  externalRemarks: string;
  internalRemarks: string;
  costs: CostResult | null;
  materials: Array<{
    materialNo: string;
    materialName: string;
    specification: string;
    supplierName: string;
    unitPriceExTax: string;
    coefficient: string;
    adjustmentPrice: string | null;
    unitName: string;
  }>;
  processes: Array<{
    serialNo: number;
    processType: string;
    procedure: string;
    referenceTimes: string;
    difficulty: string;
    unitCost: string;
  }>;
}

type Labels = Record<
  | 'customerTitle'
  | 'internalTitle'
  | 'number'
  | 'version'
  | 'date'
  | 'validUntil'
  | 'customer'
  | 'model'
  | 'factory'
  | 'layers'
  | 'panel'
  | 'quantity'
  | 'delivery'
  | 'days'
  | 'currency'
  | 'unitPrice'
  | 'amount'
  | 'amountLocal'
  | 'quoter'
  | 'auditor'
  | 'salesman'
  | 'remarks'
  | 'materials'
  | 'processes'
  | 'costBuildUp'
  | 'materialNo'
  | 'name'
  | 'supplier'
  | 'price'
  | 'coefficient'
  | 'serial'
  | 'type'
  | 'procedure'
  | 'times'
  | 'difficulty'
  | 'rate'
  | 'marginalCost'
  | 'margin'
  | 'overdue'
  | 'footer',
  string
>;

const labels: Record<PricingLocale, Labels> = {
  en: {
    customerTitle: 'Quotation',
    internalTitle: 'Quotation — internal cost sheet',
    number: 'Quotation No.',
    version: 'Version',
    date: 'Date',
    validUntil: 'Valid for',
    customer: 'Customer',
    model: 'Customer model',
    factory: 'Factory',
    layers: 'Layers',
    panel: 'Panel',
    quantity: 'Quantity (PCS)',
    delivery: 'Delivery',
    days: 'days',
    currency: 'Currency',
    unitPrice: 'Unit price per PCS',
    amount: 'Amount',
    amountLocal: 'Amount (local)',
    quoter: 'Quoted by',
    auditor: 'Approved by',
    salesman: 'Salesman',
    remarks: 'Remarks',
    materials: 'Material cost items',
    processes: 'Process flow',
    costBuildUp: 'Cost build-up',
    materialNo: 'Material No.',
    name: 'Name and specification',
    supplier: 'Supplier',
    price: 'Price',
    coefficient: 'Coefficient',
    serial: 'No.',
    type: 'Process type',
    procedure: 'Procedure',
    times: 'Times',
    difficulty: 'Difficulty',
    rate: 'Rate',
    marginalCost: 'Marginal cost',
    margin: 'Margin',
    overdue: 'overdue',
    footer: 'Prices include tax. This quotation is valid for the days stated.',
  },
  'zh-CN': {
    customerTitle: '报价单',
    internalTitle: '报价单（内部成本）',
    number: '报价单号',
    version: '版本',
    date: '报价日期',
    validUntil: '有效天数',
    customer: '客户',
    model: '客户型号',
    factory: '工厂',
    layers: '层数',
    panel: '拼板尺寸',
    quantity: '订单数量（PCS）',
    delivery: '交期',
    days: '天',
    currency: '币种',
    unitPrice: 'PCS 单价',
    amount: '金额',
    amountLocal: '本币金额',
    quoter: '报价人',
    auditor: '审核人',
    salesman: '业务员',
    remarks: '备注',
    materials: '材料成本项',
    processes: '工艺流程',
    costBuildUp: '成本构成',
    materialNo: '物料编号',
    name: '名称规格',
    supplier: '供应商',
    price: '单价',
    coefficient: '系数',
    serial: '序号',
    type: '工艺类型',
    procedure: '工序',
    times: '加工次数',
    difficulty: '难度系数',
    rate: '单位成本',
    marginalCost: '边际成本',
    margin: '边际利润',
    overdue: '已过期',
    footer: '以上价格含税，报价在有效天数内有效。',
  },
  'zh-TW': {
    customerTitle: '報價單',
    internalTitle: '報價單（內部成本）',
    number: '報價單號',
    version: '版本',
    date: '報價日期',
    validUntil: '有效天數',
    customer: '客戶',
    model: '客戶型號',
    factory: '工廠',
    layers: '層數',
    panel: '拼板尺寸',
    quantity: '訂單數量（PCS）',
    delivery: '交期',
    days: '天',
    currency: '幣種',
    unitPrice: 'PCS 單價',
    amount: '金額',
    amountLocal: '本幣金額',
    quoter: '報價人',
    auditor: '審核人',
    salesman: '業務員',
    remarks: '備註',
    materials: '材料成本項',
    processes: '工藝流程',
    costBuildUp: '成本構成',
    materialNo: '物料編號',
    name: '名稱規格',
    supplier: '供應商',
    price: '單價',
    coefficient: '係數',
    serial: '序號',
    type: '工藝類型',
    procedure: '工序',
    times: '加工次數',
    difficulty: '難度係數',
    rate: '單位成本',
    marginalCost: '邊際成本',
    margin: '邊際利潤',
    overdue: '已過期',
    footer: '以上價格含稅，報價在有效天數內有效。',
  },
  es: {
    customerTitle: 'Cotización',
    internalTitle: 'Cotización — hoja de costes interna',
    number: 'N.º de cotización',
    version: 'Versión',
    date: 'Fecha',
    validUntil: 'Validez',
    customer: 'Cliente',
    model: 'Modelo del cliente',
    factory: 'Fábrica',
    layers: 'Capas',
    panel: 'Panel',
    quantity: 'Cantidad (PCS)',
    delivery: 'Entrega',
    days: 'días',
    currency: 'Moneda',
    unitPrice: 'Precio por PCS',
    amount: 'Importe',
    amountLocal: 'Importe (moneda local)',
    quoter: 'Cotizado por',
    auditor: 'Aprobado por',
    salesman: 'Comercial',
    remarks: 'Observaciones',
    materials: 'Costes de material',
    processes: 'Flujo de proceso',
    costBuildUp: 'Desglose de costes',
    materialNo: 'N.º de material',
    name: 'Nombre y especificación',
    supplier: 'Proveedor',
    price: 'Precio',
    coefficient: 'Coeficiente',
    serial: 'N.º',
    type: 'Tipo de proceso',
    procedure: 'Procedimiento',
    times: 'Veces',
    difficulty: 'Dificultad',
    rate: 'Tarifa',
    marginalCost: 'Coste marginal',
    margin: 'Margen',
    overdue: 'vencida',
    footer: 'Precios con impuestos. La cotización es válida durante los días indicados.',
  },
  ja: {
    customerTitle: '見積書',
    internalTitle: '見積書（社内原価）',
    number: '見積番号',
    version: '版',
    date: '見積日',
    validUntil: '有効日数',
    customer: '顧客',
    model: '顧客型番',
    factory: '工場',
    layers: '層数',
    panel: 'パネル',
    quantity: '数量（PCS）',
    delivery: '納期',
    days: '日',
    currency: '通貨',
    unitPrice: 'PCS 単価',
    amount: '金額',
    amountLocal: '金額（自国通貨）',
    quoter: '見積担当',
    auditor: '承認者',
    salesman: '営業担当',
    remarks: '備考',
    materials: '材料原価',
    processes: '工程フロー',
    costBuildUp: '原価構成',
    materialNo: '資材番号',
    name: '名称・仕様',
    supplier: '仕入先',
    price: '単価',
    coefficient: '係数',
    serial: '番号',
    type: '工程種別',
    procedure: '工程',
    times: '回数',
    difficulty: '難易度',
    rate: '単価',
    marginalCost: '限界原価',
    margin: '限界利益',
    overdue: '期限切れ',
    footer: '価格は税込です。見積は記載の日数有効です。',
  },
};

/**
 * The print document of a quotation in a template and a language. The customer template shows what the customer
 * buys and pays (no costs, no internal remarks); the internal one adds materials, processes, the cost build-up
 * with its explanation lines, the margin and the internal remarks.
 */
export function quotationPrintDocument(
  q: PrintableQuotation,
  template: QuotationPrintTemplate,
  locale: PricingLocale = 'en',
): PrintDocument {
  const l = labels[locale];
  const c = q.costs;
  const pricePerPcsOriginal = c
    ? Number.isFinite(q.quantity) && q.quantity > 0
      ? divideText(c.amountOriginal, q.quantity)
      : ''
    : '';
  const fields = [
    { label: l.number, value: q.quotationNo },
    { label: l.version, value: String(q.version) },
    { label: l.date, value: q.quotationDate },
    { label: l.validUntil, value: `${q.validityDays} ${l.days}${q.validity === 'overdue' ? ` (${l.overdue})` : ''}` },
    { label: l.customer, value: [q.customerNo, q.customerName].filter(Boolean).join(' ') },
    { label: l.model, value: q.customerModel },
    { label: l.factory, value: [q.factoryName, q.factoryNo].filter(Boolean).join(' ') },
    { label: l.layers, value: String(q.layers) },
    {
      label: l.panel,
      value: `${trim(q.panelWidth)} × ${trim(q.panelHeight)} ${q.panelUnit}, ${q.pcsPerPanel} PCS/PNL`,
    },
    { label: l.quantity, value: String(q.quantity) },
    { label: l.delivery, value: `${q.deliveryDays} ${l.days}` },
    { label: l.currency, value: q.currency },
    { label: l.quoter, value: q.quoterName },
    { label: l.auditor, value: q.auditorName },
  ];
  if (q.salesman) fields.push({ label: l.salesman, value: q.salesman });
  const totals = c
    ? [
        { label: l.unitPrice, value: `${q.currency} ${pricePerPcsOriginal}` },
        { label: l.amount, value: `${q.currency} ${c.amountOriginal}` },
      ]
    : [];
  const notes = [q.externalRemarks].filter(Boolean).map((text) => `${l.remarks}: ${text}`);
  if (template === 'customer')
    return { title: l.customerTitle, subtitle: q.factoryName, fields, tables: [], totals, notes, footer: l.footer };

  const tables = [
    {
      title: l.materials,
      columns: [
        { label: l.materialNo },
        { label: l.name },
        { label: l.supplier },
        { label: l.price, align: 'right' as const },
        { label: l.coefficient, align: 'right' as const },
      ],
      rows: q.materials.map((m) => [
        m.materialNo,
        [m.materialName, m.specification].filter(Boolean).join(' '),
        m.supplierName,
        trim(m.adjustmentPrice ?? m.unitPriceExTax),
        trim(m.coefficient),
      ]),
    },
    {
      title: l.processes,
      columns: [
        { label: l.serial, align: 'right' as const },
        { label: l.type },
        { label: l.procedure },
        { label: l.rate, align: 'right' as const },
        { label: l.times, align: 'right' as const },
        { label: l.difficulty, align: 'right' as const },
      ],
      rows: q.processes.map((p) => [
        String(p.serialNo),
        p.processType,
        p.procedure,
        trim(p.unitCost),
        trim(p.referenceTimes),
        trim(p.difficulty),
      ]),
    },
  ];
  if (c) {
    tables.push({
      title: l.costBuildUp,
      columns: [{ label: l.costBuildUp }],
      rows: c.lines.map((line) => [renderQuotationMessage(line.key, line.values, locale)]),
    });
    totals.push(
      { label: l.marginalCost, value: `${q.localCurrency} ${c.marginalCost}` },
      { label: l.margin, value: `${q.localCurrency} ${c.margin} (${c.marginRate}%)` },
      { label: l.amountLocal, value: `${q.localCurrency} ${c.amountLocal}` },
    );
  }
  if (q.internalRemarks) notes.push(`${l.remarks}: ${q.internalRemarks}`);
  return { title: l.internalTitle, subtitle: q.factoryName, fields, tables, totals, notes, footer: l.footer };
}

/** "12.500000" → "12.5": stored decimals without trailing zeros. */
function trim(text: string): string {
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

/** An amount text divided by a whole number, half-up to 4 decimals, in integer arithmetic (no float). */
function divideText(amount: string, by: number): string {
  const [whole = '0', fraction = ''] = amount.split('.');
  const scaled = BigInt(whole + fraction.padEnd(2, '0').slice(0, 2)) * 10_000n; // amount × 10^6
  const quotient = (scaled * 2n + BigInt(by) * 100n) / (BigInt(by) * 200n); // ÷ (by × 100), half-up → 4 decimals
  const text = quotient.toString().padStart(5, '0');
  return `${text.slice(0, -4)}.${text.slice(-4)}`;
}
