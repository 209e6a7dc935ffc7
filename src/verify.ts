// `npm run verify -- [--key PUBLIC_KEY] FILE`: checks a game's /export (docs/dice.md). The file must
// carry the bot's Ed25519 signature over all of it (and, with --key, by that key: the server's);
// the dice secret must hash to the commitment the challenge post showed; every action, replayed
// with the game's whole setup (rules revision and every option) and the key derived from the
// secret, both players' words and the accepting presses, must be legal and roll exactly the
// recorded dice; the result and the status must match the replayed game.
// Exit 0: all match. 1: a mismatch (or no valid signature). 2: a malformed file, a bad --key, or an
// unfinished game's export.
import fs from 'node:fs';
import { commitment, type Roll } from '#engine/rng.ts';
import { allGames, getGame } from '#games/index.ts';
import { isKeyed } from '#service/types.ts';
import {
  canonicalJson,
  checkSignature,
  EXPORT_FORMAT,
  publicKeyFromHex,
  readSetup,
  replayInputs,
  replayWithRolls,
  type FinishedExport,
} from '#service/export.ts';

export interface Verdict {
  code: 0 | 1 | 2;
  lines: string[];
}

export interface VerifyOptions {
  /** The server's public key (hex), pinned: a file signed by any other key fails. */
  key?: string;
}

export const NO_COMMITMENT_LINE =
  'no commitment: the dice cannot be checked against a commitment made before the game (generator v1)';

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const isRoll = (r: unknown): r is Roll => isObj(r) && Number.isInteger(r.faces) && Number.isInteger(r.value);
const isRolls = (v: unknown): v is Roll[] => Array.isArray(v) && v.every(isRoll);
const rollsText = (r: readonly Roll[]) =>
  r.length ? r.map((x) => (x.faces === 6 ? `${x.value}` : `${x.value}/d${x.faces}`)).join(' ') : '(none)';
const sameRolls = (a: readonly Roll[], b: readonly Roll[]) =>
  a.length === b.length && a.every((x, i) => x.faces === b[i]!.faces && x.value === b[i]!.value);

/** The signature's verdict: a line that it holds, or the mismatch. */
function signatureCheck(
  file: Record<string, unknown>,
  pinned: string | undefined,
): { ok: true; lines: string[] } | { ok: false; why: string } {
  const s = file.signature;
  if (s === undefined)
    return { ok: false, why: 'signature: the file is not signed by the bot (every /export is: export the game again)' };
  if (!isObj(s) || s.algorithm !== 'Ed25519' || typeof s.publicKey !== 'string' || typeof s.value !== 'string') {
    return { ok: false, why: 'signature: must be {algorithm: "Ed25519", publicKey, value}' };
  }
  const signer = s.publicKey.toLowerCase();
  if (pinned !== undefined && signer !== pinned)
    return { ok: false, why: `signature: the file names the key ${signer}, not the server's key ${pinned} (--key)` };
  if (!publicKeyFromHex(signer))
    return { ok: false, why: 'signature: publicKey must be 64 hex digits (a raw Ed25519 key)' };
  if (!checkSignature(file, signer, s.value)) {
    return {
      ok: false,
      why: `signature: does not match the file's content for the key ${signer}: something in it (an action, a die, the result, the status…) was changed after the bot signed it, or the signature was`,
    };
  }
  const lines = [`ok  signature: Ed25519, by the key ${signer}`];
  lines.push(
    pinned !== undefined
      ? '    (the server key given with --key)'
      : "    check that this is your server's key (shown by /export; see the README), or pin it with --key",
  );
  return { ok: true, lines };
}

export function verifyExport(file: unknown, opts: VerifyOptions = {}): Verdict {
  const bad = (why: string): Verdict => ({ code: 2, lines: [`MALFORMED: ${why}`] });
  if (!isObj(file)) return bad('not a JSON object');
  if (file.format === 'hexpost-export/1')
    return bad(
      'an export from before exports were signed (hexpost-export/1): /export the game again for a signed file',
    );
  if (file.format !== EXPORT_FORMAT) return bad(`format is not "${EXPORT_FORMAT}"`);
  const pinned = opts.key?.trim().toLowerCase();
  if (pinned !== undefined && !publicKeyFromHex(pinned))
    return bad("--key must be the server's public key: 64 hex digits");
  const lines: string[] = [];
  const mismatches: string[] = [];
  const sig = signatureCheck(file, pinned);
  if (sig.ok) lines.push(...sig.lines);
  else mismatches.push(sig.why);
  const fail = (): Verdict => ({
    code: 1,
    lines: [
      ...lines,
      ...mismatches.map((x) => `MISMATCH  ${x}`),
      'FAIL: the record is not what the bot exported, or does not match its dice.',
    ],
  });

  if (file.status === 'pending' || file.status === 'active') {
    if (mismatches.length) return fail();
    return {
      code: 2,
      lines: [
        ...lines,
        'UNFINISHED: this game is not over; its dice secret is revealed only at the end. Export it again when it has ended.',
      ],
    };
  }
  if (file.status !== 'finished' && file.status !== 'aborted') return bad('status must be finished or aborted');
  const m = typeof file.gameType === 'string' ? getGame(file.gameType) : undefined;
  if (!m)
    return bad(
      `unknown gameType; known: ${allGames()
        .map((g) => g.id)
        .join(', ')}`,
    );
  if (!isObj(file.options)) return bad('options must be an object');
  if (!Array.isArray(file.actions)) return bad('actions must be a list');
  for (const [i, a] of file.actions.entries()) {
    if (!isObj(a) || typeof a.side !== 'string' || typeof a.action !== 'string' || !isRolls(a.rolls))
      return bad(`actions[${i}] needs side, action (strings) and rolls [{faces, value}]`);
  }
  if (!isRolls(file.setupRolls)) return bad('setupRolls must be a list of {faces, value}');
  const read = readSetup(file);
  if (!read.ok) return bad(read.error);
  const f = file as unknown as FinishedExport;
  const setup = read.setup;
  if (isKeyed(setup)) {
    if (typeof f.commitment !== 'string') return bad('commitment must be a string');
    const c = commitment(setup.secret);
    if (c !== f.commitment)
      mismatches.push(`commitment: SHA-256(key) = ${c}, but the game committed to ${f.commitment}`);
    else lines.push(`ok  commitment: SHA-256(key) = ${c}`);
    lines.push(
      `    words: challenger ${JSON.stringify(setup.words.creator)}, accepter ${JSON.stringify(setup.words.accepter)}${setup.presses?.length ? `; accepting presses ${setup.presses.join(', ')}` : ''}`,
    );
  } else {
    if (f.commitment !== null && f.commitment !== undefined)
      return bad('a v1 export has no commitment (commitment: null)');
    lines.push(`    ${NO_COMMITMENT_LINE}`);
  }
  const { seed, options } = replayInputs(setup);
  lines.push(`    setup: ${m.id}, options ${canonicalJson(options)} (rules revision ${Number(options.revision ?? 1)})`);
  const r = replayWithRolls(m, seed, options, f.actions);
  if (!r.ok) {
    const a = f.actions[r.index]!;
    mismatches.push(
      `action #${a.seq ?? r.index + 1} (${a.side}: ${a.action}) is not legal in the replayed game: ${r.reason}`,
    );
  } else {
    if (!sameRolls(r.setupRolls, f.setupRolls))
      mismatches.push(`setup rolls: recorded ${rollsText(f.setupRolls)}, derived ${rollsText(r.setupRolls)}`);
    let rolled = 0;
    f.actions.forEach((a, i) => {
      const got = r.rolls[i]!;
      rolled += got.length;
      if (!sameRolls(got, a.rolls))
        mismatches.push(
          `action #${a.seq} (${a.side}: ${a.action}): recorded dice ${rollsText(a.rolls)}, derived ${rollsText(got)}`,
        );
    });
    lines.push(`    replayed ${f.actions.length} actions, ${rolled + r.setupRolls.length} dice`);
    if (canonicalJson(r.state.result) !== canonicalJson(f.result ?? null))
      mismatches.push(`result: recorded ${canonicalJson(f.result ?? null)}, replayed ${canonicalJson(r.state.result)}`);
    // A finished game ended by its actions (a win, a draw, a resignation, a timeout); an aborted one did not.
    if (f.status === 'finished' && !r.state.result)
      mismatches.push('status: recorded finished, but the replayed game has not ended');
    if (f.status === 'aborted' && r.state.result)
      mismatches.push('status: recorded aborted, but the replayed game ended with a result');
  }
  if (mismatches.length) return fail();
  const dice = isKeyed(setup)
    ? 'every die, shuffle and action matches the committed dice key'
    : 'every die, shuffle and action matches the seed (no commitment to check it against)';
  return { code: 0, lines: [...lines, `PASS: signed by the bot; ${dice}.`] };
}

/** The command line: `[--key HEX] FILE` in any order, or `--server-key`. */
export function parseArgs(argv: readonly string[]): { path?: string; key?: string; serverKey?: true; error?: string } {
  const out: { path?: string; key?: string; serverKey?: true; error?: string } = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--key') {
      const k = argv[++i];
      if (k === undefined) return { error: '--key needs the public key (64 hex digits)' };
      out.key = k;
    } else if (a.startsWith('--key=')) out.key = a.slice('--key='.length);
    else if (a === '--server-key') out.serverKey = true;
    else if (out.path === undefined) out.path = a;
    else return { error: `one file at a time (got ${out.path} and ${a})` };
  }
  return out;
}

/**
 * `--server-key`: the public key this server signs exports with, from its database (DATABASE_URL,
 * else the PGlite folder PGLITE_DIR, as the bot reads them; .env too), made there if it has none.
 * PGlite's folder is held by a running bot: stop it, or read the key from /export's reply.
 */
async function printServerKey(): Promise<void> {
  const { loadDotenv } = await import('./config.ts');
  loadDotenv();
  const { openDatabase } = await import('#store/db.ts');
  const { createRepository } = await import('#store/repository.ts');
  const { exportSigner } = await import('#service/export.ts');
  const db = await openDatabase({});
  try {
    console.log((await exportSigner(createRepository(db.prisma, db.pool))).publicKey);
  } finally {
    await db.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = parseArgs(process.argv.slice(2));
  if (args.serverKey && !args.error && !args.path) {
    try {
      await printServerKey();
      process.exit(0);
    } catch (err) {
      console.error(`cannot read the server's key: ${(err as Error).message}`);
      process.exit(2);
    }
  }
  if (args.error || !args.path) {
    if (args.error) console.error(args.error);
    console.error('usage: npm run verify -- [--key SERVER_PUBLIC_KEY] EXPORT.json   (from /export; docs/dice.md)');
    console.error(
      "       npm run verify -- --server-key                        (the server's public key, from its database)",
    );
    process.exit(2);
  }
  let file: unknown;
  try {
    file = JSON.parse(fs.readFileSync(args.path, 'utf8'));
  } catch (err) {
    console.error(`MALFORMED: cannot read ${args.path}: ${(err as Error).message}`);
    process.exit(2);
  }
  const v = verifyExport(file, { key: args.key });
  for (const l of v.lines) (v.code === 0 ? console.log : console.error)(l);
  process.exit(v.code);
}
