import { randomUUID } from 'node:crypto';
import type { MessageHub } from './hub.js';

/** What the equipment module's push sockets offer (modules/equipment/push.ts). */
export interface DeviceSockets<P> {
  send(enterpriseUid: string, push: P): void;
  endSessions(sessionUids: string[]): void;
}

/** NOTIFY refuses payloads of 8000 bytes or more; a reading is a few hundred. */
const MAX_PAYLOAD = 7_500;

/**
 * Makes an instance's device push sockets reach the sockets of every instance (issue 21), through the same hub as
 * the bell and the session events:
 * - a reading or power change is sent to this instance's sockets at once and published for the others, which
 *   skip their own (`origin`) — unless a shared broker (`MQTT_URL`) already hands every reading to every instance;
 * - a session that ended on another instance closes its /push sockets here too.
 * With the in-process hub (one instance) the sockets are returned as they are.
 */
export function shareDeviceSockets<P, T extends DeviceSockets<P>>(
  hub: MessageHub,
  sockets: T,
  opts: { sharedBroker: boolean; onError: (error: unknown) => void },
): T {
  if (hub.kind === 'in-process') return sockets;
  const origin = randomUUID();
  const sendHere = sockets.send.bind(sockets);
  hub.subscribe((event) => {
    if (event.type === 'sessions-ended') sockets.endSessions(event.sessionUids);
    else if (event.type === 'device' && event.origin !== origin) sendHere(event.enterpriseUid, event.push as P);
  });
  if (opts.sharedBroker) return sockets;
  sockets.send = (enterpriseUid, push) => {
    sendHere(enterpriseUid, push);
    const event = { type: 'device' as const, origin, enterpriseUid, push };
    if (Buffer.byteLength(JSON.stringify(event)) > MAX_PAYLOAD)
      return opts.onError(new Error(`device push for ${enterpriseUid} too large to share`));
    hub.publish(event).catch(opts.onError);
  };
  return sockets;
}
