// `npm start`: builds the web app only when its sources changed since the last build (quietly: its
// output shows only if it fails), then starts the server (main.ts), whose request log is off unless
// REQUEST_LOG=true, so the sign-in banner stays on screen.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { REPO_ROOT } from '../config.ts';
import { sourcesFingerprint, stampWebBuild, webBuildNeeded } from './web-build.ts';

const MESSAGES = {
  'first start': 'building the web app (first start); this takes a minute',
  changed: 'building the web app (its sources changed since the last build)',
} as const;

function buildWebIfNeeded(): void {
  if (process.env.WEB_DIST) {
    // A web app built elsewhere is served as it is.
    return;
  }
  const dist = resolve(REPO_ROOT, 'apps/web/dist');
  const fingerprint = sourcesFingerprint(REPO_ROOT);
  const reason = webBuildNeeded(REPO_ROOT, dist, fingerprint);
  if (!reason) {
    return;
  }
  process.stdout.write(`${MESSAGES[reason]}…\n`);
  const started = Date.now();
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web', '--', '--logLevel', 'warn'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (build.status !== 0) {
    process.stderr.write(`${build.stdout ?? ''}${build.stderr ?? ''}\nThe web app did not build (above).\n`);
    process.exit(build.status ?? 1);
  }
  stampWebBuild(dist, fingerprint);
  process.stdout.write(`built the web app in ${Math.round((Date.now() - started) / 1000)} s\n`);
}

buildWebIfNeeded();
await import('../main.ts');
