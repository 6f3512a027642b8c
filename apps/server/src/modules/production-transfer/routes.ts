import type { FastifyReply, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.js';
import { forbidden } from '../../http/errors.js';
import { requestLanguage } from '../../http/language.js';
import { translate, type LocalizedText } from '../../http/messages.js';
import { signedIn } from '../../platform/session/session-plugin.js';
import type { ModuleOptions } from '../../platform/module-options.js';
import { writeWorkbook } from '../../platform/documents/index.js';
import { transferBellWords, transferMessages, transferStatusNames } from './messages.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEAD: LocalizedText[] = [
  { en: 'No.', 'zh-CN': '调拨单号', 'zh-TW': '調撥單號', es: 'N.º', ja: '移管番号' },
  { en: 'Order', 'zh-CN': '订单', 'zh-TW': '訂單', es: 'Pedido', ja: '注文' },
  { en: 'Customer', 'zh-CN': '客户', 'zh-TW': '客戶', es: 'Cliente', ja: '顧客' },
  { en: 'From', 'zh-CN': '发出工厂', 'zh-TW': '發出工廠', es: 'Desde', ja: '依頼工場' },
  { en: 'To', 'zh-CN': '承接工厂', 'zh-TW': '承接工廠', es: 'Hacia', ja: '受託工場' },
  { en: 'Quantity', 'zh-CN': '数量', 'zh-TW': '數量', es: 'Cantidad', ja: '数量' },
  { en: 'Due date', 'zh-CN': '要求交期', 'zh-TW': '要求交期', es: 'Fecha requerida', ja: '希望納期' },
  { en: 'Status', 'zh-CN': '状态', 'zh-TW': '狀態', es: 'Estado', ja: '状態' },
  { en: 'Reason', 'zh-CN': '原因', 'zh-TW': '原因', es: 'Motivo', ja: '理由' },
  { en: 'Created', 'zh-CN': '创建时间', 'zh-TW': '建立時間', es: 'Creado', ja: '作成日時' },
];
import {
  noParams,
  transferActionBody,
  transferAnswer,
  transferBody,
  transferListQuery,
  transferRow,
} from './schemas.js';
import { answers, fileAnswer, pageOf } from '../../http/answer.js';
import { productionTransferService, type TransferBell, type TransferCaller } from './service.js';
import { holdsScreen, signedInToEnterprise } from '../../platform/access/guards.js';
import { bellRinger } from '../../platform/notify/index.js';
import './labels.js';

/** The factory's transfer screen (its order desk too); the customer reads its orders' transfers on the shared transfer screen or from its orders. */
const SCREENS = {
  factory: ['transfer-management', 'order-management'],
  customer: ['transfer-management', 'my-order'],
} as const;
const BELL_SCREEN = { factory: 'transfer-management', customer: 'my-order' } as const;

const ringTransferBells = bellRinger<TransferBell>({
  kind: 'sales',
  failed: 'production transfer bell failed',
  screens: (bell) => [BELL_SCREEN[bell.audience]],
  words: (bell) => transferBellWords[bell.event],
  values: (bell) => bell.values,
  link: (bell) =>
    bell.audience === 'customer'
      ? `/my-order/index?keyword=${bell.values.orderNo}`
      : `/transfer-management-add/index?no=${bell.values.no}`,
});

/**
 * Production transfers (issue 20): `GET/POST /api/production-transfers`, `GET /api/production-transfers/{no}`,
 * `POST /api/production-transfers/{no}/actions` (accept / decline by the receiving factory, withdraw by the sender).
 */
const productionTransferModule: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config, database }) => {
  const db = database.db;
  const service = productionTransferService(db, app.clock);
  const tags = ['production transfers'];
  const holds = (request: FastifyRequest, side: keyof typeof SCREENS) =>
    holdsScreen(request, SCREENS[side], config.grantAllMenus);
  const isFactory = (request: FastifyRequest) => signedIn(request).staff.enterpriseKind === 'factory';
  // The screen is shared: holding it makes no customer a factory.
  const factory = async (request: FastifyRequest) => {
    if (!isFactory(request) || !holds(request, 'factory')) throw forbidden();
  };
  const anySide = async (request: FastifyRequest) => {
    if (!holds(request, 'factory') && !holds(request, 'customer')) throw forbidden();
  };
  const callerOf = (request: FastifyRequest): TransferCaller => {
    const caller = signedInToEnterprise(request);
    return {
      enterpriseUid: caller.enterpriseUid,
      accountUid: caller.accountUid,
      name: caller.staff.staffName,
      ip: request.ip,
      language: requestLanguage(request),
    };
  };
  const say = (request: FastifyRequest, template: LocalizedText, no: string, status?: string) => {
    const language = requestLanguage(request);
    return translate(language, template, {
      no,
      ...(status && { status: translate(language, transferStatusNames[status]!) }),
    });
  };

  app.get(
    '/api/production-transfers',
    { schema: { querystring: transferListQuery, tags, response: answers(pageOf(transferRow)) } },
    async (request) => {
      const customer = request.query.direction === 'customer' || !isFactory(request);
      if (!holds(request, customer ? 'customer' : 'factory')) throw forbidden();
      return ok(
        await service.list(callerOf(request), customer ? { ...request.query, direction: 'customer' } : request.query),
      );
    },
  );
  app.get(
    '/api/production-transfers/export',
    { schema: { querystring: transferListQuery, tags, response: fileAnswer(XLSX) } },
    async (request, reply) => {
      const customer = request.query.direction === 'customer' || !isFactory(request);
      if (!holds(request, customer ? 'customer' : 'factory')) throw forbidden();
      const language = requestLanguage(request);
      const { data } = await service.list(callerOf(request), {
        ...request.query,
        ...(customer && { direction: 'customer' as const }),
        page_no: 1,
        page_size: 10_000,
      });
      const rows = [
        HEAD.map((h) => translate(language, h)),
        ...data.map((r) => [
          r.no,
          r.orderNo,
          r.customer.name ?? '',
          r.from.name ?? '',
          r.to.name ?? '',
          { number: String(r.quantity) },
          r.dueDate,
          translate(language, transferStatusNames[r.status]!),
          r.reason,
          new Date(r.createdAt).toISOString().replace('T', ' ').slice(0, 16),
        ]),
      ];
      const bytes = await writeWorkbook([
        { name: 'Production transfers', rows, boldRows: [1], widths: [26, 24, 30, 30, 30, 10, 12, 20, 40, 18] },
      ]);
      // A file answer: the bytes go out as they are (the schema documents them as binary).
      return (reply as FastifyReply)
        .header('content-type', XLSX)
        .header('content-disposition', 'attachment; filename="production-transfers.xlsx"')
        .send(bytes);
    },
  );
  app.get(
    '/api/production-transfers/:no',
    { schema: { params: noParams, tags, response: answers(transferAnswer) }, preHandler: anySide },
    async (request) => ok(await service.detail(callerOf(request), request.params.no)),
  );
  app.post(
    '/api/production-transfers',
    { schema: { body: transferBody, tags, response: answers(transferAnswer) }, preHandler: factory },
    async (request) => {
      const bells: TransferBell[] = [];
      const created = await service.create(callerOf(request), request.body, bells);
      await ringTransferBells(db, app.notifier, bells, request.log);
      return ok(created, say(request, transferMessages.created, created.no));
    },
  );
  app.post(
    '/api/production-transfers/:no/actions',
    {
      schema: { params: noParams, body: transferActionBody, tags, response: answers(transferAnswer) },
      preHandler: anySide,
    },
    async (request) => {
      const bells: TransferBell[] = [];
      const changed = await service.act(
        callerOf(request),
        request.params.no,
        request.body.action,
        request.body.reason,
        request.body.rowVersion,
        bells,
      );
      await ringTransferBells(db, app.notifier, bells, request.log);
      return ok(changed, say(request, transferMessages.done, changed.no, changed.status));
    },
  );
};

export default productionTransferModule as FastifyPluginAsync<ModuleOptions>;
