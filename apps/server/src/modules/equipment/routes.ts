import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { AppError, badRequest } from '../../http/errors.js';
import { ok } from '../../http/envelope.js';
import { requestLanguage } from '../../http/language.js';
import { translate } from '../../http/messages.js';
import { assertIdentityAgrees } from '../../platform/session/identity.js';
import { signedIn } from '../../platform/session/session-plugin.js';
import type { TelemetryBroker } from './broker.js';
import { deviceService, deviceView } from './service.js';
import { answers, pageOf } from '../../http/answer.js';
import {
  deviceAnswer,
  deviceBody,
  deviceDetailAnswer,
  deviceListQuery,
  deviceParams,
  historyQuery,
  onOffAnswer,
  onOffBody,
} from './schemas.js';
import type { Ingest } from './ingest.js';
import { equipmentMessages } from './messages.js';
import type { PushSockets } from './push.js';
import { commandTopic } from './telemetry.js';
import { signedInToEnterprise } from '../../platform/access/guards.js';

/**
 * The devices of the caller's factory (eq-module, eq-module-detail) and `initequipmentonoff`. A signed-in staff
 * member of a factory; another enterprise kind gets 403, another factory's device 404.
 */
export function equipmentRoutes(deps: {
  db: Database;
  broker: () => TelemetryBroker;
  ingest: Ingest;
  sockets: PushSockets;
  topicPrefix: string;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const devices = deviceService(deps.db);
    const tags = ['equipment'];
    const actorOf = (request: FastifyRequest) => {
      const caller = signedInToEnterprise(request);
      if (caller.staff.enterpriseKind !== 'factory') throw new AppError(403, equipmentMessages.factoriesOnly);
      return {
        enterpriseUid: caller.enterpriseUid,
        accountUid: caller.accountUid,
        ip: request.ip,
        enterpriseNo: caller.staff.enterpriseNo,
      };
    };
    const now = () => app.clock.now();

    app.get(
      '/api/equipment/devices',
      { schema: { querystring: deviceListQuery, tags, response: answers(pageOf(deviceAnswer)) } },
      async (request) => ok(await devices.list(actorOf(request).enterpriseUid, request.query, now())),
    );

    app.get(
      '/api/equipment/devices/:uid',
      { schema: { params: deviceParams, querystring: historyQuery, tags, response: answers(deviceDetailAnswer) } },
      async (request) =>
        ok(await devices.detail(actorOf(request).enterpriseUid, request.params.uid, request.query.hours, now())),
    );

    app.post(
      '/api/equipment/devices',
      { schema: { body: deviceBody, tags, response: answers(deviceAnswer) } },
      async (request) => {
        const row = await devices.create(actorOf(request), request.body, now());
        deps.ingest.forget(row.enterpriseUid, row.machineNo);
        return ok(deviceView(row, now()), translate(requestLanguage(request), equipmentMessages.added));
      },
    );

    app.post(
      '/api/service/initequipmentonoff',
      { schema: { body: onOffBody, tags, response: answers(onOffAnswer) } },
      async (request) => {
        const actor = actorOf(request);
        const { equipment_uid, machine_no, status, ...identity } = request.body;
        assertIdentityAgrees(signedIn(request), identity);
        if (!equipment_uid && !machine_no?.trim()) throw badRequest(equipmentMessages.nameDevice, {}, 'equipment_uid');
        const wanted = status === undefined ? null : status === 'on' || status === 1 || status === '1' ? 'on' : 'off';
        const { row, changed } = await devices.switchPower(
          actor,
          { uid: equipment_uid, machineNo: machine_no?.trim() },
          wanted,
        );
        if (changed) {
          await deps.ingest.setPower(row.enterpriseUid, row.machineNo, row.power);
          deps.sockets.send(row.enterpriseUid, {
            type: 'power',
            device: { uid: row.uid, machineNo: row.machineNo, power: row.power },
          });
          // The device hears it on its command topic; a broker that is down does not hold the answer.
          deps
            .broker()
            .publish(
              commandTopic(deps.topicPrefix, actor.enterpriseNo, row.machineNo),
              JSON.stringify({ power: row.power, at: new Date().toISOString() }),
            )
            .catch((error: unknown) => request.log.warn({ err: error }, 'device command not published'));
        }
        const view = deviceView(row, now());
        return ok(
          { ...view, equipment_uid: row.uid, machine_no: row.machineNo, status: row.power },
          translate(
            requestLanguage(request),
            row.power === 'on' ? equipmentMessages.switchedOn : equipmentMessages.switchedOff,
          ),
        );
      },
    );
  };
}
