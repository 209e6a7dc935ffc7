// Prisma CLI configuration (used by `prisma generate` in postinstall).
import path from 'node:path';
import { defineConfig } from 'prisma/config';

// Offline machines cannot download the native schema engine; the CLI only checks that the file
// exists before `generate`, so point it at a stub unless a real engine is configured.
// See ../shared/notes/offline-stack.md and scripts/schema-engine-stub.sh.
if (!process.env.PRISMA_SCHEMA_ENGINE_BINARY) {
  process.env.PRISMA_SCHEMA_ENGINE_BINARY = path.resolve('scripts/schema-engine-stub.sh');
}

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? '' },
});
