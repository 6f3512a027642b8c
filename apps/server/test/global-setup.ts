import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';
import { prepareDatabase } from '../src/prepare.js';
import { adminQuery, templateName, withDatabase } from './pg-databases.js';

/**
 * Builds one prepared database that each test file copies, so every file gets a database of its own:
 * on PostgreSQL (DATABASE_URL set) a template database cloned with CREATE DATABASE … TEMPLATE;
 * on PGlite a data directory copied on disk.
 */
export default async function setup(project: TestProject) {
  // The template is prepared in vitest's main process, which the project's `execArgv` does not reach.
  process.throwDeprecation = true;
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = templateName(url);
    await adminQuery(url, `DROP DATABASE IF EXISTS "${template}"`);
    await adminQuery(url, `CREATE DATABASE "${template}"`);
    // The demo's stored files go to a directory of their own, copied beside each test's database clone.
    const files = fs.mkdtempSync(path.join(os.tmpdir(), 'pcb-template-files-'));
    const database = await openDatabase({ databaseUrl: withDatabase(url, template), dataDir: '' });
    await prepareDatabase(database, { seedDemo: true, dataDir: files });
    await database.close();
    project.provide('templateFiles', files);
    return async () => {
      await adminQuery(url, `DROP DATABASE IF EXISTS "${template}"`);
      fs.rmSync(files, { recursive: true, force: true });
    };
  }
  const template = fs.mkdtempSync(path.join(os.tmpdir(), 'pcb-template-'));
  const database = await openDatabase({ dataDir: template });
  // The demo's stored files (DATA_DIR/files) are copied with the cluster to each test's directory.
  await prepareDatabase(database, { seedDemo: true, dataDir: template });
  await database.close();
  project.provide('pgliteTemplate', template);
  return () => fs.rmSync(template, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** On PostgreSQL: the template's stored files (DATA_DIR of the prepared template). */
    templateFiles: string;
  }
}
