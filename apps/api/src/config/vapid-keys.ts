import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { privateFolder } from './private-folders';
import type { Settings } from './settings';
import { generateVapidKeys } from './vapid-settings';
import { writeOnce } from './write-once';

/** The file in DATA_DIR that keeps the VAPID pair of a local start without VAPID_* settings. */
export const vapidKeysFileName = 'vapid-keys.json';

/**
 * The settings with a VAPID pair that outlives a restart (a browser's subscription is bound to the
 * public key it subscribed with): VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set (a public origin
 * must set them); otherwise the pair kept in `DATA_DIR/vapid-keys.json`, made on the first start.
 * `created` says this start made it, so the server prints it once.
 */
export async function withStableVapidKeys(
  settings: Settings,
): Promise<{ settings: Settings; created: boolean }> {
  if (settings.VAPID_PUBLIC_KEY) return { settings, created: false };
  await privateFolder(settings.dataDir);
  const file = path.join(settings.dataDir, vapidKeysFileName);
  const created = await writeOnce(file, `${JSON.stringify(generateVapidKeys())}\n`);
  const kept = z
    .object({ publicKey: z.string(), privateKey: z.string() })
    .parse(JSON.parse(await readFile(file, 'utf8')));
  return { settings: { ...settings, vapid: { ...settings.vapid, ...kept } }, created };
}

/** The start-up line of a pair just made: how to keep it on another server. */
export function vapidKeysBanner(settings: Settings): string {
  return (
    `WEB PUSH KEYS MADE and kept in ${path.join(settings.dataDir, vapidKeysFileName)}: ` +
    `VAPID_PUBLIC_KEY=${settings.vapid.publicKey} VAPID_PRIVATE_KEY=${settings.vapid.privateKey}. ` +
    `Set them (and VAPID_SUBJECT) to keep the learners' push subscriptions when the data folder moves.`
  );
}
