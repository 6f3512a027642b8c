import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { S3Client } from '@aws-sdk/client-s3';
// @ts-expect-error s3rver ships no type declarations
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from './index.js';
import { S3Storage } from './s3.js';

/**
 * The S3 adapter against a real S3-compatible server (s3rver from the npm registry, speaking the S3 REST API
 * over HTTP on loopback), through the official @aws-sdk/client-s3.
 */
describe('S3-compatible file storage', () => {
  let server: { run(): Promise<{ port: number }>; close(): Promise<void> };
  let dir: string;
  let endpoint: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcb-s3-'));
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'pcb-files' }],
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const client = () =>
    new S3Client({
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });

  it('puts, gets, replaces and deletes bytes under a prefix; a missing key is null', async () => {
    const storage = new S3Storage(
      { bucket: 'pcb-files', prefix: 'union/', endpoint, region: 'us-east-1', forcePathStyle: true },
      client(),
    );
    const bytes = randomBytes(70_000);
    await storage.put('E0001/file-1/1', bytes);
    expect(await storage.get('E0001/file-1/1')).toEqual(bytes);
    expect(
      fs.readdirSync(path.join(dir, 'pcb-files'), { recursive: true }).some((f) => String(f).startsWith('union')),
    ).toBe(true);
    await storage.put('E0001/file-1/1', Buffer.from('second'));
    expect((await storage.get('E0001/file-1/1'))?.toString()).toBe('second');
    expect(await storage.get('E0001/none/1')).toBeNull();
    await storage.delete('E0001/file-1/1');
    await storage.delete('E0001/file-1/1');
    expect(await storage.get('E0001/file-1/1')).toBeNull();
    await expect(storage.put('../escape', bytes)).rejects.toThrow(/invalid storage key/);
  });

  it('is chosen by FILE_STORAGE=s3, and refuses a configuration without a bucket', () => {
    expect(
      createStorage(
        { dataDir: dir },
        { FILE_STORAGE: 's3', S3_BUCKET: 'pcb-files', S3_ENDPOINT: endpoint, S3_FORCE_PATH_STYLE: '1' },
      ).kind,
    ).toBe('s3');
    expect(createStorage({ dataDir: dir }, {}).kind).toBe('local-disk');
    expect(() => createStorage({ dataDir: dir }, { FILE_STORAGE: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => createStorage({ dataDir: dir }, { FILE_STORAGE: 'ftp' })).toThrow(/local or s3/);
  });
});
