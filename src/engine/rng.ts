// Random numbers kept inside the game state. No Math.random anywhere in rules: the same generator
// state and the same actions give the same dice, so a game replays from its setup and its log.
//
// Two generators (docs/dice.md):
// - v1 `{a,b,c,d}`: sfc32 seeded by a 32-bit seed. Predictable (a brute force over 2^32 seeds finds
//   it); kept only so games stored before v2 replay unchanged, and for rule tests with numeric seeds.
// - v2 `{v: 2, key, n}`: keyed by a 256-bit secret (hex). Word n is word n%8 (big-endian) of the
//   block HMAC-SHA256(key, "hexpost/dice/v2" || uint64be(floor(n/8))). Without the key nobody can
//   predict a die from the ones already seen (HMAC-SHA256 is a PRF).
import { createHash, createHmac } from 'node:crypto';

export interface RngV1 {
  a: number;
  b: number;
  c: number;
  d: number;
}

export interface RngV2 {
  v: 2;
  /** The dice key: 64 hex digits (256 bits). Secret until the game ends. */
  key: string;
  /** How many 32-bit words have been drawn. */
  n: number;
}

/**
 * Rule tests only: the next dice are `script`, in order; then the generator `then` goes on (and
 * anything else drawn, such as a shuffle, comes from `then`). Never stored by the bot.
 */
export interface RngScripted {
  script: number[];
  then: RngV1 | RngV2;
}

export type RngState = RngV1 | RngV2 | RngScripted;

/** A generator whose next dice are `dice` (rule tests: scripted dice instead of a seed search). */
export function scriptedRng(dice: readonly number[], then: RngState = seedRng(1)): RngScripted {
  if (dice.some((d) => !Number.isInteger(d) || d < 1)) throw new Error(`bad scripted dice ${dice.join(',')}`);
  const base = isScripted(then) ? then.then : then;
  return { script: [...dice, ...(isScripted(then) ? then.script : [])], then: cloneRng(base) as RngV1 | RngV2 };
}

function isScripted(st: RngState): st is RngScripted {
  return Array.isArray((st as RngScripted).script);
}

/** What a game's generator is built from: a legacy 32-bit seed (v1), or a v2 dice key. */
export type DiceSeed = number | { v: 2; key: string };

/** Build the generator state a seed stands for. */
export function initRng(seed: DiceSeed): RngState {
  if (typeof seed === 'number') return seedRng(seed);
  if (!/^[0-9a-f]{64}$/.test(seed.key)) throw new Error('a v2 dice key is 64 lowercase hex digits');
  return { v: 2, key: seed.key, n: 0 };
}

/** Turn any 32-bit seed into a well-mixed sfc32 state (splitmix32). Generator v1. */
export function seedRng(seed: number): RngV1 {
  const s = seed >>> 0;
  const st = { a: splitmix32(s, 1), b: splitmix32(s, 2), c: splitmix32(s, 3), d: splitmix32(s, 4) };
  for (let i = 0; i < 12; i++) nextUint32(st);
  return st;
}

/**
 * splitmix32's `k`th output from `seed`: the state `seed + k·0x9e3779b9` (mod 2³²), mixed. A plain
 * function, not a closure over the state: the AI's search seeds a generator per determinization.
 */
function splitmix32(seed: number, k: number): number {
  let z = (seed + Math.imul(k, 0x9e3779b9)) >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
  return (z ^ (z >>> 16)) >>> 0;
}

/** A copy of a generator state (plain data). */
export function cloneRng(st: RngState): RngState {
  if (isScripted(st)) return { script: [...st.script], then: cloneRng(st.then) as RngV1 | RngV2 };
  return isV2(st) ? { v: 2, key: st.key, n: st.n } : { a: st.a, b: st.b, c: st.c, d: st.d };
}

function isV2(st: RngState): st is RngV2 {
  return (st as RngV2).v === 2;
}

const BLOCK_LABEL = Buffer.from('hexpost/dice/v2', 'utf8');

// The last block computed: consecutive draws (a replay, a combat's dice) reuse it, so one HMAC
// serves eight words. Keyed by (key, block index); a pure cache, it never changes a result.
let cacheKey = '';
let cacheBlock = -1;
let cacheBuf: Buffer = Buffer.alloc(32);

function v2Block(key: string, block: number): Buffer {
  if (key === cacheKey && block === cacheBlock) return cacheBuf;
  const msg = Buffer.alloc(BLOCK_LABEL.length + 8);
  BLOCK_LABEL.copy(msg, 0);
  msg.writeBigUInt64BE(BigInt(block), BLOCK_LABEL.length);
  cacheBuf = createHmac('sha256', Buffer.from(key, 'hex')).update(msg).digest();
  cacheKey = key;
  cacheBlock = block;
  return cacheBuf;
}

/** Advance the generator in place and return a uint32. */
export function nextUint32(st: RngState): number {
  if (isScripted(st)) return nextUint32(st.then);
  if (isV2(st)) {
    const n = st.n;
    st.n = n + 1;
    return v2Block(st.key, Math.floor(n / 8)).readUInt32BE((n % 8) * 4);
  }
  const t = (((st.a + st.b) >>> 0) + st.d) >>> 0;
  st.d = (st.d + 1) >>> 0;
  st.a = (st.b ^ (st.b >>> 9)) >>> 0;
  st.b = (st.c + (st.c << 3)) >>> 0;
  st.c = ((st.c << 21) | (st.c >>> 11)) >>> 0;
  st.c = (st.c + t) >>> 0;
  return t;
}

/** One draw of a die: how many faces, and the face rolled (1..faces). */
export interface Roll {
  faces: number;
  value: number;
}

let recording: Roll[] | null = null;

/**
 * Run `fn` and return, with its result, every die it rolled (dice and shuffles alike go through
 * rollDie). Used by /export and `npm run verify` to list each action's rolls.
 */
export function recordRolls<T>(fn: () => T): { result: T; rolls: Roll[] } {
  const outer = recording;
  const rolls: Roll[] = [];
  recording = rolls;
  try {
    return { result: fn(), rolls };
  } finally {
    recording = outer;
  }
}

/** Fisher–Yates in place with a game's dice (`ctx.roll`), so a shuffle replays from the state's generator. */
export function shuffle<T>(items: T[], roll: (faces: number) => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = roll(i + 1) - 1;
    const t = items[i]!;
    items[i] = items[j]!;
    items[j] = t;
  }
  return items;
}

/** A uniform integer in 1..faces (rejection sampling, no modulo bias). */
export function rollDie(st: RngState, faces = 6): number {
  if (isScripted(st) && st.script.length) {
    const value = st.script.shift()!;
    if (value > faces) throw new Error(`scripted die ${value} is not a d${faces}`);
    recording?.push({ faces, value });
    return value;
  }
  if (isScripted(st)) return rollDie(st.then, faces);
  const limit = Math.floor(0x100000000 / faces) * faces;
  for (;;) {
    const x = nextUint32(st);
    if (x < limit) {
      const value = (x % faces) + 1;
      recording?.push({ faces, value });
      return value;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Commit–reveal (docs/dice.md)

const DERIVE_LABEL = 'hexpost/dice-key/v2';

/** The commitment the challenge post shows: SHA-256 of the secret's 32 bytes, hex. */
export function commitment(secretHex: string): string {
  return createHash('sha256').update(Buffer.from(secretHex, 'hex')).digest('hex');
}

function lengthPrefixed(s: string): Buffer {
  const b = Buffer.from(s, 'utf8');
  const len = Buffer.alloc(4);
  len.writeUInt32BE(b.length);
  return Buffer.concat([len, b]);
}

/**
 * The dice key a game uses: HMAC-SHA256(secret, label || len‖creator's words || len‖accepter's
 * words [|| len‖press, for each accepting press]). The server fixes the secret (and posts its
 * commitment) before the accepters' words and presses are known, so neither the operator nor a
 * player can pick the dice. `presses`: the ids Discord gave the interactions that accepted (the
 * operator does not choose them); games stored before presses counted have none, and keep their key.
 */
export function deriveDiceKey(
  secretHex: string,
  words: { creator: string; accepter: string },
  presses: readonly string[] = [],
): string {
  const h = createHmac('sha256', Buffer.from(secretHex, 'hex'))
    .update(lengthPrefixed(DERIVE_LABEL))
    .update(lengthPrefixed(words.creator))
    .update(lengthPrefixed(words.accepter));
  for (const p of presses) h.update(lengthPrefixed(p));
  return h.digest('hex');
}

/**
 * The dice seed of a game that has not started: a fixed public key, so that nothing a pending
 * game holds is derived from its secret (its first state, with any dealt hand, is built from the
 * real key only when the last seat accepts). Never shown: a pending game answers no view.
 */
export const PENDING_SEED: DiceSeed = { v: 2, key: '0'.repeat(64) };
