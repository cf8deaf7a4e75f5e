import { BackupRefused } from '../services/backup/index';

/** A line for the person at the terminal (a command's output, not a log). */
export const say = (line: string) => process.stdout.write(`${line}\n`);

/** Ends a command on its error: a refusal's reason alone (exit 2), any other error in full (exit 1). */
export const commandFailed = (command: string) => (error: unknown) => {
  if (error instanceof BackupRefused) {
    console.error(`${command} refused: ${error.message}`);
    process.exit(2);
  }
  console.error(`${command} failed:`, error);
  process.exit(1);
};
