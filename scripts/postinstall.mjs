// hexpost's postinstall: generates the Prisma client into src/generated/prisma (`prisma generate`).
//
// The Prisma CLI (`prisma`) is a dev dependency: the bot never runs it (migrations are applied by
// src/store/migrate.ts), so a production install leaves it out. Then there is nothing to run it
// with, and this script says so instead of failing the install:
//   npm install / npm ci                 → the CLI is there: prisma generate
//   npm ci --omit=dev (or NODE_ENV=production)
//                                        → no CLI: skipped, with a note (the Dockerfile generates
//                                          the client in its build stage and copies it)
// Plain JavaScript with no dependency, so that it runs before anything else is set up.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const client = join(root, 'src/generated/prisma/client.ts');

let cli;
try {
  cli = createRequire(join(root, 'package.json')).resolve('prisma/build/index.js');
} catch {
  cli = null;
}

if (!cli) {
  console.warn(
    existsSync(client)
      ? 'hexpost postinstall: the Prisma CLI is not installed (production install); kept the generated client in src/generated/prisma.'
      : 'hexpost postinstall: the Prisma CLI is not installed (production install), so the Prisma client was NOT generated.\n' +
          '  The bot needs src/generated/prisma: install with dev dependencies (npm install / npm ci) to generate it,\n' +
          '  or copy it from a build that did (as the Dockerfile does).',
  );
  process.exit(0);
}

const r = spawnSync(process.execPath, [cli, 'generate'], { cwd: root, stdio: 'inherit' });
if (r.error) throw r.error;
process.exit(r.status ?? 1);
