import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The systemd units of deploy/systemd are one install (issue 37, item 1): the same user, release
 * folder and settings file, folders systemd makes for that user (StateDirectory=, no mkdir as the
 * user where it may not write), a failed backup reported, and the paths the README and the
 * settings example name the ones the units use.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const unitsFolder = path.join(root, 'deploy/systemd');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** A unit's settings: `Section.Key` to every value it is given, in order. */
function unit(name: string): Map<string, string[]> {
  const settings = new Map<string, string[]>();
  let section = '';
  for (const line of readFileSync(path.join(unitsFolder, name), 'utf8').split('\n')) {
    const header = /^\[(\w+)\]$/.exec(line);
    if (header) section = header[1]!;
    const setting = /^(\w+)=(.*)$/.exec(line);
    if (setting) {
      const key = `${section}.${setting[1]}`;
      settings.set(key, [...(settings.get(key) ?? []), setting[2]!]);
    }
  }
  return settings;
}

const one = (settings: Map<string, string[]>, key: string) => {
  const values = settings.get(key) ?? [];
  expect(values, key).toHaveLength(1);
  return values[0]!;
};

const example = Object.fromEntries(
  read('deploy/academy.env.example')
    .split('\n')
    .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
);

const server = unit('academy@.service');
const backup = unit('academy-backup.service');
const timer = unit('academy-backup.timer');

describe('the systemd units as one install', () => {
  it('run the server and the backup as the same user, in the same release, with the same settings', () => {
    for (const key of [
      'Service.User',
      'Service.Group',
      'Service.WorkingDirectory',
      'Service.EnvironmentFile',
    ]) {
      expect(one(backup, key), key).toBe(one(server, key));
    }
    expect(one(server, 'Service.User')).toBe('academy');
    expect(one(server, 'Service.WorkingDirectory')).toBe('/opt/academy');
    expect(one(server, 'Service.EnvironmentFile')).toBe('/etc/academy/academy.env');
    expect(timer.get('Timer.Unit') ?? ['academy-backup.service']).toEqual(['academy-backup.service']);
  });

  it('let systemd make the folders they write, under /var/lib, for that user alone', () => {
    // No mkdir as the unprivileged user in a folder only root may write (/var/backups).
    expect(backup.has('Service.ExecStartPre')).toBe(false);
    const serverState = one(server, 'Service.StateDirectory').split(' ');
    const backupState = one(backup, 'Service.StateDirectory').split(' ');
    expect(one(server, 'Service.StateDirectoryMode')).toBe('0700');
    expect(one(backup, 'Service.StateDirectoryMode')).toBe('0700');
    // DATA_DIR is the server's state folder, which the backup also opens (the embedded server's socket).
    expect(example.DATA_DIR).toBe(`/var/lib/${serverState[0]}`);
    expect(backupState).toContain(serverState[0]);
    // The archives go to, are pruned in, and are watched (BACKUP_DIR) in the backup's own state folder.
    const archives = example.BACKUP_DIR!;
    expect(backupState.map((name) => `/var/lib/${name}`)).toContain(archives);
    expect(one(backup, 'Service.ExecStart')).toContain(` ${archives}/academy-`);
    expect(one(backup, 'Service.ExecStartPost')).toContain(`/usr/bin/find ${archives} `);
    // Nothing outside those: every absolute folder the units name is one of the install's.
    const install = [
      one(server, 'Service.WorkingDirectory'),
      path.dirname(one(server, 'Service.EnvironmentFile')),
      example.DATA_DIR!,
      archives,
      '/var/cache/academy',
    ];
    for (const name of readdirSync(unitsFolder)) {
      const text = readFileSync(path.join(unitsFolder, name), 'utf8').replace(/^#.*$/gm, '');
      for (const [folder] of text.matchAll(/(?<![\w/])\/(?:opt|etc|var|srv)\/[\w./-]+/g)) {
        expect(
          install.some((place) => folder === place || folder.startsWith(`${place}/`)),
          `${name}: ${folder}`,
        ).toBe(true);
      }
    }
  });

  it('report a failed backup: OnFailure= starts a unit that is shipped, and the metric has an alert and a panel', () => {
    const onFailure = one(backup, 'Unit.OnFailure');
    expect(existsSync(path.join(unitsFolder, onFailure)), onFailure).toBe(true);
    const metric = 'academy_backup_newest_age_seconds';
    expect(read('deploy/prometheus/academy-rules.yml')).toMatch(new RegExp(`expr: .*${metric}.* > `));
    const dashboard = JSON.parse(read('deploy/grafana/academy.json')) as {
      panels: { targets?: { expr: string }[] }[];
    };
    expect(
      dashboard.panels.some((panel) => panel.targets?.some((target) => target.expr.includes(metric))),
    ).toBe(true);
  });

  it('are installed by the README as they are named, with the settings file readable by the user alone', () => {
    const readme = read('README.md');
    for (const name of readdirSync(unitsFolder)) expect(readme, name).toContain(name);
    expect(readme).toMatch(
      /install -m 0600 -o academy -g academy deploy\/academy\.env\.example \/etc\/academy\/academy\.env/,
    );
    expect(readme).toContain(example.BACKUP_DIR);
    expect(readme).not.toMatch(/backup -- \/var\/backups/);
  });

  const analyze = spawnSync('systemd-analyze', ['--version']).status === 0;
  const work = mkdtempSync(path.join(tmpdir(), 'academy-units-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it.skipIf(!analyze)('pass systemd-analyze verify (where systemd-analyze is installed)', () => {
    const names = readdirSync(unitsFolder);
    for (const name of names)
      writeFileSync(path.join(work, name), readFileSync(path.join(unitsFolder, name)));
    const units = names.map((name) => path.join(work, name.replace('@.service', '@3001.service')));
    const result = spawnSync('systemd-analyze', ['verify', '--man=no', ...units], { encoding: 'utf8' });
    // A command this machine lacks (no /usr/bin/node on a CI image) is not the units' fault.
    const problems = `${result.stdout}${result.stderr}`
      .split('\n')
      .filter((line) => line.trim() !== '')
      .filter((line) => {
        const missing = /Command (\S+) is not executable: No such file/.exec(line)?.[1];
        return !(missing && !existsSync(missing));
      });
    expect(problems).toEqual([]);
  });
});
