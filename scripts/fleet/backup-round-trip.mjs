// The backup-and-restore round trip of `npm run fleet` (issue 37, item 3): `npm run backup` taken
// while exam night runs, `npm run restore` of it into a new database and a new bucket, then every
// table and file of the restored academy compared with the archive, and every answer acknowledged
// before the backup began looked up in the restored database. The commands run as the backup unit
// runs them (npm, the built dist/ files), with the servers' settings.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { root } from './services.mjs';

/** `npm run <command> -- ...args` from the repository with `env`: its exit code, output and time. */
export function runCommand(command, args, env) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn('npm', ['run', '--silent', command, '--', ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output: output.trim(), ms: performance.now() - started }));
  });
}

/** The archive's manifest.json (a .tar.gz: tar reads it). */
function manifestOf(archive) {
  const result = spawnSync('tar', ['-xzOf', archive, 'manifest.json'], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`no manifest in ${archive}: ${result.stderr}`);
  return JSON.parse(result.stdout);
}

/** The SHA-256 of an object of the tests' S3-compatible server, read from its folder (s3rver's layout). */
async function objectSha256(store, key) {
  const parts = key.split('/');
  const file = path.join(
    store.directory,
    store.bucket,
    ...parts.slice(0, -1),
    `${parts.at(-1)}._S3rver_object`,
  );
  const hash = createHash('sha256');
  try {
    for await (const chunk of createReadStream(file)) hash.update(chunk);
  } catch {
    return 'missing';
  }
  return hash.digest('hex');
}

/**
 * The restored academy against the archive: each table's row count, each media file's bytes (in
 * the source bucket, the restored bucket and the manifest alike), and the answers acknowledged
 * before the backup began (`ackedBefore`: attempt/question → seq), each there with its seq or later.
 */
export async function compareRestored({ archive, restoredUrl, source, restored, ackedBefore }) {
  const manifest = manifestOf(archive);
  const client = new pg.Client({ connectionString: restoredUrl });
  await client.connect();
  try {
    const differingTables = [];
    let rows = 0;
    for (const [table, expected] of Object.entries(manifest.database.tables)) {
      const [{ count }] = (await client.query(`select count(*)::int as count from "${table}"`)).rows;
      rows += count;
      if (count !== expected.rows) differingTables.push(`${table} ${count}/${expected.rows}`);
    }
    const differingFiles = [];
    for (const [key, file] of Object.entries(manifest.media)) {
      const [before, after] = await Promise.all([objectSha256(source, key), objectSha256(restored, key)]);
      if (before !== file.sha256 || after !== file.sha256) differingFiles.push(key);
    }
    const stored = new Map(
      (await client.query('select attempt_id, question_id, seq from exam_answers')).rows.map((row) => [
        `${row.attempt_id}/${row.question_id}`,
        row.seq,
      ]),
    );
    let answersMissing = 0;
    for (const [key, seq] of ackedBefore) if ((stored.get(key) ?? 0) < seq) answersMissing += 1;
    return {
      tables: Object.keys(manifest.database.tables).length,
      rows,
      files: Object.keys(manifest.media).length,
      differingTables,
      differingFiles,
      answersBefore: ackedBefore.size,
      answersMissing,
    };
  } finally {
    await client.end();
  }
}
