// The bot's signing keys (docs/dice.md, "Signed exports"). A key is made once, by whichever
// process asks first: two processes racing both insert, one insert is kept, and both read it back.
import type { Db } from './records.ts';

export interface SigningKeyRecord {
  id: string;
  algorithm: string;
  publicKey: string;
  privateKey: string;
  createdAt: Date;
}

/** The key named `id`, made by `make` and stored if there is none yet. */
export async function ensureSigningKey(
  db: Db,
  id: string,
  make: () => { algorithm: string; publicKey: string; privateKey: string },
): Promise<SigningKeyRecord> {
  const found = await db.signingKey.findUnique({ where: { id } });
  if (found) return found;
  await db.signingKey.createMany({ data: [{ id, ...make() }], skipDuplicates: true });
  return db.signingKey.findUniqueOrThrow({ where: { id } });
}
