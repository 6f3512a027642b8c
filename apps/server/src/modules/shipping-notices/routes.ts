import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { writeWorkbook, type Cell } from '../../platform/documents/index.js';
import { answers, fileAnswer, pageOf } from '../../http/answer.js';
import { ok } from '../../http/envelope.js';
import { forbidden } from '../../http/errors.js';
import { requestLanguage, type Language } from '../../http/language.js';
import { translate } from '../../http/messages.js';
import { signedIn } from '../../platform/session/session-plugin.js';
import type { ModuleOptions } from '../../platform/module-options.js';
import { deliveryStatusNames } from '../sales/index.js';
import type { SalesCaller } from '../sales/index.js';
import { shipmentColumnWords, shipmentSheetWords } from './messages.js';
import { shipmentRow } from './schemas.js';
import { shipmentListQuery, shipmentService } from './service.js';
import { holdsScreen, signedInToEnterprise } from '../../platform/access/guards.js';
import { businessMinute } from '../../platform/business-day.js';

/** The factory's shipping screens (its delivery desk too); the customer reads the shipments addressed to it from its orders. */
const SCREENS = {
  factory: ['shipping-notice', 'delivery-notice', 'order-management'],
  customer: ['my-order'],
} as const;
type Side = keyof typeof SCREENS;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const num = (n: number | null): Cell => (n === null ? null : { number: String(n) });
const shanghaiTime = (at: Date | null) => (at ? businessMinute(at) : '');

/** Shipments (issue 20): `GET /api/shipments` (either side) and `GET /api/shipments/export.xlsx`. */
const shippingRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config, database }) => {
  const shipments = shipmentService(database.db, app.clock);
  const tags = ['sales: shipments'];
  const sideOf = (request: FastifyRequest, asked?: Side): Side => {
    const caller = signedIn(request);
    const side = asked ?? (caller.staff.enterpriseKind === 'factory' ? 'factory' : 'customer');
    if (!holdsScreen(request, SCREENS[side], config.grantAllMenus)) throw forbidden();
    return side;
  };
  const callerOf = (request: FastifyRequest): SalesCaller => {
    const caller = signedInToEnterprise(request);
    return {
      enterpriseUid: caller.enterpriseUid,
      accountUid: caller.accountUid,
      name: caller.staff.staffName,
      ip: request.ip,
      language: requestLanguage(request),
    };
  };

  app.get(
    '/api/shipments',
    { schema: { querystring: shipmentListQuery, tags, response: answers(pageOf(shipmentRow)) } },
    async (request) => ok(await shipments.list(callerOf(request), sideOf(request, request.query.side), request.query)),
  );

  app.get(
    '/api/shipments/export.xlsx',
    { schema: { querystring: shipmentListQuery, tags, response: fileAnswer(XLSX) } },
    async (request, reply) => {
      const side = sideOf(request, request.query.side);
      const rows = await shipments.all(callerOf(request), side, request.query);
      const language: Language = requestLanguage(request);
      const keys = [
        'no',
        side === 'factory' ? 'customer' : 'factory',
        'shippedAt',
        'carrier',
        'trackingNo',
        'packages',
        'quantity',
        'accepted',
        'disputed',
        'status',
        'address',
      ] as const;
      const header = keys.map((k) => translate(language, shipmentColumnWords[k]!));
      const body = rows.map((r): Cell[] => [
        r.no,
        (side === 'factory' ? r.customer.name : r.factory.name) ?? '',
        shanghaiTime(r.shippedAt),
        r.carrier ?? '',
        r.trackingNo ?? '',
        num(r.packages),
        num(r.quantity),
        num(r.accepted),
        num(r.disputed),
        translate(language, deliveryStatusNames[r.status]!),
        r.address,
      ]);
      const bytes = await writeWorkbook([
        {
          name: translate(language, shipmentSheetWords.sheet),
          rows: [header, ...body],
          boldRows: [1],
          widths: [26, 28, 18, 16, 20, 10, 12, 10, 10, 12, 40],
        },
      ]);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="shipments.xlsx"')
        .header('cache-control', 'no-store')
        .send(bytes as never); // a file: the schema documents it, Fastify sends the buffer as it is
    },
  );
};

export default shippingRoutes as FastifyPluginAsync<ModuleOptions>;
