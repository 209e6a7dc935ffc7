// Drives a 奉天会戦 through the fake Discord for the resilience harnesses, tolerating a bot that
// is down or restarting: a command that gets no reply (the bot died, or is not connected) is
// reported as null and the caller simply carries on (re-asks what is legal and acts again).
import type { FakeDiscord } from '../fake-discord/index.ts';

/** mulberry32: a small seeded PRNG for kill points and choices (the seed is printed). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export interface Sent {
  /** The reply (edit of the deferred reply), or null when none came in time. */
  reply: Promise<string | null>;
}

/** Dispatches a slash command; null when no bot is connected to the fake right now. */
export function send(fake: FakeDiscord, channelId: string, user: string, name: string, options: Record<string, string> = {}, timeoutMs = 15_000): Sent | null {
  let h;
  try {
    h = fake.sendSlashCommand({ user, name, options, channelId });
  } catch {
    return null;
  }
  return {
    reply: h
      .waitForEdit(() => true, timeoutMs)
      .then((r) => r.content ?? '')
      .catch(() => null),
  };
}

/** /act autocomplete for a user: the legal actions' values, or null (no bot / no answer / "try again"). */
export async function legal(fake: FakeDiscord, channelId: string, user: string, timeoutMs = 10_000): Promise<string[] | null> {
  let h;
  try {
    h = fake.sendAutocomplete({ user, name: 'act', options: { action: '' }, focused: 'action', channelId });
  } catch {
    return null;
  }
  try {
    const r = await h.waitForCallback(timeoutMs);
    const values = (r.choices ?? []).map((c) => String(c.value));
    if (values.length === 1 && values[0] === 'retry') return null;
    return values;
  } catch {
    return null;
  }
}

export const PLAYERS = ['alice', 'bob'] as const;

/**
 * One step of the game stream: whoever has legal actions picks one (seeded) and sends /act; with no
 * game (none yet, or the last one ended) alice challenges bob and bob accepts. Returns the dispatched
 * command (to kill around it), or null when the bot could not be reached.
 */
export async function step(fake: FakeDiscord, channelId: string, rnd: () => number): Promise<Sent | null> {
  for (const user of PLAYERS) {
    const actions = await legal(fake, channelId, user);
    if (actions === null) return null;
    if (actions.length) {
      const action = actions[Math.floor(rnd() * actions.length)]!;
      return send(fake, channelId, user, 'act', { action });
    }
  }
  // Nobody may act: start a game (or answer the challenge that is waiting).
  const sent = send(fake, channelId, 'alice', 'newgame', { opponent: 'bob', side: rnd() < 0.5 ? 'japan' : 'russia' });
  if (!sent) return null;
  await sent.reply;
  return send(fake, channelId, 'bob', 'accept');
}
