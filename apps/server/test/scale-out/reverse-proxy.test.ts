import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../src/server.js';
import { LiveChannel } from '../live-channel.js';
import { createTestDatabase, DEMO, Client } from '../test-server.js';

process.env.MQTT_BROKER_PORT = '0';
// Two instances per file beside the rest of the suite: small pools keep PostgreSQL under max_connections.
process.env.PG_POOL_MAX ??= '6';

const nginx = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));
if (!nginx) console.warn('reverse-proxy test skipped: nginx is not installed (apt-get install -y nginx)');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The production shape of docs/deploy.md on loopback: nginx round-robin in front of two instances on one PostgreSQL. */
function nginxConfig(dir: string, port: number, upstreams: string[]): string {
  return `worker_processes 1;
error_log ${dir}/error.log warn;
pid ${dir}/nginx.pid;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  upstream pcb_union { ${upstreams.map((u) => `server ${u};`).join(' ')} keepalive 16; }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 64m;
    location = /metrics { deny all; }
    location / {
      proxy_pass http://pcb_union;
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_read_timeout 1h;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

describe.skipIf(!process.env.DATABASE_URL || !nginx)('two instances behind nginx', () => {
  let a: RunningServer;
  let b: RunningServer;
  let proxy: ChildProcess;
  let base: string;
  let dir: string;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    const config = {
      port: 0,
      host: '127.0.0.1',
      logLevel: 'silent',
      dataDir: database.dataDir!,
      databaseUrl: database.databaseUrl,
      trustProxy: ['loopback'],
    };
    a = await startServer(config);
    b = await startServer(config);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcb-nginx-'));
    const port = await freePort();
    fs.writeFileSync(
      path.join(dir, 'nginx.conf'),
      nginxConfig(
        dir,
        port,
        [a.url, b.url].map((u) => u.replace('http://', '')),
      ),
    );
    const check = spawnSync(nginx!, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx refused its configuration: ${check.stderr}`);
    proxy = spawn(nginx!, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore' });
    base = `http://127.0.0.1:${port}`;
    for (
      let tries = 0;
      (await fetch(`${base}/api/health`).then(
        (r) => r.status,
        () => 0,
      )) !== 200;
      tries++
    ) {
      if (tries > 100) throw new Error(`nginx did not answer: ${fs.readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  afterAll(async () => {
    proxy?.kill('SIGTERM');
    await a?.stop();
    await b?.stop();
    await drop?.();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  const socketsOn = async (server: RunningServer) =>
    Number(/^pcb_websocket_connections (\d+)/m.exec(await (await fetch(`${server.url}/metrics`)).text())![1]);

  it('spreads requests over both instances and keeps /metrics off the public side', async () => {
    const upstreams = new Set<string>();
    for (let i = 0; i < 6; i++) upstreams.add((await fetch(`${base}/api/ready`)).headers.get('x-upstream')!);
    expect([...upstreams].sort()).toEqual([a.url, b.url].map((u) => u.replace('http://', '')).sort());
    expect((await fetch(`${base}/metrics`)).status).toBe(403);
  });

  it('signs out, through the proxy, a customer whose page is held by one instance when the second login lands on the other', async () => {
    const login = async () => {
      const client = new Client(base);
      const res = await fetch(`${base}/api/service/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          login_type: 'phone',
          phone_area_code: '+86',
          login_phone: DEMO.customer.phone,
          login_password: DEMO.password,
        }),
      });
      expect(res.status).toBe(200);
      client.cookie = res.headers.get('set-cookie')!.split(';')[0];
      return { client, upstream: res.headers.get('x-upstream')! };
    };
    const first = await login();
    const page = await LiveChannel.open(base, first.client.cookie);
    await page.next((p) => p.type === 'bell');
    const holder = (await socketsOn(a)) === 1 ? a : b;
    expect(await socketsOn(holder === a ? b : a)).toBe(0);

    // Logins land round-robin: the one that replaces the session is answered by the instance not holding the page.
    let second = await login();
    while (second.upstream === holder.url.replace('http://', '')) second = await login();
    const started = Date.now();
    expect(await page.next((p) => p.type === 'session-replaced', 2_000)).toEqual({ type: 'session-replaced' });
    expect((await page.closed).code).toBe(4001);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect((await first.client.post('/api/atom/auth-info1', {})).status).toBe(401);
  });
});
