import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A PostgreSQL cluster of a test's own (initdb into a temporary folder, its own free port), so the test may crash
 * it (`pg_ctl stop -m immediate`) and start it again without touching anyone else's database. As root, the
 * cluster belongs to the `postgres` account (PostgreSQL refuses to run as root).
 */
export interface PgCluster {
  url: string;
  port: number;
  /** A folder beside the cluster for the server's stored files (DATA_DIR), removed with it. */
  filesDir: string;
  /** `pg_ctl start -w`: resolves once PostgreSQL accepts connections. */
  start(): Promise<void>;
  /** `pg_ctl stop -m <mode>`: `immediate` is a crash (no shutdown checkpoint, clients cut). */
  stop(mode?: 'immediate' | 'fast'): Promise<void>;
  /** Stops it (if running) and removes its folder. */
  destroy(): Promise<void>;
}

const isFile = (file: string) => path.isAbsolute(file) && fs.existsSync(file);

/**
 * Where initdb and pg_ctl are: on PATH, else PostgreSQL's own bin folder (`pg_config --bindir`, or Debian's
 * /usr/lib/postgresql/<version>/bin, which is not on PATH).
 */
function binary(name: 'initdb' | 'pg_ctl'): string | undefined {
  const works = (file: string) => spawnSync(file, ['--version']).status === 0;
  if (works(name)) return name;
  const folders = [spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' }).stdout?.trim() ?? ''];
  if (fs.existsSync('/usr/lib/postgresql'))
    folders.push(
      ...fs
        .readdirSync('/usr/lib/postgresql')
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => `/usr/lib/postgresql/${version}/bin`),
    );
  return folders.map((folder) => path.join(folder, name)).find((file) => isFile(file) && works(file));
}
const initdbBin = binary('initdb');
const pgCtlBin = binary('pg_ctl');

/** Why this machine cannot run a cluster of the test's own, or undefined when it can. */
export function clusterUnavailable(): string | undefined {
  // The suite starts a cluster of its own whatever the pass's database, so CI runs it in one pass only (.ci/run).
  if (process.env.PCB_FAULTS === '0') return 'PCB_FAULTS=0 (the other pass runs it)';
  if (!initdbBin) return "initdb is not on PATH nor in PostgreSQL's bin folder (install the PostgreSQL server)";
  if (!pgCtlBin) return "pg_ctl is not on PATH nor in PostgreSQL's bin folder";
  if (process.getuid?.() === 0 && owner() === undefined) return 'running as root and there is no postgres account';
  return undefined;
}

/** The account the cluster runs as: ourselves, or `postgres` when we are root. */
function owner(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return { uid: process.getuid!(), gid: process.getgid!() };
  const id = spawnSync('id', ['postgres'], { encoding: 'utf8' });
  const uid = /uid=(\d+)/.exec(id.stdout ?? '')?.[1];
  const gid = /gid=(\d+)/.exec(id.stdout ?? '')?.[1];
  return uid && gid ? { uid: Number(uid), gid: Number(gid) } : undefined;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function run(command: string, args: string[], as: { uid: number; gid: number }): Promise<string> {
  return new Promise((resolve, reject) => {
    // pg_ctl start leaves the postmaster running: its output goes to the log file, so nothing is piped to wait on.
    const child = spawn(command, args, { uid: as.uid, gid: as.gid, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${command} ${args.join(' ')} exited ${code}: ${out}`)),
    );
  });
}

export async function createCluster(): Promise<PgCluster> {
  const as = owner()!;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pcb-faults-pg-'));
  fs.chownSync(root, as.uid, as.gid);
  const dataDir = path.join(root, 'data');
  const logFile = path.join(root, 'postgres.log');
  await run(
    initdbBin!,
    ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--no-instructions'],
    as,
  );
  const port = await freePort();
  // Small and unsafe on purpose (fsync off): the test checks the server, not PostgreSQL's durability.
  const options = [
    `-p ${port}`,
    `-k ${root}`,
    "-c listen_addresses='127.0.0.1'",
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c shared_buffers=32MB',
    '-c max_connections=50',
  ].join(' ');
  let running = false;
  const cluster: PgCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    filesDir: path.join(root, 'server-data'),
    async start() {
      await run(pgCtlBin!, ['-D', dataDir, '-l', logFile, '-o', options, '-w', '-t', '30', 'start'], as);
      running = true;
    },
    async stop(mode = 'fast') {
      await run(pgCtlBin!, ['-D', dataDir, '-m', mode, '-w', 'stop'], as);
      running = false;
    },
    async destroy() {
      if (running) await cluster.stop('immediate').catch(() => {});
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}
