// /export: a game's record as a JSON file, signed by the bot, and the replay that lists every roll
// (docs/dice.md). A finished (or aborted) game: its whole setup, the revealed dice secret, every
// action with the dice it rolled, the result — everything `npm run verify` needs to re-derive each
// die. An unfinished game: only what the reader may see (no secret, no actions, no rolls; the log
// as they see it). Either way the bot signs the canonical bytes of the whole file (Ed25519, a key
// kept in the database), so a file changed after the bot wrote it fails `npm run verify`.
import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import { apply, visibleLog, type LoggedAction } from '#engine/engine.ts';
import { recordRolls, type DiceSeed, type Roll } from '#engine/rng.ts';
import type { GameModule, GameResult, GameState, LogEntry, Side, Text } from '#engine/types.ts';
import { getGame } from '#games/index.ts';
import type { Repository } from '#store/repository.ts';
import { diceSeedOf, isKeyed, seatOf, type Game, type GameSetup, type Result, type ServiceDeps } from './types.ts';
import { t } from './i18n.ts';

/** /2: signed, the full setup (`presses`), `commitment: null` and a `dice` note for v1 games. */
export const EXPORT_FORMAT = 'hexpost-export/2';

/** What a game without a commitment (generator v1) says instead of claiming a dice secret. */
export const NO_COMMITMENT =
  'no commitment: this game was started with generator v1 (a plain 32-bit seed, before committed dice), so the dice cannot be checked against a commitment made before the game';

export interface ExportedAction {
  seq: number;
  side: Side;
  action: string;
  /** Every die the action rolled, in order (shuffles are rolls too). */
  rolls: Roll[];
}

/** The bot's signature over the canonical bytes of the rest of the file (signedBytes). */
export interface ExportSignature {
  algorithm: 'Ed25519';
  /** The raw 32-byte public key, hex: the server's key (shown by /export). */
  publicKey: string;
  /** The 64-byte signature, hex. */
  value: string;
}

interface ExportCommon {
  format: typeof EXPORT_FORMAT;
  gameId: string;
  gameType: string;
  /** The game's stored options, all of them (the rules revision among them): it replays with exactly these. */
  options: Record<string, unknown>;
  generator: 'v1' | 'v2';
  /** v2: SHA-256 of the secret, as the challenge post showed it. v1: null (there was none). */
  commitment: string | null;
  /** v1 only: why the dice cannot be checked against a commitment (NO_COMMITMENT). */
  dice?: string;
  words: { creator: string; accepter: string } | null;
  /** v2: the ids of the accepting interactions, in order (part of the dice key; absent in older games). */
  presses?: string[];
  signature?: ExportSignature;
}

export interface FinishedExport extends ExportCommon {
  status: 'finished' | 'aborted';
  /** v2: the dice secret (hex), revealed now that the game is over. */
  key: string | null;
  /** v1 (games from before v2): the 32-bit seed. */
  seed: number | null;
  /** Rolls of the setup (a game's shuffle of its deck). */
  setupRolls: Roll[];
  actions: ExportedAction[];
  result: GameResult | null;
}

export interface UnfinishedExport extends ExportCommon {
  status: 'pending' | 'active';
  /** The game's log as the reader may read it (public lines, plus their own if they play). */
  log: Text[];
}

export type GameExport = FinishedExport | UnfinishedExport;

// ---------------------------------------------------------------------------------------------
// The setup a record replays with: one reading for /export, `npm run verify` and `npm run replay`

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * A game's setup from a record of it: an export (`seed`, or `generator: "v2"` with `key`, `words`
 * and `presses`), a stored `Game.setup` (`secret` instead of `key`), or a replay file (`seed`).
 * The options are taken whole, as stored — the rules revision (`options.revision`; none is
 * revision 1) and every option — never filled in or filtered: a game replays with exactly the
 * options the bot played it with (diceSeedOf and `setup.options`, as the service does).
 */
export function readSetup(
  file: Record<string, unknown>,
): { ok: true; setup: GameSetup } | { ok: false; error: string } {
  const options = file.options ?? {};
  if (!isObj(options)) return { ok: false, error: 'options must be an object' };
  if (file.generator === 'v2') {
    const secret = file.key ?? file.secret;
    if (typeof secret !== 'string' || !/^[0-9a-f]{64}$/.test(secret))
      return { ok: false, error: 'key must be 64 lowercase hex digits' };
    const w = file.words;
    if (!isObj(w) || typeof w.creator !== 'string' || typeof w.accepter !== 'string')
      return { ok: false, error: 'words must be {creator, accepter}' };
    const presses = file.presses ?? [];
    if (!Array.isArray(presses) || !presses.every((p) => typeof p === 'string'))
      return { ok: false, error: 'presses must be a list of strings' };
    const commitment = typeof file.commitment === 'string' ? file.commitment : '';
    return {
      ok: true,
      setup: {
        generator: 'v2',
        secret,
        commitment,
        words: { creator: w.creator, accepter: w.accepter },
        ...(presses.length ? { presses: presses as string[] } : {}),
        options,
      },
    };
  }
  if (file.generator !== undefined && file.generator !== 'v1')
    return { ok: false, error: 'generator must be v1 or v2' };
  const seed = file.seed;
  if (typeof seed !== 'number' || !Number.isInteger(seed))
    return { ok: false, error: 'seed must be an integer (or generator "v2" with key and words)' };
  return { ok: true, setup: { seed, options } };
}

/** What a setup replays with: its dice seed and its options (the service's own reading). */
export function replayInputs(setup: GameSetup): { seed: DiceSeed; options: Record<string, unknown> } {
  return { seed: diceSeedOf(setup), options: setup.options };
}

export type RolledReplay =
  | { ok: true; state: GameState; setupRolls: Roll[]; rolls: Roll[][] }
  | { ok: false; index: number; reason: string };

/** Replay a game from its seed and actions, recording the dice of the setup and of each action. */
export function replayWithRolls(
  m: GameModule,
  seed: DiceSeed,
  options: Record<string, unknown>,
  actions: readonly LoggedAction[],
): RolledReplay {
  const s0 = recordRolls(() => m.setup(seed, options));
  let state: GameState = s0.result;
  const rolls: Roll[][] = [];
  for (let i = 0; i < actions.length; i++) {
    const a = actions[i]!;
    const r = recordRolls(() => apply(m, state, a.side, a.action));
    if (!r.result.ok) return { ok: false, index: i, reason: r.result.rejection.text.en };
    state = r.result.state;
    rolls.push(r.rolls);
  }
  return { ok: true, state, setupRolls: s0.rolls, rolls };
}

// ---------------------------------------------------------------------------------------------
// Signing

/** Sorted-key JSON without spaces: the same bytes for the same content, however it was laid out. */
export function canonicalJson(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) =>
    isObj(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : x,
  );
}

const SIGNATURE_CONTEXT = 'hexpost-export-signature/1\n';

/** The bytes the bot signs: a context line, then the canonical JSON of the whole file but its `signature`. */
export function signedBytes(data: Record<string, unknown>): Buffer {
  const { signature: _omitted, ...rest } = data;
  return Buffer.from(SIGNATURE_CONTEXT + canonicalJson(rest), 'utf8');
}

/** The public key object of a raw Ed25519 key in hex (null: not 32 bytes of hex). */
export function publicKeyFromHex(hex: string): KeyObject | null {
  if (!/^[0-9a-f]{64}$/i.test(hex)) return null;
  return createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(hex, 'hex').toString('base64url') },
    format: 'jwk',
  });
}

/** Whether `signature` (hex) is a valid signature by `publicKeyHex` of the file. */
export function checkSignature(data: Record<string, unknown>, publicKeyHex: string, signatureHex: string): boolean {
  const key = publicKeyFromHex(publicKeyHex);
  if (!key || !/^[0-9a-f]{128}$/i.test(signatureHex)) return false;
  return verify(null, signedBytes(data), key, Buffer.from(signatureHex, 'hex'));
}

/** The bot's key for signing exports, as the repository keeps it. */
export interface ExportSigner {
  publicKey: string;
  privateKey: KeyObject;
}

/** A new Ed25519 key pair, in the stored form (public: raw hex; private: PKCS#8 DER, base64). */
export function newSigningKey(): { algorithm: string; publicKey: string; privateKey: string } {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const x = publicKey.export({ format: 'jwk' }).x!;
  return {
    algorithm: 'Ed25519',
    publicKey: Buffer.from(x, 'base64url').toString('hex'),
    privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
  };
}

/** The server's export key: made (and stored) the first time it is asked for, the same ever after. */
export async function exportSigner(repo: Pick<Repository, 'ensureSigningKey'>): Promise<ExportSigner> {
  const row = await repo.ensureSigningKey('export', newSigningKey);
  if (row.algorithm !== 'Ed25519') throw new Error(`the stored export key is ${row.algorithm}, not Ed25519`);
  return {
    publicKey: row.publicKey,
    privateKey: createPrivateKey({ key: Buffer.from(row.privateKey, 'base64'), format: 'der', type: 'pkcs8' }),
  };
}

/** The export with the bot's signature over all of it (a JSON round trip first: what is signed is what the file holds). */
export function signExport<E extends GameExport>(data: E, signer: ExportSigner): E {
  const plain = JSON.parse(JSON.stringify({ ...data, signature: undefined })) as Record<string, unknown>;
  const value = sign(null, signedBytes(plain), signer.privateKey).toString('hex');
  return { ...(plain as unknown as E), signature: { algorithm: 'Ed25519', publicKey: signer.publicKey, value } };
}

// ---------------------------------------------------------------------------------------------
// Building the export

/** `log`: the game's whole text log (GameLog rows), of which an unfinished game's export shows what `reader` may read. Unsigned (signExport). */
export function buildExport(
  m: GameModule,
  game: Game,
  actions: readonly { seq: number; side: Side; action: string }[],
  reader: Side | null,
  log: readonly LogEntry[] = [],
): GameExport {
  const setup = game.setup;
  const keyed = isKeyed(setup);
  const common = {
    format: EXPORT_FORMAT as typeof EXPORT_FORMAT,
    gameId: game.id,
    gameType: game.gameType,
    options: setup.options,
    generator: keyed ? ('v2' as const) : ('v1' as const),
    commitment: keyed ? setup.commitment : null,
    ...(keyed ? {} : { dice: NO_COMMITMENT }),
    words: keyed ? setup.words : null,
    ...(keyed && setup.presses?.length ? { presses: setup.presses } : {}),
  };
  if (game.status === 'pending' || game.status === 'active') {
    return { ...common, status: game.status, log: visibleLog(log, reader).map((e) => e.text) };
  }
  const { seed, options } = replayInputs(setup);
  const r = replayWithRolls(m, seed, options, actions);
  if (!r.ok) throw new Error(`game ${game.id} does not replay (action ${r.index}: ${r.reason})`);
  return {
    ...common,
    status: game.status === 'finished' ? 'finished' : 'aborted',
    key: keyed ? setup.secret : null,
    seed: keyed ? null : setup.seed,
    setupRolls: r.setupRolls,
    actions: actions.map((a, i) => ({ seq: a.seq, side: a.side, action: a.action, rolls: r.rolls[i]! })),
    result: game.state.result,
  };
}

/** The signed export of the channel's latest game, as `userId` may read it, and the key that signed it. */
export async function exportGame(
  deps: ServiceDeps,
  channelId: string,
  userId: string,
): Promise<Result<{ game: Game; data: GameExport; publicKey: string }>> {
  const game = await deps.repo.findLatestGameByChannel<GameSetup, GameState>(channelId);
  if (!game) return { ok: false, error: { code: 'NO_GAME', text: t('noGameToExport') } };
  const m = getGame(game.gameType);
  if (!m) throw new Error(`game type ${game.gameType} is not installed`);
  const over = game.status === 'finished' || game.status === 'aborted';
  const actions = over
    ? (await deps.repo.loadActions(game.id)).map((a) => ({ seq: a.seq, side: a.side, action: a.action }))
    : [];
  const log = over ? [] : await deps.repo.loadLog<LogEntry>(game.id);
  const signer = await exportSigner(deps.repo);
  return {
    ok: true,
    value: {
      game,
      data: signExport(buildExport(m, game, actions, seatOf(game, userId), log), signer),
      publicKey: signer.publicKey,
    },
  };
}
