import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { adminQuery, withDatabase } from '../../apps/server/test/pg-databases.js';
import { startServer } from '../../apps/server/src/server.js';
import { CHROMIUM, hasChromium } from './chromium.js';

/** One real server (built web app + API) for the browser tests, on a database of its own. */
export default async function setup(project: TestProject) {
  // The server runs in this process (vitest's main one, which `execArgv` does not reach): a deprecation fails the run.
  process.throwDeprecation = true;
  if (!hasChromium) {
    console.warn(`\n  Browser tests SKIPPED: no Chromium at ${CHROMIUM} (apt-get install chromium).\n`);
    project.provide('baseUrl', '');
    return;
  }
  const url = process.env.DATABASE_URL;
  const dbName = url ? `${new URL(url).pathname.slice(1)}_e2e` : '';
  // On PostgreSQL the data directory holds only the stored files: a scratch one too, not ./files in the checkout.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcb-e2e-'));
  if (url) {
    await adminQuery(url, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await adminQuery(url, `CREATE DATABASE "${dbName}"`);
  }
  // Every browser test talks from 127.0.0.1: registering staff (by invitation and a code) would soon pass the
  // codes-per-address limit, which the server tests cover.
  process.env.PCB_LIMIT_CODES_PER_ADDRESS_HOUR ??= '1000';
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    logLevel: 'warn',
    checkResponses: true,
    dataDir,
    databaseUrl: url ? withDatabase(url, dbName) : undefined,
  });
  project.provide('baseUrl', server.url);
  return async () => {
    await server.stop();
    if (url) await adminQuery(url, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
