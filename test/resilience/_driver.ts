// Drives a 奉天会戦 through the fake Discord for the resilience harnesses, tolerating a bot that
// is down or restarting: a command that gets no reply (the bot died, or is not connected) is
// reported as null and the caller simply carries on (re-asks what is legal and acts again).
import type { FakeDiscord } from '#tools/fake-discord/index.ts';

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
export function send(
  fake: FakeDiscord,
  channelId: string,
  user: string,
  name: string,
  options: Record<string, string> = {},
  timeoutMs = 15_000,
): Sent | null {
  let h: ReturnType<FakeDiscord['sendSlashCommand']>;
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

/**
 * /act autocomplete for a user (what they typed: `typed`): the choices' values, or null (no bot /
 * no answer / "try again"). With more than 25 legal actions the choices are the next step of the
 * tree of actions ("place R1"), not whole actions: see action().
 */
export async function legal(
  fake: FakeDiscord,
  channelId: string,
  user: string,
  timeoutMs = 10_000,
  typed = '',
): Promise<string[] | null> {
  let h: ReturnType<FakeDiscord['sendAutocomplete']>;
  try {
    h = fake.sendAutocomplete({ user, name: 'act', options: { action: typed }, focused: 'action', channelId });
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

/**
 * A whole legal action from one of legal()'s choices, down the autocomplete's tree as a player
 * would type it: a choice that is a step of the tree ("place R1") is typed with a space and one of
 * what follows is picked (seeded), until the choice comes back as an action of its own. Null when
 * the bot could not be reached.
 */
export async function action(
  fake: FakeDiscord,
  channelId: string,
  user: string,
  choice: string,
  rnd: () => number,
): Promise<string | null> {
  let v = choice;
  for (let depth = 0; depth < 8; depth++) {
    const next = await legal(fake, channelId, user, 10_000, `${v} `);
    if (next === null) return null;
    if (!next.length || next.includes(v)) return v;
    v = next[Math.floor(rnd() * next.length)]!;
  }
  return v;
}

export const PLAYERS = ['alice', 'bob'] as const;

/** The channel a thread was opened in (null: not a thread, or unknown). */
function threadOf(fake: FakeDiscord, id: string): string | null {
  try {
    return fake.channel(id).parentId;
  } catch {
    return null;
  }
}

/**
 * Where the stream's game is played: a new game opens a thread of its own in `channelId`
 * (docs/play-by-post.md), so the newest thread of that channel; the channel itself when no thread
 * was opened (a bot without threads plays in the channel).
 */
export function gameChannel(fake: FakeDiscord, channelId: string): string {
  const threads = fake.guild().channelIds.filter((id) => fake.channel(id).parentId === channelId);
  return threads[threads.length - 1] ?? channelId;
}

/**
 * One step of the game stream, in the newest game's channel (gameChannel): whoever has legal
 * actions picks one (seeded; a whole action, see action()) and sends /act. When nobody may act
 * there, bob answers a challenge still waiting there (a step cut short between the challenge and
 * its answer); failing that (no game there yet, or it ended) alice challenges bob in `channelId`
 * — which opens the new game's thread — and bob accepts in that thread. Returns the last
 * dispatched command (to kill around it), or null when the bot could not be reached.
 */
export async function step(fake: FakeDiscord, channelId: string, rnd: () => number): Promise<Sent | null> {
  const here = gameChannel(fake, channelId);
  for (const user of PLAYERS) {
    const actions = await legal(fake, here, user);
    if (actions === null) return null;
    if (actions.length) {
      const chosen = await action(fake, here, user, actions[Math.floor(rnd() * actions.length)]!, rnd);
      if (chosen === null) return null;
      return send(fake, here, user, 'act', { action: chosen });
    }
  }
  // Nobody may act: answer the challenge that is waiting, if any ...
  const answer = send(fake, here, 'bob', 'accept');
  if (!answer) return null;
  const answered = await answer.reply;
  if (answered === null || !answered.startsWith('❌')) return answer;
  // ... else start a game; the reply names its thread (the newest thread, if the reply was lost).
  const sent = send(fake, channelId, 'alice', 'newgame', { opponent: 'bob', side: rnd() < 0.5 ? 'japan' : 'russia' });
  if (!sent) return null;
  const reply = await sent.reply;
  const named = [...(reply ?? '').matchAll(/<#(\d+)>/g)]
    .map((x) => x[1]!)
    .find((id) => threadOf(fake, id) === channelId);
  return send(fake, named ?? gameChannel(fake, channelId), 'bob', 'accept');
}
