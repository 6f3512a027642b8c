import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestServer, type Client, type TestServer } from '../../../test/test-server.js';
import { sameOrigin } from './websocket.js';

let server: TestServer;
let factory: Client;
beforeAll(async () => {
  server = await startTestServer();
  factory = await loginAs(server.url, 'factory');
});
afterAll(() => server.stop());

/** Opens /ws with the session cookie and an Origin; answers 'open' or the refusal's HTTP status. */
function open(origin: string | undefined): Promise<string> {
  const socket = new WebSocket(server.url.replace(/^http/, 'ws') + '/ws', {
    headers: { cookie: factory.cookie!, ...(origin ? { origin } : {}) },
  });
  return new Promise((resolve) => {
    socket.once('open', () => (socket.close(), resolve('open')));
    socket.once('unexpected-response', (_req, res) => resolve(`HTTP ${res.statusCode}`));
    socket.once('error', () => resolve('error'));
  });
}

describe('the message channel refuses other sites', () => {
  it('opens for the portal page (same host) and a non-browser client, refuses another Origin with 403', async () => {
    expect(await open(server.url)).toBe('open');
    expect(await open(undefined)).toBe('open');
    expect(await open('https://evil.example')).toBe('HTTP 403');
    expect(await open('null')).toBe('HTTP 403');
  });

  it('compares the Origin host with the request host', () => {
    expect(sameOrigin('http://portal.example:8080', 'portal.example:8080')).toBe(true);
    expect(sameOrigin('http://portal.example:8081', 'portal.example:8080')).toBe(false);
  });
});
