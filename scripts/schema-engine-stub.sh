#!/bin/sh
# hexpost: offline stand-in for Prisma's native schema engine.
# The Prisma CLI insists on finding (or downloading) its schema-engine binary before any command,
# even `prisma generate`, which never uses it. These machines cannot download it, so
# prisma.config.ts points PRISMA_SCHEMA_ENGINE_BINARY here. Migrations are applied by our own
# runner (src/store/migrate.ts), never by `prisma migrate`.
echo "hexpost: the native Prisma schema engine is not installed; use 'npm run migrate'" >&2
exit 1
