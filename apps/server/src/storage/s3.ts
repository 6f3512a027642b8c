import type { S3Client } from '@aws-sdk/client-s3';
import { assertStorageKey, type FileStorage } from './file-storage.js';

export interface S3StorageConfig {
  bucket: string;
  /** Key prefix inside the bucket (`S3_PREFIX`, e.g. `pcb-union/`). */
  prefix: string;
  /** An S3-compatible endpoint (`S3_ENDPOINT`: MinIO, Ceph, R2 …); unset: AWS itself. */
  endpoint?: string;
  region: string;
  /** Path-style addressing (`S3_FORCE_PATH_STYLE=1`), which most S3-compatible servers want. */
  forcePathStyle: boolean;
}

/**
 * Files in an S3-compatible bucket (`FILE_STORAGE=s3`). Credentials come the AWS SDK's usual way
 * (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a profile, or the instance role). A PUT of a whole object is atomic
 * in S3: a reader sees the old object or the new one. Every instance behind the load balancer reads the same bucket.
 */
export class S3Storage implements FileStorage {
  readonly kind = 's3';
  private client: S3Client | undefined;

  constructor(
    private readonly config: S3StorageConfig,
    client?: S3Client,
  ) {
    this.client = client;
  }

  /** The AWS SDK (26 MB) is loaded by the first file this storage keeps or reads, not by every server start. */
  private async connect() {
    const sdk = await import('@aws-sdk/client-s3');
    const { region, endpoint, forcePathStyle } = this.config;
    this.client ??= new sdk.S3Client({ region, endpoint, forcePathStyle });
    return { sdk, client: this.client };
  }

  private keyOf(key: string): string {
    assertStorageKey(key);
    return `${this.config.prefix}${key}`;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const { sdk, client } = await this.connect();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.keyOf(key),
        Body: bytes,
        ContentLength: bytes.length,
      }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    const { sdk, client } = await this.connect();
    try {
      const answer = await client.send(new sdk.GetObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(key) }));
      if (!answer.Body) return null;
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (error) {
      if (
        error instanceof sdk.NoSuchKey ||
        (error as { name?: string }).name === 'NoSuchKey' ||
        (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
      )
        return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const { sdk, client } = await this.connect();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(key) }));
  }
}

/** FILE_STORAGE=s3 settings from the environment; a missing S3_BUCKET is a start-up error, not a silent local disk. */
export function s3ConfigFromEnv(env: NodeJS.ProcessEnv = process.env): S3StorageConfig {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) throw new Error('FILE_STORAGE=s3 needs S3_BUCKET (and S3_ENDPOINT for an S3-compatible server)');
  const prefix = env.S3_PREFIX ?? '';
  if (prefix && !/^[A-Za-z0-9_\-/]+\/$/.test(prefix))
    throw new Error(`S3_PREFIX must be letters, digits, _ - and / ending in /, not ${prefix}`);
  return {
    bucket,
    prefix,
    endpoint: env.S3_ENDPOINT?.trim() || undefined,
    region: env.S3_REGION ?? env.AWS_REGION ?? 'us-east-1',
    forcePathStyle: env.S3_FORCE_PATH_STYLE === '1',
  };
}
