// A PostgreSQL primary with a synchronous streaming standby on this machine, for the failover proof:
// Debian's PostgreSQL binaries (initdb, pg_basebackup, pg_ctl), two data folders under a scratch
// folder, each server on its own port and socket folder. PostgreSQL refuses to run as root: as root
// (CI), every command runs as the `postgres` user.
import { execFileSync } from 'node:child_process';
import {
  appendFileSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The folder of the newest PostgreSQL's binaries, or null when pg_basebackup is not installed. */
export function postgresBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) {
    return null;
  }
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'pg_basebackup')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

const asRoot = process.getuid?.() === 0;

function run(bin, tool, args) {
  const command = asRoot ? 'runuser' : join(bin, tool);
  const full = asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args;
  return execFileSync(command, full, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
}

/** Makes the pair and starts both; `close()` stops them and removes the folders. */
export function startPair({ bin, primaryPort, standbyPort }) {
  const scratch = mkdtempSync(join(tmpdir(), 'care-failover-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(scratch, uid, gid);
  }
  const primary = join(scratch, 'primary');
  const standby = join(scratch, 'standby');
  run(bin, 'initdb', ['-D', primary, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  appendFileSync(
    join(primary, 'postgresql.conf'),
    [
      `port = ${primaryPort}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${scratch}'`,
      'wal_level = replica',
      'max_wal_senders = 4',
      // Synchronous: a commit is acknowledged once the standby has it, so the promotion loses none.
      "synchronous_standby_names = 'standby1'",
      'synchronous_commit = on',
      'max_connections = 100',
      '',
    ].join('\n'),
  );
  run(bin, 'pg_ctl', ['-D', primary, '-l', join(scratch, 'primary.log'), '-w', 'start']);
  run(bin, 'pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(primaryPort),
    '-U',
    'postgres',
    '-D',
    standby,
    '-X',
    'stream',
    '-R',
  ]);
  // The standby's own port, its name on the primary, and no synchronous standby of its own once
  // promoted (it has none: with the primary's setting it would wait for ever on each commit).
  appendFileSync(
    join(standby, 'postgresql.auto.conf'),
    [
      `port = ${standbyPort}`,
      `primary_conninfo = 'host=127.0.0.1 port=${primaryPort} user=postgres application_name=standby1'`,
      "synchronous_standby_names = ''",
      '',
    ].join('\n'),
  );
  run(bin, 'pg_ctl', ['-D', standby, '-l', join(scratch, 'standby.log'), '-w', 'start']);
  const postmasterPid = (dir) => Number(readFileSync(join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  return {
    scratch,
    primaryPid: () => postmasterPid(primary),
    /** SIGKILL of the primary's postmaster: its backends end by themselves ("unexpected postmaster exit"). */
    killPrimary() {
      process.kill(postmasterPid(primary), 'SIGKILL');
    },
    promoteStandby() {
      run(bin, 'pg_ctl', ['-D', standby, '-w', 'promote']);
    },
    close() {
      for (const dir of [standby, primary]) {
        try {
          run(bin, 'pg_ctl', ['-D', dir, '-m', 'immediate', 'stop']);
        } catch {}
      }
      // A primary killed with SIGKILL may leave backends that have not yet noticed.
      try {
        execFileSync('pkill', ['-KILL', '-f', scratch]);
      } catch {}
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
