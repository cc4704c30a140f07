import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';
import { contentTypeOfKey, isStorableKey } from './keys';
import { UnstorableKeyError } from './local-storage';
import type { ImageStorage, StoredObject } from './storage';

function isNotFound(error: unknown): boolean {
  const name = (error as { name?: unknown }).name;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return name === 'NoSuchKey' || name === 'NotFound' || status === 404;
}

function checkedKey(key: string): string {
  if (!isStorableKey(key)) throw new UnstorableKeyError(key);
  return key;
}

/**
 * The AWS SDK, loaded when the first S3 store is made: loading it costs about a fifth of a second
 * of processor time, which a server keeping its pictures on its own disk need not pay at start.
 */
let sdk: Promise<typeof S3Sdk> | undefined;

/** Pictures in a bucket of any S3-compatible object store (AWS SDK v3). */
export class S3ImageStorage implements ImageStorage {
  readonly backend = 's3';
  private readonly bucket: string;
  /** The SDK and the client, once the SDK has loaded. */
  private readonly connection: Promise<{ s3: typeof S3Sdk; client: S3Client }>;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.connection = (sdk ??= import('@aws-sdk/client-s3')).then((s3) => ({
      s3,
      client: new s3.S3Client({
        endpoint: settings.endpoint,
        region: settings.region,
        forcePathStyle: settings.forcePathStyle,
        ...(settings.credentials && { credentials: settings.credentials }),
        // Checksums only where the operation needs one: many S3-compatible stores know no others.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }));
    // A failed load is reported by the first operation; until then it is no unhandled rejection.
    this.connection.catch(() => undefined);
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const { s3, client } = await this.connection;
    await client.send(
      new s3.PutObjectCommand({
        Bucket: this.bucket,
        Key: checkedKey(key),
        Body: bytes,
        ContentType: contentType,
      }),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    const { s3, client } = await this.connection;
    try {
      const object = await client.send(
        new s3.GetObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }),
      );
      if (!object.Body) return null;
      const bytes = Buffer.from(await object.Body.transformToByteArray());
      return { bytes, contentType: object.ContentType ?? contentTypeOfKey(key) };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    const { s3, client } = await this.connection;
    try {
      await client.send(new s3.HeadObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  async copy(fromKey: string, toKey: string): Promise<void> {
    const { s3, client } = await this.connection;
    await client.send(
      new s3.CopyObjectCommand({
        Bucket: this.bucket,
        Key: checkedKey(toKey),
        CopySource: `${this.bucket}/${checkedKey(fromKey)}`,
      }),
    );
  }

  async delete(key: string): Promise<void> {
    const { s3, client } = await this.connection;
    await client.send(new s3.DeleteObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }));
  }

  async list(prefix: string): Promise<string[]> {
    const { s3, client } = await this.connection;
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new s3.ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: prefix,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys.sort();
  }

  /** Closes the client's connections. */
  close(): void {
    void this.connection.then(
      ({ client }) => client.destroy(),
      () => undefined,
    );
  }
}
