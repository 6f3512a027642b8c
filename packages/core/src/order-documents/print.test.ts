import { describe, expect, it } from 'vitest';
import {
  inquiryPrintDocument,
  orderPrintDocument,
  paramsText,
  type PrintableInquiry,
  type PrintableOrder,
} from './print.js';

const order: PrintableOrder = {
  no: 'SO202611250001',
  status: 'pending_receipt',
  customer: { name: '深圳市示例电子有限公司' },
  merchant: { name: 'Demo PCB Factory' },
  items: [
    {
      inquiryNo: 'IQ1',
      productNo: 'P-100',
      params: { layers: 2, surface: 'ENIG', none: null },
      quantity: 50,
      total: '1234.50',
    },
  ],
  total: '1234.50',
  paid: '1234.50',
  refunded: '0.00',
  invoiced: '100.00',
  currency: 'CNY',
  address: {
    recipient: '李娜',
    company: null,
    areaCode: '+86',
    phone: '13800000002',
    regionNames: '广东省 深圳市 南山区',
    detailAddress: '科技园 1 号',
  },
  invoicingInfo: { unitName: '示例电子', taxpayerNo: '91440300XXXX' },
  productionNo: 'MO-7',
  carrier: '顺丰',
  trackingNo: 'SF123',
  createdAt: '2026-11-25T08:00:00.000Z',
  paidAt: '2026-11-25T08:05:00.000Z',
  shippedAt: '2026-11-26T09:00:00.000Z',
};

describe('order print documents', () => {
  it('prints the customer template with the figures, the Chinese address and the invoicing info, in Chinese', () => {
    const doc = orderPrintDocument(order, 'customer', 'zh-CN');
    expect(doc.title).toBe('订单信息');
    expect(doc.fields).toContainEqual({ label: '收货地址', value: '广东省 深圳市 南山区 科技园 1 号' });
    expect(doc.fields).toContainEqual({ label: '状态', value: '待收货' });
    expect(doc.fields).toContainEqual({ label: '开票信息', value: '示例电子 91440300XXXX' });
    expect(doc.totals).toEqual([
      { label: '订单总价', value: 'CNY 1234.50' },
      { label: '已付', value: 'CNY 1234.50' },
      { label: '已开票', value: 'CNY 100.00' },
    ]);
    expect(doc.tables[0]!.rows).toEqual([['IQ1', 'P-100', 'layers: 2; surface: ENIG', '50', '1234.50']]);
  });

  it('prints a delivery note without any amount, with the tracking number and a signature line', () => {
    const doc = orderPrintDocument(order, 'delivery', 'en');
    expect(doc.title).toBe('Delivery note');
    expect(doc.totals).toEqual([]);
    expect(doc.tables[0]!.columns.map((c) => c.label)).not.toContain('Amount');
    expect(JSON.stringify(doc)).not.toContain('1234.50');
    expect(doc.fields).toContainEqual({ label: 'Tracking No.', value: 'SF123' });
    expect(doc.notes?.[0]).toMatch(/^Received by/);
  });

  it('leaves out parameters without a value and opens nested groups (an order line keeps params and details)', () => {
    expect(paramsText({ a: '', b: 0, c: null })).toBe('b: 0');
    expect(
      paramsText({
        params: { LAYERS: '2', FINISH: 'HASL' },
        details: { leadTime: 'standard', remarks: '', sizes: [100, 80] },
      }),
    ).toBe('LAYERS: 2; FINISH: HASL; leadTime: standard; sizes: 100, 80');
  });
});

describe('inquiry print documents', () => {
  const inquiry: PrintableInquiry = {
    no: 'IQ202611250001',
    status: 'approved',
    version: 2,
    customer: { name: '示例电子' },
    merchant: { name: 'Demo PCB Factory' },
    productNo: 'P-100',
    params: { layers: 4, surfaceFinish: '沉金' },
    details: { splitting: 'V-cut', goldFingers: null },
    price: { estimated: '900.00', total: '950.00', boardFee: '100.00', currency: 'CNY' },
    approvedPrice: { total: '1000.00', deliveryDays: 6, reason: '板材涨价' },
    deliveryDays: 5,
    createdAt: '2026-11-25T08:00:00.000Z',
  };

  it('prints the request with its price, without the factory answer', () => {
    const doc = inquiryPrintDocument(inquiry, 'request', 'zh-TW');
    expect(doc.title).toBe('詢價單');
    expect(doc.tables[0]!.rows).toEqual([
      ['layers', '4'],
      ['surfaceFinish', '沉金'],
      ['splitting', 'V-cut'],
    ]);
    expect(doc.totals.map((t) => t.label)).toEqual(['預估價', '製板費', '訂單總價']);
    expect(doc.notes).toEqual([]);
  });

  it('adds the factory price, the new lead time and the reason in the pricing template', () => {
    const doc = inquiryPrintDocument(inquiry, 'pricing', 'zh-CN');
    expect(doc.totals).toContainEqual({ label: '工厂核价', value: 'CNY 1000.00' });
    expect(doc.notes).toEqual(['原因: 板材涨价']);
    expect(doc.fields).toContainEqual({ label: '工厂核价 · 交期', value: '6 天' });
  });
});
