// A local S3-compatible server for the tests and the fleet test (decision 0083): s3rver (the
// maintained fork @20minutes/s3rver, files in a folder) on loopback, with the academy's bucket.
//
//   node scripts/s3-server.mjs --port 9010 --dir /tmp/academy-s3 [--bucket academy-media] [--host 127.0.0.1]
//
// prints the settings that point the academy at it (MEDIA_STORAGE=s3, S3_*) and serves until
// SIGTERM or SIGINT. Imported, `startS3Server()` does the same and answers those settings.
//
// s3rver lacks two calls the academy relies on: AbortMultipartUpload (a failed upload drops its
// parts) and ListMultipartUploads (how a test sees that none is left). They are added here on
// s3rver's own folder layout (`<dir>/<bucket>/._S3rver_uploads/<uploadId>/`), ahead of its routes.
import { mkdir, readFile, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import S3rver from '@20minutes/s3rver';

/** s3rver's built-in account: every request must be signed with it. */
const accessKeyId = 'S3RVER';
const secretAccessKey = 'S3RVER';

const xml = (body) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
const escapeXml = (text) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The two multipart calls s3rver does not answer, on path-style addresses (`/<bucket>/<key>`). */
function multipartUploadCalls(directory) {
  return async (ctx, next) => {
    const [bucket = '', ...keyParts] = ctx.path.slice(1).split('/');
    const uploads = path.join(directory, bucket, '._S3rver_uploads');
    if (ctx.method === 'DELETE' && keyParts.length > 0 && 'uploadId' in ctx.query) {
      const uploadId = String(ctx.query.uploadId);
      const folder = path.join(uploads, uploadId);
      const found = /^[0-9a-f]+$/.test(uploadId) && (await stat(folder).catch(() => undefined));
      if (!found) {
        ctx.status = 404;
        ctx.type = 'application/xml';
        ctx.body = xml(
          `<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>`,
        );
        return;
      }
      await rm(folder, { recursive: true, force: true });
      ctx.status = 204;
      return;
    }
    if (ctx.method === 'GET' && keyParts.join('') === '' && 'uploads' in ctx.query) {
      const ids = await readdir(uploads).catch(() => []);
      const entries = await Promise.all(
        ids.map(async (id) => {
          const key = await readFile(path.join(uploads, id, 'key'), 'utf8').catch(() => undefined);
          const { birthtime } = await stat(path.join(uploads, id));
          return key === undefined
            ? ''
            : `<Upload><Key>${escapeXml(key)}</Key><UploadId>${id}</UploadId><Initiated>${birthtime.toISOString()}</Initiated></Upload>`;
        }),
      );
      ctx.type = 'application/xml';
      ctx.body = xml(
        `<ListMultipartUploadsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${escapeXml(bucket)}</Bucket>` +
          `<MaxUploads>1000</MaxUploads><IsTruncated>false</IsTruncated>${entries.join('')}</ListMultipartUploadsResult>`,
      );
      return;
    }
    return next();
  };
}

/**
 * Starts the server on `port` (0: any free port) with `bucket` made, files kept in `directory`.
 * Answers its address, the academy's settings to reach it, and `close()`.
 */
export async function startS3Server({ port = 0, host = '127.0.0.1', directory, bucket = 'academy-media' }) {
  await mkdir(directory, { recursive: true });
  const server = new S3rver({
    port,
    address: host,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  server.middleware.unshift(multipartUploadCalls(directory));
  const address = await server.run();
  const endpoint = `http://${host}:${address.port}`;
  return {
    endpoint,
    port: address.port,
    bucket,
    directory,
    env: {
      MEDIA_STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: () => server.close(),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '9010' },
      host: { type: 'string', default: '127.0.0.1' },
      dir: { type: 'string' },
      bucket: { type: 'string', default: 'academy-media' },
    },
  });
  if (!values.dir) {
    console.error(
      'usage: node scripts/s3-server.mjs --port 9010 --dir FOLDER [--bucket NAME] [--host 127.0.0.1]',
    );
    process.exit(2);
  }
  const server = await startS3Server({
    port: Number(values.port),
    host: values.host,
    directory: path.resolve(values.dir),
    bucket: values.bucket,
  });
  process.stdout.write(
    `S3-compatible server at ${server.endpoint}, bucket ${server.bucket}, files in ${server.directory}\n` +
      Object.entries(server.env)
        .map(([name, value]) => `${name}=${value}`)
        .join('\n') +
      '\n',
  );
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
