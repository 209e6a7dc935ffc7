// `npm run verify -- FILE`: checks a game's /export (docs/dice.md). The dice secret must hash to the
// commitment the challenge post showed; every action, replayed with the key derived from the secret
// and both players' words, must be legal and roll exactly the recorded dice; the result must match.
// Exit 0: all match. 1: a mismatch. 2: a malformed file or an unfinished game's export.
import fs from 'node:fs';
import { commitment, deriveDiceKey, type DiceSeed, type Roll } from './engine/rng.ts';
import { GAMES, getGame } from './games/index.ts';
import { EXPORT_FORMAT, replayWithRolls, type FinishedExport } from './service/export.ts';

export interface Verdict {
  code: 0 | 1 | 2;
  lines: string[];
}

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const isRoll = (r: unknown): r is Roll => isObj(r) && Number.isInteger(r.faces) && Number.isInteger(r.value);
const isRolls = (v: unknown): v is Roll[] => Array.isArray(v) && v.every(isRoll);
const rollsText = (r: readonly Roll[]) => (r.length ? r.map((x) => (x.faces === 6 ? `${x.value}` : `${x.value}/d${x.faces}`)).join(' ') : '(none)');
const sameRolls = (a: readonly Roll[], b: readonly Roll[]) => a.length === b.length && a.every((x, i) => x.faces === b[i]!.faces && x.value === b[i]!.value);

/** Sorted-key JSON, so results compare by content. */
function canonical(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) => (isObj(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : x));
}

export function verifyExport(file: unknown): Verdict {
  const bad = (why: string): Verdict => ({ code: 2, lines: [`MALFORMED: ${why}`] });
  if (!isObj(file)) return bad('not a JSON object');
  if (file.format !== EXPORT_FORMAT) return bad(`format is not "${EXPORT_FORMAT}"`);
  if (file.status === 'pending' || file.status === 'active') {
    return { code: 2, lines: ['UNFINISHED: this game is not over; its dice secret is revealed only at the end. Export it again when it has ended.'] };
  }
  if (file.status !== 'finished' && file.status !== 'aborted') return bad('status must be finished or aborted');
  const m = typeof file.gameType === 'string' ? getGame(file.gameType) : undefined;
  if (!m) return bad(`unknown gameType; known: ${Object.keys(GAMES).join(', ')}`);
  if (!isObj(file.options)) return bad('options must be an object');
  if (!Array.isArray(file.actions)) return bad('actions must be a list');
  for (const [i, a] of file.actions.entries()) {
    if (!isObj(a) || typeof a.side !== 'string' || typeof a.action !== 'string' || !isRolls(a.rolls)) return bad(`actions[${i}] needs side, action (strings) and rolls [{faces, value}]`);
  }
  if (!isRolls(file.setupRolls)) return bad('setupRolls must be a list of {faces, value}');
  const f = file as unknown as FinishedExport;
  const lines: string[] = [];
  const mismatches: string[] = [];
  let seed: DiceSeed;
  if (f.generator === 'v2') {
    if (typeof f.key !== 'string' || !/^[0-9a-f]{64}$/.test(f.key)) return bad('key must be 64 lowercase hex digits');
    if (typeof f.commitment !== 'string') return bad('commitment must be a string');
    if (!isObj(f.words) || typeof f.words.creator !== 'string' || typeof f.words.accepter !== 'string') return bad('words must be {creator, accepter}');
    const c = commitment(f.key);
    if (c !== f.commitment) mismatches.push(`commitment: SHA-256(key) = ${c}, but the game committed to ${f.commitment}`);
    else lines.push(`ok  commitment: SHA-256(key) = ${c}`);
    seed = { v: 2, key: deriveDiceKey(f.key, f.words) };
    lines.push(`    words: challenger ${JSON.stringify(f.words.creator)}, accepter ${JSON.stringify(f.words.accepter)}`);
  } else if (f.generator === 'v1') {
    if (!Number.isInteger(f.seed)) return bad('a v1 export needs an integer seed');
    seed = f.seed!;
    lines.push('    generator v1 (a game from before committed dice): no commitment to check');
  } else {
    return bad('generator must be v1 or v2');
  }
  const options: Record<string, unknown> = {};
  for (const o of m.options) options[o.key] = f.options[o.key] ?? o.default;
  const r = replayWithRolls(m, seed, options, f.actions);
  if (!r.ok) {
    const a = f.actions[r.index]!;
    mismatches.push(`action #${a.seq ?? r.index + 1} (${a.side}: ${a.action}) is not legal in the replayed game: ${r.reason}`);
  } else {
    if (!sameRolls(r.setupRolls, f.setupRolls)) mismatches.push(`setup rolls: recorded ${rollsText(f.setupRolls)}, derived ${rollsText(r.setupRolls)}`);
    let rolled = 0;
    f.actions.forEach((a, i) => {
      const got = r.rolls[i]!;
      rolled += got.length;
      if (!sameRolls(got, a.rolls)) mismatches.push(`action #${a.seq} (${a.side}: ${a.action}): recorded dice ${rollsText(a.rolls)}, derived ${rollsText(got)}`);
    });
    lines.push(`    replayed ${f.actions.length} actions, ${rolled + r.setupRolls.length} dice`);
    if (canonical(r.state.result) !== canonical(f.result ?? null)) mismatches.push(`result: recorded ${canonical(f.result ?? null)}, replayed ${canonical(r.state.result)}`);
  }
  if (mismatches.length) return { code: 1, lines: [...lines, ...mismatches.map((x) => `MISMATCH  ${x}`), 'FAIL: the record does not match its dice.'] };
  return { code: 0, lines: [...lines, 'PASS: every die, shuffle and action matches the committed dice key.'] };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = process.argv[2];
  if (!path) {
    console.error('usage: npm run verify -- EXPORT.json   (from /export; docs/dice.md)');
    process.exit(2);
  }
  let file: unknown;
  try {
    file = JSON.parse(fs.readFileSync(path, 'utf8'));
  } catch (err) {
    console.error(`MALFORMED: cannot read ${path}: ${(err as Error).message}`);
    process.exit(2);
  }
  const v = verifyExport(file);
  for (const l of v.lines) (v.code === 0 ? console.log : console.error)(l);
  process.exit(v.code);
}
