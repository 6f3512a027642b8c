import type { ChannelMessage } from '../../stores/messages';

/** What the server sends on /ws (docs/api-shell.md). */
export type ChannelEvent =
  { type: 'message'; message: ChannelMessage } | { type: 'bell'; totlecount: number } | { type: 'session-replaced' };

const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;

export function channelUrl(loc: Pick<Location, 'protocol' | 'host'> = location): string {
  return `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}/ws`;
}

/** The next wait before reconnecting: doubling from 1 s up to 30 s, with up to 20 % jitter. */
export function backoffDelay(attempt: number, random = Math.random): number {
  const base = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** attempt);
  return Math.round(base * (1 + random() * 0.2));
}

/** The live message channel (spec 01 §7): same-origin WebSocket, reconnecting with backoff until stopped. */
export function openMessageChannel(onEvent: (event: ChannelEvent) => void): () => void {
  let socket: WebSocket | null = null;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const connect = () => {
    if (stopped) return;
    socket = new WebSocket(channelUrl());
    socket.onopen = () => {
      attempt = 0;
    };
    socket.onmessage = (event) => {
      try {
        const parsed = JSON.parse(String(event.data)) as ChannelEvent;
        if (parsed && typeof parsed.type === 'string') onEvent(parsed);
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
}
