import type { CDPSession, Page } from 'playwright-core';

export interface Transfer {
  url: string;
  type: string;
  encoding: string | null;
  /** Bytes on the wire, headers included, as Chromium's network events count them (0 when served from cache). */
  wire: number;
  /** Bytes after decoding. */
  raw: number;
  fromCache: boolean;
}

/**
 * Records every response of a page with the bytes Chromium really transferred (Network.loadingFinished's
 * encodedDataLength) and the decoded size (the sum of Network.dataReceived's dataLength).
 */
export async function recordTransfers(page: Page): Promise<{ transfers: Transfer[]; cdp: CDPSession }> {
  const cdp = await page.context().newCDPSession(page);
  const pending = new Map<string, Transfer>();
  const transfers: Transfer[] = [];
  cdp.on('Network.responseReceived', (e) => {
    const headers = Object.fromEntries(
      Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
    );
    pending.set(e.requestId, {
      url: e.response.url,
      type: e.type,
      encoding: headers['content-encoding'] ?? null,
      wire: 0,
      raw: 0,
      fromCache: Boolean(e.response.fromDiskCache || e.response.fromPrefetchCache || e.response.fromServiceWorker),
    });
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    const t = pending.get(e.requestId);
    if (t) t.fromCache = true;
  });
  cdp.on('Network.dataReceived', (e) => {
    const t = pending.get(e.requestId);
    if (t) t.raw += e.dataLength;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const t = pending.get(e.requestId);
    if (!t) return;
    t.wire = e.encodedDataLength;
    transfers.push(t);
    pending.delete(e.requestId);
  });
  await cdp.send('Network.enable');
  return { transfers, cdp };
}

export const kB = (bytes: number) => Math.round(bytes / 102.4) / 10;
