import type { Language } from '../../http/language.js';
import type { Cell } from '../../platform/documents/index.js';
import { localizedText, translate } from '../../http/messages.js';
import { toolingStatusNames, transferStatusNames } from './messages.js';

const L = localizedText;
const HEAD = {
  no: L('No.', '编号', '編號', 'N.º', '番号'),
  name: L('Name', '名称', '名稱', 'Nombre', '名称'),
  kind: L('Kind', '类型', '類型', 'Tipo', '種類'),
  customer: L('Customer', '客户', '客戶', 'Cliente', '顧客'),
  order: L('Order', '订单', '訂單', 'Pedido', '注文'),
  owner: L('Owner', '所有方', '所有方', 'Propietario', '所有者'),
  cost: L('Cost', '成本', '成本', 'Coste', '費用'),
  amortised: L('Amortised', '已摊销', '已攤銷', 'Amortizado', '償却済み'),
  remaining: L('Remaining', '剩余', '剩餘', 'Pendiente', '残額'),
  usage: L('Used / over', '已用/总数', '已用/總數', 'Usado / total', '使用/総数'),
  location: L('Location', '存放位置', '存放位置', 'Ubicación', '保管場所'),
  holder: L('At factory', '所在工厂', '所在工廠', 'En fábrica', '所在工場'),
  status: L('Status', '状态', '狀態', 'Estado', '状態'),
  created: L('Created', '创建时间', '建立時間', 'Creado', '作成日時'),
  tooling: L('Tooling', '工装', '工裝', 'Utillaje', '治具'),
  from: L('From', '调出工厂', '調出工廠', 'Desde', '送付元'),
  to: L('To', '接收工厂', '接收工廠', 'Hacia', '受入先'),
  signed: L('Signed by', '签收人', '簽收人', 'Firmado por', '受領者'),
};
const money = (amount: string): Cell => ({ number: amount });
const at = (d: Date | string) => new Date(d).toISOString().replace('T', ' ').slice(0, 16);

interface ToolingRow {
  no: string;
  name: string;
  kind: string;
  customer: { name: string | null };
  orderNo: string | null;
  owner: string;
  cost: string;
  amortised: string;
  remaining: string;
  amortisedUnits: number;
  amortiseOver: number;
  amortiseBasis: string;
  location: string;
  holder: { name: string | null };
  status: string;
  createdAt: Date;
}
interface TransferRow {
  no: string;
  toolingNo: string;
  toolingName: string | null;
  from: { name: string | null };
  to: { name: string | null };
  toLocation: string;
  status: string;
  signedByName: string | null;
  createdAt: Date;
}

export function toolingSheet(rows: ToolingRow[], language: Language): Cell[][] {
  const h = (k: keyof typeof HEAD) => translate(language, HEAD[k]);
  return [
    [
      h('no'),
      h('name'),
      h('kind'),
      h('customer'),
      h('order'),
      h('owner'),
      h('cost'),
      h('amortised'),
      h('remaining'),
      h('usage'),
      h('location'),
      h('holder'),
      h('status'),
      h('created'),
    ],
    ...rows.map((r) => [
      r.no,
      r.name,
      r.kind,
      r.customer.name ?? '',
      r.orderNo ?? '',
      r.owner,
      money(r.cost),
      money(r.amortised),
      money(r.remaining),
      `${r.amortisedUnits} / ${r.amortiseOver} ${r.amortiseBasis}`,
      r.location,
      r.holder.name ?? '',
      translate(language, toolingStatusNames[r.status]!),
      at(r.createdAt),
    ]),
  ];
}

export function transferSheet(rows: TransferRow[], language: Language): Cell[][] {
  const h = (k: keyof typeof HEAD) => translate(language, HEAD[k]);
  return [
    [h('no'), h('tooling'), h('name'), h('from'), h('to'), h('location'), h('status'), h('signed'), h('created')],
    ...rows.map((r) => [
      r.no,
      r.toolingNo,
      r.toolingName ?? '',
      r.from.name ?? '',
      r.to.name ?? '',
      r.toLocation,
      translate(language, transferStatusNames[r.status]!),
      r.signedByName ?? '',
      at(r.createdAt),
    ]),
  ];
}
