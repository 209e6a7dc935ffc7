// `npm run migrate`: applies pending migrations to DATABASE_URL (PostgreSQL) or, without it, to
// the PGlite folder (PGLITE_DIR, default ./data/pglite). The bot also migrates at start.
import { openDatabase } from './db.ts';

const db = await openDatabase({ log: (m) => console.log(m) });
try {
  const { applied, skipped } = db.migrations;
  console.log(`${db.kind}: ${applied.length} migration(s) applied, ${skipped.length} already applied`);
} finally {
  await db.close();
}
