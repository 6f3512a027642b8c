import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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
  /** Development switch of spec 01 §6 ("development mode grants everything"); refused in production. */
  grantAllMenus: boolean;
  projectName: string;
  /** The external parameter-extraction tool of spec 01 §2.6; the user menu links to it only when set. */
  parameterExtractionUrl: string | null;
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
    grantAllMenus,
    projectName: env.PROJECT_NAME ?? 'PCB Union',
    parameterExtractionUrl,
  };
}
