import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/server: one folder up from src/ when run from the sources, and from dist/ when run built. */
export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface AppConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the embedded PGlite in `dataDir` is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Built web app (apps/web/dist); served at `/` when it exists. */
  webDist: string;
  production: boolean;
  logLevel: string;
  /** Seed the demo enterprises, accounts and menus on first start. */
  seedDemo: boolean;
  /**
   * With the demo data, the demo factory's machines report simulated readings while the server runs
   * (`DEMO_DEVICES`; default on, off under test unless a test asks for it; `0` turns it off).
   */
  demoDevices: boolean;
  /** Development switch of spec 01 §6 ("development mode grants everything"); refused in production. */
  grantAllMenus: boolean;
  projectName: string;
  /** The external parameter-extraction tool of spec 01 §2.6; the user menu links to it only when set. */
  parameterExtractionUrl: string | null;
  /**
   * The proxies whose X-Forwarded-For is believed (`TRUST_PROXY`: addresses, CIDR ranges or proxy-addr's names
   * `loopback`, `linklocal`, `uniquelocal`, comma-separated). `false`: the client's address is the socket's.
   */
  trustProxy: string[] | false;
  /**
   * How long a signed-in session's lookup may be kept in memory for reads on PostgreSQL (`SESSION_CACHE_MS`,
   * default 10 s; 0 keeps nothing). Changes reach it at once through the database's notifications
   * (modules/auth/live-sessions.ts); the bound is for what only time changes.
   */
  sessionCacheMs: number;
  /**
   * Parse every answer with its route's response schema before writing it (`CHECK_RESPONSES=1`; on in the tests
   * and `npm run dev`): a breach of the contract is a 500 naming the route and the field. Off, answers are only
   * written by the schema (http/serializer.ts).
   */
  checkResponses: boolean;
  /**
   * On SIGTERM/SIGINT, how long the server may take to answer the requests in flight, finish or hand back its jobs
   * and close (`SHUTDOWN_GRACE_MS`, default 10 s); past it, what is left is cut and the process exits 1.
   */
  shutdownGraceMs: number;
}

const PROXY_ENTRY = /^(loopback|linklocal|uniquelocal|[0-9a-fA-F]*[:.][0-9a-fA-F:.]*(\/\d{1,3})?)$/;

/** `TRUST_PROXY`: unset, empty, `0` or `false` trusts nobody; "trust everyone" cannot be configured. */
export function parseTrustProxy(value: string | undefined): string[] | false {
  const raw = (value ?? '').trim();
  if (raw === '' || raw === '0' || raw === 'false') return false;
  const entries = raw
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.find((e) => !PROXY_ENTRY.test(e));
  if (bad !== undefined)
    throw new Error(`TRUST_PROXY lists the proxies' addresses (e.g. 127.0.0.1,10.0.0.0/8 or loopback), not ${bad}`);
  return entries;
}

function parseShutdownGraceMs(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 10_000;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 1_000 || ms > 600_000)
    throw new Error(`SHUTDOWN_GRACE_MS is a whole number of milliseconds from 1000 to 600000, not ${value}`);
  return ms;
}

function parseSessionCacheMs(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 10_000;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0 || ms > 60_000)
    throw new Error(`SESSION_CACHE_MS is a whole number of milliseconds from 0 to 60000, not ${value}`);
  return ms;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  const grantAllMenus = env.PCB_GRANT_ALL === '1';
  if (production && grantAllMenus) {
    throw new Error('PCB_GRANT_ALL=1 grants every menu and cannot be used with NODE_ENV=production');
  }
  const parameterExtractionUrl = env.PARAMETER_EXTRACTION_URL || null;
  if (parameterExtractionUrl && !/^https?:\/\/[^\s]+$/.test(parameterExtractionUrl)) {
    throw new Error(`PARAMETER_EXTRACTION_URL must be an http(s) address, not ${parameterExtractionUrl}`);
  }
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(process.cwd(), 'data')),
    webDist: path.resolve(env.WEB_DIST ?? path.join(serverRoot, '../web/dist')),
    production,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'warn' : 'info'),
    seedDemo: env.SEED_DEMO !== '0',
    demoDevices: env.DEMO_DEVICES ? env.DEMO_DEVICES !== '0' : env.NODE_ENV !== 'test' && env.VITEST !== 'true',
    grantAllMenus,
    projectName: env.PROJECT_NAME ?? 'PCB Union',
    parameterExtractionUrl,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    sessionCacheMs: parseSessionCacheMs(env.SESSION_CACHE_MS),
    checkResponses: env.CHECK_RESPONSES === '1' || (env.CHECK_RESPONSES === undefined && env.VITEST === 'true'),
    shutdownGraceMs: parseShutdownGraceMs(env.SHUTDOWN_GRACE_MS),
  };
}
