import { ListMultipartUploadsCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { startS3Server, type S3Server } from '../../../../scripts/s3-server.mjs';
import { loadSettings } from '../../src/config/settings';
import { s3ClientOf } from '../../src/services/media/s3-media-storage';

/** Ports of this machine's test S3-compatible servers; another one is taken when all are busy. */
const ports = [9010, 9011, 9012, 9013, 9014, 9015, 9016, 9017, 9018, 9019];

const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

async function freePort(): Promise<number> {
  for (const port of ports) if (await isFree(port)) return port;
  return 0;
}

export interface TestS3Server extends S3Server {
  /** Keys of the objects in the bucket, and keys of multipart uploads neither completed nor aborted. */
  stored(): Promise<{ objects: string[]; unfinishedUploads: string[] }>;
}

/**
 * A real S3-compatible server (scripts/s3-server.mjs) for the calling test file, in a folder of
 * its own, closed and removed after the file's tests.
 */
export async function startTestS3Server(): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'academy-s3-'));
  const server = await startS3Server({ port: await freePort(), directory });
  afterAll(async () => {
    await server.close();
    await rm(directory, { recursive: true, force: true });
  });
  const client = s3ClientOf(loadSettings({ ...server.env, NODE_ENV: 'test' }).s3Store!);
  return {
    ...server,
    async stored() {
      const [objects, uploads] = await Promise.all([
        client.send(new ListObjectsV2Command({ Bucket: server.bucket })),
        client.send(new ListMultipartUploadsCommand({ Bucket: server.bucket })),
      ]);
      return {
        objects: (objects.Contents ?? []).map((object) => object.Key ?? ''),
        unfinishedUploads: (uploads.Uploads ?? []).map((upload) => upload.Key ?? ''),
      };
    },
  };
}
