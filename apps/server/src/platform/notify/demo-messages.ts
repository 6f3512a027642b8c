import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { enterprises, messages, staff, type MessageText } from '../../db/schema/index.js';
import { insertMessage } from './message.service.js';

type DemoKind = 'platform' | 'factory' | 'customer' | 'supplier';

const welcome: Record<DemoKind, { title: MessageText; body: MessageText; link: string }> = {
  platform: {
    title: {
      en: 'Welcome to PCB Union, platform operator',
      'zh-CN': '欢迎使用 PCB Union 平台管理',
      'zh-TW': '歡迎使用 PCB Union 平台管理',
      es: 'Bienvenido a PCB Union, operador de la plataforma',
      ja: 'PCB Union へようこそ（プラットフォーム運営）',
    },
    body: {
      en: 'Manage enterprises and their expiry dates, send messages from the outbox and answer consultations in the consult queue.',
      'zh-CN': '您可以管理企业及其系统到期日期，通过发件箱发送消息，并在咨询队列中答复咨询。',
      'zh-TW': '您可以管理企業及其系統到期日期，通過發件箱發送消息，並在諮詢隊列中答覆諮詢。',
      es: 'Gestione empresas y sus fechas de caducidad, envíe mensajes desde la bandeja de salida y responda consultas.',
      ja: '企業と有効期限の管理、送信ボックスからのメッセージ送信、相談キューへの回答ができます。',
    },
    link: '/collaborative-workbench',
  },
  factory: {
    title: {
      en: 'Welcome to PCB Union, Demo PCB Factory',
      'zh-CN': '欢迎 Demo PCB Factory 加入 PCB Union',
      'zh-TW': '歡迎 Demo PCB Factory 加入 PCB Union',
      es: 'Bienvenida a PCB Union, Demo PCB Factory',
      ja: 'Demo PCB Factory 様、PCB Union へようこそ',
    },
    body: {
      en: 'Set up your quotation parameters and base prices, then answer inquiries and approve quotations online.',
      'zh-CN': '请先配置报价参数和产品基价，然后即可在线答复询价并审批报价。',
      'zh-TW': '請先配置報價參數和產品基價，然後即可在線答覆詢價並審批報價。',
      es: 'Configure los parámetros de cotización y los precios base; después responda consultas y apruebe cotizaciones.',
      ja: '見積パラメータと基本価格を設定すると、オンラインで引合への回答と見積承認ができます。',
    },
    link: '/quotation-management',
  },
  customer: {
    title: {
      en: 'Welcome to PCB Union, Demo Electronics Customer Co.',
      'zh-CN': '欢迎 Demo Electronics Customer Co. 加入 PCB Union',
      'zh-TW': '歡迎 Demo Electronics Customer Co. 加入 PCB Union',
      es: 'Bienvenida a PCB Union, Demo Electronics Customer Co.',
      ja: 'Demo Electronics Customer Co. 様、PCB Union へようこそ',
    },
    body: {
      en: 'Get an instant price for your boards with online quotation, or upload your Gerber files and send an inquiry.',
      'zh-CN': '使用在线报价即时获取电路板价格，或上传 Gerber 文件发起询价。',
      'zh-TW': '使用在線報價即時獲取電路板價格，或上傳 Gerber 文件發起詢價。',
      es: 'Obtenga un precio al instante con la cotización en línea o suba sus archivos Gerber y envíe una consulta.',
      ja: 'オンライン見積で即時に価格を確認するか、Gerber ファイルをアップロードして引合を送信してください。',
    },
    link: '/online-quotation-management',
  },
  supplier: {
    title: {
      en: 'Welcome to PCB Union, Demo Laminate Supplier Ltd.',
      'zh-CN': '欢迎 Demo Laminate Supplier Ltd. 加入 PCB Union',
      'zh-TW': '歡迎 Demo Laminate Supplier Ltd. 加入 PCB Union',
      es: 'Bienvenida a PCB Union, Demo Laminate Supplier Ltd.',
      ja: 'Demo Laminate Supplier Ltd. 様、PCB Union へようこそ',
    },
    body: {
      en: 'Demo PCB Factory has sent you bidding notices: open Bidding to review them and submit your offer.',
      'zh-CN': 'Demo PCB Factory 向您发送了招标通知，请进入招标管理查看并报价。',
      'zh-TW': 'Demo PCB Factory 向您發送了招標通知，請進入招標管理查看並報價。',
      es: 'Demo PCB Factory le ha enviado avisos de licitación: abra Licitaciones para revisarlos y ofertar.',
      ja: 'Demo PCB Factory から入札通知が届いています。入札管理で確認して応札してください。',
    },
    link: '/purchasing-manage',
  },
};

const consultation = {
  title: {
    en: 'New consultation from Demo Electronics Customer Co.',
    'zh-CN': '来自 Demo Electronics Customer Co. 的新咨询',
    'zh-TW': '來自 Demo Electronics Customer Co. 的新諮詢',
    es: 'Nueva consulta de Demo Electronics Customer Co.',
    ja: 'Demo Electronics Customer Co. からの新しい相談',
  },
  body: {
    en: 'How long does an invoice take to be issued after an order is paid?',
    'zh-CN': '订单付款后多久可以开具发票？',
    'zh-TW': '訂單付款後多久可以開具發票？',
    es: '¿Cuánto tarda en emitirse la factura después de pagar un pedido?',
    ja: '注文の支払い後、請求書の発行までどのくらいかかりますか？',
  },
} satisfies { title: MessageText; body: MessageText };

/**
 * Demo messages, once each: a welcome for every demo account in its enterprise, and one consultation in the
 * platform's consult queue. Nothing when the demo enterprises are absent.
 */
export async function seedDemoMessages(db: Database): Promise<void> {
  for (const [no, kind] of [
    ['E0000', 'platform'],
    ['E0001', 'factory'],
    ['E0002', 'customer'],
    ['E0003', 'supplier'],
  ] as const) {
    const [member] = await db
      .select({ accountUid: staff.accountUid, enterpriseUid: staff.enterpriseUid })
      .from(staff)
      .innerJoin(enterprises, eq(enterprises.uid, staff.enterpriseUid))
      .where(eq(enterprises.enterpriseNo, no))
      .orderBy(staff.createdAt)
      .limit(1);
    if (!member) continue;
    const [existing] = await db
      .select({ uid: messages.uid })
      .from(messages)
      .where(
        and(
          eq(messages.recipientAccountUid, member.accountUid),
          eq(messages.enterpriseUid, member.enterpriseUid),
          eq(messages.kind, 'welcome'),
        ),
      )
      .limit(1);
    if (!existing)
      await insertMessage(db, member.accountUid, {
        kind: 'welcome',
        enterpriseUid: member.enterpriseUid,
        ...welcome[kind],
      });
    if (kind !== 'platform') continue;
    const [queued] = await db
      .select({ uid: messages.uid })
      .from(messages)
      .where(
        and(
          isNull(messages.recipientAccountUid),
          eq(messages.enterpriseUid, member.enterpriseUid),
          eq(messages.kind, 'consult'),
        ),
      )
      .limit(1);
    if (!queued)
      await insertMessage(db, null, {
        kind: 'consult',
        enterpriseUid: member.enterpriseUid,
        link: '/want-consult',
        ...consultation,
      });
  }
}
