import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline/promises';
import {
  emailSchema,
  fullNameSchema,
  genderSchema,
  passwordSchema,
  phoneNumberSchema,
} from '@academy/contract/user';
import { messages, isMessageKey } from '@academy/contract/messages';
import type { z } from 'zod';
import { AppError } from '../lib/app-error';
import { newPassword } from '../lib/secrets';

/**
 * `npm run staff:create`: the first admin of a new deployment (decisions §8). Asks for the phone
 * number, e-mail and name (or takes --phone, --email, --name, --gender); the password is asked,
 * or generated and printed once when left empty. Uses the same settings as the server.
 */
const usage =
  'npm run staff:create -- [--phone 0812…] [--email a@b.c] [--name "Full Name"] [--gender male|female]';

function check<S extends z.ZodType>(schema: S, value: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const message = result.error.issues[0]?.message ?? 'invalidValue';
  throw new Error(isMessageKey(message) ? messages[message].en : message);
}

/** A line for the person at the terminal (a CLI's output, not a log). */
const say = (line: string) => process.stdout.write(`${line}\n`);

async function ask(question: string, hidden = false): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  if (hidden) {
    // Echo nothing of what is typed after the question (a password).
    const output = rl as unknown as { _writeToOutput: (text: string) => void };
    let asked = false;
    output._writeToOutput = (text: string) => {
      if (!asked) process.stdout.write(text);
      asked = true;
    };
  }
  const answer = await rl.question(question);
  if (hidden) process.stdout.write('\n');
  rl.close();
  return answer.trim();
}

async function main() {
  const { values } = parseArgs({
    options: {
      phone: { type: 'string' },
      email: { type: 'string' },
      name: { type: 'string' },
      gender: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    process.stdout.write(`${usage}\n`);
    return;
  }
  const interactive = process.stdin.isTTY === true;
  const value = async (given: string | undefined, question: string) => {
    if (given !== undefined) return given;
    if (!interactive) throw new Error(`Missing ${question.toLowerCase()}. Usage: ${usage}`);
    return ask(`${question}: `);
  };
  const phoneNumber = check(phoneNumberSchema, await value(values.phone, 'Phone number'));
  const email = check(emailSchema, await value(values.email, 'E-mail'));
  const fullName = check(fullNameSchema, await value(values.name, 'Full name'));
  const gender = check(
    genderSchema,
    (values.gender ?? (interactive ? await ask('Gender (male/female) [male]: ') : '')) || 'male',
  );
  const typed = interactive
    ? await ask('Password (8 to 128 characters; leave empty to generate one): ', true)
    : '';
  const password = typed ? check(passwordSchema, typed) : newPassword();

  // The app is loaded once the input is valid: a refusal answers without it.
  const [{ buildApp }, { loadSettings }, { openDatabase }] = await Promise.all([
    import('../app'),
    import('../config/settings'),
    import('../db/database'),
  ]);
  const settings = loadSettings();
  const database = await openDatabase(
    settings.DATABASE_URL
      ? { kind: 'postgres', url: settings.DATABASE_URL }
      : { kind: 'pglite', dataDir: settings.dataDir },
  );
  const app = await buildApp({ settings, database });
  try {
    await app.ready();
    await app.services.staffAccounts.create({
      fullName,
      gender,
      phoneNumber,
      email,
      password,
      role: 'admin',
    });
  } finally {
    await app.close();
    await database.close();
  }
  say(`\nAdmin ${fullName} created. Sign in at /login with phone ${phoneNumber}; the console is at /staff.`);
  if (!typed) say(`Password (shown only this once): ${password}`);
}

main().catch((error: unknown) => {
  const reason =
    error instanceof AppError
      ? messages[error.reason].en
      : error instanceof Error
        ? error.message
        : String(error);
  console.error(`staff:create failed: ${reason}`);
  process.exit(1);
});
