import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { privateFolder } from './private-folders';
import type { Settings } from './settings';
import { writeOnce } from './write-once';

/** The file in DATA_DIR that holds the signing key of a start without MEDIA_SIGNING_SECRET. */
export const signingKeyFileName = 'signing-key';

/**
 * The settings with a signing key that outlives a restart (decision 0142). MEDIA_SIGNING_SECRET
 * when set (a public origin must set it); otherwise the key kept in `DATA_DIR/signing-key`, made
 * on the first start (32 random bytes, readable by the academy's user alone). A key drawn per
 * start changed every signed address with each restart: the calendar address shown to a learner
 * answered 404, known devices and exam previews were forgotten (issue 37).
 */
export async function withStableSigningKey(settings: Settings): Promise<Settings> {
  if (settings.MEDIA_SIGNING_SECRET) return settings;
  await privateFolder(settings.dataDir);
  const file = path.join(settings.dataDir, signingKeyFileName);
  const key = (await readKey(file)) ?? (await createKey(file));
  return { ...settings, mediaSigningSecret: key };
}

async function readKey(file: string): Promise<string | undefined> {
  try {
    const key = (await readFile(file, 'utf8')).trim();
    if (key.length < 32) throw new Error(`${file}: the signing key is shorter than 32 characters`);
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Written whole, then linked into place (another start's key stands when it made one first). */
async function createKey(file: string): Promise<string> {
  await writeOnce(file, `${randomBytes(32).toString('base64url')}\n`);
  return (await readKey(file))!;
}
