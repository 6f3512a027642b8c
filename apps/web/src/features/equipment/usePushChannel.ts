import { useEffect, useEffectEvent } from 'react';
import { backoffDelay } from '../../shell/session/message-channel';
import type { Reading } from './api';

export type DevicePush =
  | {
      type: 'reading';
      device: { uid: string; machineNo: string; name: string; line: string; power: 'on' | 'off' };
      reading: Reading;
      receivedAt: string;
    }
  | { type: 'power'; device: { uid: string; machineNo: string; power: 'on' | 'off' } }
  | { type: 'hello'; enterpriseNo: string };

export const pushUrl = (sessionId: string, loc: Pick<Location, 'protocol' | 'host'> = location) =>
  `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}/push/${encodeURIComponent(sessionId)}`;

/**
 * The device push channel (spec 02 §7, /push/{sessionid}): real-time readings of the session's own enterprise,
 * reconnecting with backoff while the page is open. `onPush` may change between renders.
 */
export function usePushChannel(sessionId: string | undefined, onPush: (push: DevicePush) => void): void {
  const receive = useEffectEvent(onPush);
  useEffect(() => {
    if (!sessionId) return undefined;
    let socket: WebSocket | null = null;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const connect = () => {
      if (stopped) return;
      socket = new WebSocket(pushUrl(sessionId));
      socket.onopen = () => {
        attempt = 0;
      };
      socket.onmessage = (event) => {
        try {
          receive(JSON.parse(String(event.data)) as DevicePush);
        } catch {
          /* not JSON: ignored */
        }
      };
      socket.onclose = () => {
        socket = null;
        if (!stopped) timer = setTimeout(connect, backoffDelay(attempt++));
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
    };
  }, [sessionId]);
}
