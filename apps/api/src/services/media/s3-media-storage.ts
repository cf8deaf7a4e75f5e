import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3StoreSettings } from '../../config/settings';
import type { ByteRange, MediaStorage } from './media-storage';
import { contentTypeOfKey } from './media-type';

/**
 * Bytes held per part of a multipart upload: the smallest S3 accepts. With two parts in flight an
 * upload holds about three parts in memory, whatever the file's size (10,000 parts: up to 50 GiB).
 */
const partSize = 5 * 1024 * 1024;
const partsInFlight = 2;

/** The user metadata (`x-amz-meta-sha256`) that lets a copy of a local file be skipped when unchanged. */
const checksumMetadata = 'sha256';

/**
 * The SDK sends a path-style call on the bucket itself (ListObjectsV2, ListMultipartUploads) to
 * `/<bucket>/` and signs that path; s3rver (the store of the README and the tests) rebuilds the
 * path it checks as `/<bucket>` and answered SignatureDoesNotMatch. Sent and signed as `/<bucket>`
 * (as boto3 sends it), the call is the same to AWS S3, MinIO and the others, which check the path
 * as sent: the backup's list and a recitation's pieces work on every store (issue 37, item 3).
 */
export function bucketPathWithoutSlash(client: S3Client, bucket: string): S3Client {
  const withSlash = `/${bucket}/`;
  client.middlewareStack.add(
    (next) => (args) => {
      const request = args.request as { path?: string };
      if (request.path === withSlash) request.path = withSlash.slice(0, -1);
      return next(args);
    },
    // Built, not yet signed: the signature covers the path that is sent.
    { step: 'build', name: 'bucketPathWithoutSlash' },
  );
  return client;
}

export function s3ClientOf(store: S3StoreSettings): S3Client {
  const client = new S3Client({
    endpoint: store.endpoint,
    region: store.region,
    forcePathStyle: store.forcePathStyle,
    credentials: { accessKeyId: store.accessKeyId, secretAccessKey: store.secretAccessKey },
    // Checksums only where S3 requires them: the SDK's default (a CRC32 trailer on every upload)
    // is refused by many S3-compatible stores; TLS and the ETag already guard the bytes.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // Every learner watching a video holds one connection to the store while it streams.
    requestHandler: {
      httpAgent: { keepAlive: true, maxSockets: 256 },
      httpsAgent: { keepAlive: true, maxSockets: 256 },
    },
  });
  return store.forcePathStyle ? bucketPathWithoutSlash(client, store.bucket) : client;
}

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;

/** The SHA-256 of a local file, read as a stream. */
async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Media in an S3-compatible bucket (decision 0083): uploads stream through a multipart upload of
 * 5 MiB parts (a file under one part is one PutObject), aborted on any failure so no part stays
 * behind; reads are GetObject with the asked range.
 */
export class S3MediaStorage implements MediaStorage {
  constructor(
    private readonly client: S3Client,
    readonly bucket: string,
  ) {}

  /**
   * HeadBucket: undefined when the bucket answers, else what the store said (`NotFound (404)`,
   * `Forbidden (403)`, a connection error), for the log of a server that waits for it.
   */
  async bucketProblem(): Promise<string | undefined> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
      return undefined;
    } catch (error) {
      if (error instanceof S3ServiceException)
        return `${error.name} (${error.$metadata.httpStatusCode ?? '?'})`;
      return error instanceof Error ? error.message : String(error);
    }
  }

  async put(key: string, content: Readable, metadata?: Record<string, string>): Promise<{ size: number }> {
    let size = 0;
    async function* counted() {
      for await (const chunk of content) {
        size += (chunk as Buffer).length;
        yield chunk as Buffer;
      }
    }
    const upload = new Upload({
      client: this.client,
      partSize,
      queueSize: partsInFlight,
      leavePartsOnError: false,
      params: {
        Bucket: this.bucket,
        Key: key,
        Body: Readable.from(counted()),
        ContentType: contentTypeOfKey(key),
        Metadata: metadata,
      },
    });
    // Upload aborts its multipart upload itself when a part or the source stream fails.
    await upload.done();
    return { size };
  }

  async size(key: string): Promise<number | undefined> {
    return (await this.head(key))?.size;
  }

  private async head(key: string) {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: head.ContentLength ?? 0, sha256: head.Metadata?.[checksumMetadata] };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const object = await this.client.send(
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Range: range ? `bytes=${range.start}-${range.end}` : undefined,
      }),
    );
    if (!(object.Body instanceof Readable)) throw new Error(`no readable body for ${key}`);
    return object.Body;
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** Every object of the bucket (or under `prefix`), page by page (ListObjectsV2): what a backup copies. */
  async *list(prefix?: string): AsyncIterable<string> {
    const input = { Bucket: this.bucket, ...(prefix ? { Prefix: prefix } : {}) };
    for await (const page of paginateListObjectsV2({ client: this.client }, input)) {
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
    }
  }

  /**
   * Copies a local file under `key` unless the store already holds it with the same size and
   * SHA-256 (recorded as metadata by this very call): `npm run media:migrate`, the demo media.
   */
  async putFile(key: string, file: string): Promise<'copied' | 'unchanged'> {
    const [{ size }, sha256, stored] = await Promise.all([stat(file), sha256Of(file), this.head(key)]);
    if (stored?.size === size && stored.sha256 === sha256) return 'unchanged';
    await this.put(key, createReadStream(file), { [checksumMetadata]: sha256 });
    return 'copied';
  }
}
