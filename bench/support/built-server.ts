/**
 * The server as `npm start` runs it: the esbuild bundle (apps/server/dist, built here when missing or when
 * BENCH_BUILD=1) under `node --enable-source-maps`, in a process of its own, with the shipped defaults (request
 * logging at info) unless the bench overrides them. Its log is read and dropped, as a terminal would.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const serverRoot = path.resolve(import.meta.dirname, '../../apps/server');
const entry = path.join(serverRoot, 'dist/main.mjs');

export function ensureBuiltServer(): void {
  if (fs.existsSync(entry) && process.env.BENCH_BUILD !== '1') return;
  const built = spawnSync(process.execPath, ['build.mjs'], { cwd: serverRoot, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the server did not build');
}

export interface BuiltServer {
  child: ChildProcess;
  url: string;
  /** Milliseconds from spawning the process to the first healthy answer of /api/health. */
  healthyMs: number;
  stop(): Promise<void>;
}

/** Starts the built server on a free port; answers once /api/health does. */
export async function startBuiltServer(env: Record<string, string>): Promise<BuiltServer> {
  ensureBuiltServer();
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const began = performance.now();
  const child = spawn(process.execPath, ['--enable-source-maps', entry], {
    cwd: serverRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      MQTT_BROKER_PORT: '0',
      ...env,
    },
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the server exited with ${code} before it was healthy`))),
  );
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    const healthy = fetch(`${url}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (await Promise.race([healthy, exited])) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const healthyMs = Math.round(performance.now() - began);
  const stop = async () => {
    if (child.exitCode !== null) return;
    const done = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  };
  exited.catch(() => undefined);
  return { child, url, healthyMs, stop };
}

/** The process's resident memory now and at its peak, in MB (Linux /proc). */
export function memoryOf(child: ChildProcess): { rssMb: number; peakMb: number } {
  const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
}
