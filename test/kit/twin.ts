// The twin-state privacy harness: two states that differ only in one side's secret must look the
// same to everyone else.
//
//   const kit = await getPackage(id)!.kit(); // the game's kit (src/games/<id>/kit.ts)
//   const states = sampleStates({ module: kit.module, games: 6, seed: 1, every: 5, maxActions: kit.maxActions });
//   const report = await twinCheck({ module: kit.module, states, twin: kit.twin });
//   expect(report.differences).toEqual([]);
//
// For every sampled state s and every side P, the game's `twin(s, P, rand)` builds t: s with only
// P's secret changed (a hand reordered, a card swapped with the deck, two hidden counters of the
// same public shape exchanged). Then, for the public (side null) and for every other side O:
//  - now: view, summary, visibleLog of the whole log, O's legal actions (actions, labels,
//    public flags), O's refusals of a set of bad actions (the same set in s and t: P's own actions
//    typed by O, O's verbs with other arguments, garbage), the channel post and O's DM the service
//    would owe (owedMessages: text lines, buttons, mention, views), and every `svgEvery`-th time
//    the public map SVG;
//  - after a step: up to `steps` listed actions from s (by whoever owes a decision) are applied in s
//    and in a twin built for that step — `twin(s, P, rand, next)` changes only what is still secret
//    in `next` (a counter the step reveals, a card it plays is left alone), and `action` renames
//    what it names — and the new log lines, views, summary, result and owed messages must match.
// Nothing is compared for P itself: it knows its own secret.
import { isDeepStrictEqual } from 'node:util';
import { apply, legalActions, pendingSides, visibleLog } from '#engine/engine.ts';
import type { Action, GameModule, GameState, Locale, LogEntry, Side } from '#engine/types.ts';
import { makeRand, type Rand } from '#ai/rand.ts';
import { randomPlayer } from '#ai/random.ts';
import type { Player } from '#ai/player.ts';
import { owedMessages } from '#service/notifications.ts';
import type { Game } from '#service/types.ts';
import { postsNow } from '#service/notifications.ts';
import { buttonId } from '#service/interactions/action.ts';
import { pictureName } from '#service/outbox/index.ts';
import type { OutboxPayload } from '#service/outbox/payloads.ts';
import { renderGameSvg } from '#images/index.ts';
import type { TwinFn } from '#engine/kit/types.ts';
import { wrapVerbs } from './wrap.ts';

// biome-ignore lint/suspicious/noExplicitAny: options for any game's twin run
export interface TwinOptions<G = any> {
  module: GameModule<G>;
  states: readonly GameState<G>[];
  twin: TwinFn<G>;
  seed?: number;
  /** Steps compared from each state and side (default 2). */
  steps?: number;
  /** Compare the public SVG for every n-th twin (default 8; 0: never). */
  svgEvery?: number;
  /** Stop collecting after this many differences (default 20). */
  maxDifferences?: number;
}

export interface TwinReport {
  /** Steps not compared because the action revealed hidden information. */
  revealed?: number;
  /** Steps also compared as taken back (/undo allowed: no die, no reveal, not handed over). */
  undos?: number;
  /** States and steps not compared because the game had ended (its end reveals what was hidden). */
  ended?: number;
  /** Twin pairs compared (now and after a step). */
  twins: number;
  /** Of those, pairs compared after a step. */
  steps: number;
  svgs: number;
  refusals: number;
  /** States × sides with no secret to change. */
  noSecret: number;
  differences: string[];
}

/** States along random games: the setup, then every `every`-th state, of `games` games. */
export function sampleStates<G>(o: {
  module: GameModule<G>;
  games: number;
  seed: number;
  every: number;
  maxActions: number;
  player?: Player | readonly Player[];
  options?: readonly Record<string, unknown>[];
}): GameState<G>[] {
  const out: GameState<G>[] = [];
  const players =
    o.player === undefined
      ? [randomPlayer()]
      : Array.isArray(o.player)
        ? (o.player as readonly Player[])
        : [o.player as Player];
  for (let i = 0; i < o.games; i++) {
    const rand = makeRand(o.seed * 7919 + i);
    const player = players[i % players.length]!;
    let s = o.module.setup(o.seed + i, o.options?.[i % o.options.length] ?? {});
    for (let n = 0; !s.result && n < o.maxActions; n++) {
      if (n % o.every === 0) out.push(s);
      const side = rand.pick(pendingSides(s));
      const r = apply(o.module, s, side, player(o.module, s, side, rand));
      if (!r.ok) throw new Error(`sampleStates: game ${i} step ${n}: ${r.rejection.code}`);
      s = r.state;
    }
    out.push(s);
  }
  return out;
}

const GARBAGE = ['', 'pass', 'cancel', 'xyzzy'];

export async function twinCheck<G>(o: TwinOptions<G>): Promise<TwinReport> {
  const m = o.module;
  const rand = makeRand(o.seed ?? 1);
  const svgEvery = o.svgEvery ?? 8;
  const max = o.maxDifferences ?? 20;
  const report: TwinReport = { twins: 0, steps: 0, svgs: 0, refusals: 0, noSecret: 0, differences: [] };
  const game = fakeGame(m);
  for (const [k, s] of o.states.entries()) {
    if (report.differences.length >= max) break;
    for (const owner of m.sides) {
      const readers: (Side | null)[] = [null, ...m.sides.filter((x) => x !== owner)];
      const twin = o.twin(s, owner, rand);
      if (!twin) {
        report.noSecret++;
        continue;
      }
      const where = `state ${k} (step ${s.step}, ${s.stack.at(-1)?.kind ?? 'over'}), ${owner}'s secret changed (${twin.what})`;
      const diff = (what: string, a: unknown, b: unknown) => {
        const d = firstDiff(a, b);
        if (d !== null && report.differences.length < max) report.differences.push(`${where}: ${what} differ at ${d}`);
      };
      const t = twin.state;
      // A game's end reveals what the rules kept hidden (the final post shows it): nothing of an
      // ended game is compared.
      if (s.result) {
        report.ended = (report.ended ?? 0) + 1;
        continue;
      }
      report.twins++;
      diff('summaries', m.summary(s), m.summary(t));
      for (const r of readers) {
        const who = r ?? 'public';
        diff(`${who} views`, m.view(s, r), m.view(t, r));
        diff(`${who} logs`, visibleLog(s.log, r), visibleLog(t.log, r));
        if (r === null) continue;
        diff(`${who}'s legal actions`, legalActions(m, s, r), legalActions(m, t, r));
        for (const p of probesFor(m, s, owner, r, rand)) {
          report.refusals++;
          diff(`${who}'s answers to "${p}"`, answer(m, s, r, p), answer(m, t, r, p));
        }
      }
      diff('owed messages', owed(m, game, null, s, [], readers), owed(m, game, null, t, [], readers));
      diff(
        'file names and button ids',
        readable(m, game, null, s, [], readers, game.version + 1),
        readable(m, game, null, t, [], readers, game.version + 4),
      );
      if (svgEvery > 0 && report.twins % svgEvery === 1 % svgEvery) {
        report.svgs++;
        const locale: Locale = report.svgs % 2 ? 'ja' : 'en';
        const [a, b] = await Promise.all([
          renderGameSvg(m.id, m.view(s, null), locale),
          renderGameSvg(m.id, m.view(t, null), locale),
        ]);
        if (a !== b) diff('public SVGs', a, b);
      }
      // After a step.
      const owing = pendingSides(s);
      const candidates = owing.flatMap((side) => legalActions(m, s, side).map((l) => [side, l.action] as const));
      for (let i = 0; i < Math.min(o.steps ?? 2, candidates.length); i++) {
        const [side, action] = rand.pick(candidates);
        const r1 = apply(m, s, side, action);
        if (!r1.ok) {
          diff(`the listed "${action}"`, 'accepted', r1.rejection.code);
          continue;
        }
        const stepTwin = o.twin(s, owner, rand, r1.state);
        if (!stepTwin) continue;
        const tAction = stepTwin.action ? stepTwin.action(side, action) : action;
        const r2 = apply(m, stepTwin.state, side, tAction);
        const at = `after "${action}" by ${side} (twin: ${stepTwin.what}, "${tAction}")`;
        if (!r2.ok) {
          // The owner's own choices may differ with its secret; the others' may not.
          if (side !== owner) diff(at, 'accepted', `refused ${r2.rejection.code}`);
          continue;
        }
        // An action that reveals hidden information (a card played or discarded, a counter turned)
        // shows what was hidden: that is what it is for, and undo stops there. What follows it is
        // not compared.
        if (r1.revealed || r2.revealed) {
          report.revealed = (report.revealed ?? 0) + 1;
          continue;
        }
        // A step that ends the game: the result is public and must match; what the end reveals is not compared.
        if (r1.state.result || r2.state.result) {
          diff(`${at}: results`, r1.state.result, r2.state.result);
          report.ended = (report.ended ?? 0) + 1;
          continue;
        }
        report.twins++;
        report.steps++;
        diff(`${at}: summaries`, m.summary(r1.state), m.summary(r2.state));
        diff(`${at}: results`, r1.state.result, r2.state.result);
        for (const r of readers) {
          diff(`${at}: ${r ?? 'public'} new log lines`, visibleLog(r1.log, r), visibleLog(r2.log, r));
          diff(`${at}: ${r ?? 'public'} views`, m.view(r1.state, r), m.view(r2.state, r));
          if (r !== null)
            diff(`${at}: ${r}'s legal actions`, legalActions(m, r1.state, r), legalActions(m, r2.state, r));
        }
        diff(
          `${at}: owed messages`,
          owed(m, game, s, r1.state, r1.log, readers),
          owed(m, game, stepTwin.state, r2.state, r2.log, readers),
        );
        diff(
          `${at}: file names and button ids`,
          readable(m, game, s, r1.state, r1.log, readers, game.version + 1),
          readable(m, game, stepTwin.state, r2.state, r2.log, readers, game.version + 4),
        );
        // The step taken back (/undo: no die rolled, nothing revealed, not handed over): whether it
        // needs the opponent's consent (it was posted) and the undo's post with the position back
        // (the state before the step, src/service/undo.ts) must not depend on the secret either.
        const posted1 = postsNow(m as GameModule, s as GameState, r1.state as GameState);
        diff(
          `${at}: posted (whether an undo needs consent)`,
          posted1,
          postsNow(m as GameModule, stepTwin.state as GameState, r2.state as GameState),
        );
        if (!r1.rolled && !r2.rolled && pendingSides(r1.state).includes(side)) {
          report.undos = (report.undos ?? 0) + 1;
          if (posted1) {
            const line = [{ ja: '一手戻しました', en: 'took back their last action' }];
            const back = (x: GameState<G>) =>
              owedMessages(
                m as GameModule,
                { ...game, state: x as GameState },
                null,
                { ...x, log: [] } as GameState,
                [],
                game.version + 2,
                line,
              ).outbox.filter(
                (o) => o.kind === 'channel' || readers.some((r) => r !== null && o.target === `user-${r}`),
              );
            diff(`${at}, then undone: owed messages`, back(s), back(stepTwin.state));
          }
        }
      }
    }
  }
  return report;
}

/** What applying `action` by `side` answers, as the reader sees it. */
function answer<G>(m: GameModule<G>, s: GameState<G>, side: Side, action: Action) {
  const r = apply(m, s, side, action);
  if (!r.ok) return { ok: false, rejection: r.rejection };
  // An accepted action that reveals hidden information shows it by design (see twinCheck).
  if (r.revealed) return { ok: true, action: r.action, revealed: true };
  return { ok: true, action: r.action, log: visibleLog(r.log, side), view: m.view(r.state, side) };
}

/**
 * The bad (or at least unlisted) actions `reader` tries: the owner's own listed actions and their
 * words under the reader's verbs (guesses at the secret), a few of the reader's own actions with a
 * word changed, and garbage. The same list serves the state and its twin (built from `s` only).
 */
function probesFor<G>(m: GameModule<G>, s: GameState<G>, owner: Side, reader: Side, rand: Rand): Action[] {
  const mine = legalActions(m, s, reader).map((l) => l.action);
  const theirs = legalActions(m, s, owner).map((l) => l.action);
  // Words of the owner's actions (guesses at its secret), and of the reader's own when the owner
  // owes nothing now (the reader then tries its own verbs on words that are not its choices).
  const words = [...new Set((theirs.length ? theirs : mine).flatMap((a) => a.split(' ').slice(1)))];
  const verbs = [...new Set([...mine, ...theirs].map((a) => a.split(' ')[0]!))];
  const out = new Set<Action>(GARBAGE);
  for (let i = 0; i < 4 && theirs.length; i++) out.add(rand.pick(theirs));
  for (let i = 0; i < 4 && words.length && verbs.length; i++) out.add(`${rand.pick(verbs)} ${rand.pick(words)}`);
  for (let i = 0; i < 2 && mine.length && words.length; i++) {
    const parts = rand.pick(mine).split(' ');
    parts[parts.length - 1] = rand.pick(words);
    out.add(parts.join(' '));
  }
  return [...out];
}

/** The service's channel post and the readers' DMs after a change (the owner's DM left out). */
function owed<G>(
  m: GameModule<G>,
  game: Game,
  prev: GameState<G> | null,
  state: GameState<G>,
  log: LogEntry[],
  readers: (Side | null)[],
  version = game.version + 1,
) {
  const { outbox } = owedMessages(
    m as GameModule,
    { ...game, state },
    prev as GameState | null,
    state as GameState,
    log,
    version,
  );
  const users = new Set(readers.filter((r): r is Side => r !== null).map((r) => `user-${r}`));
  return outbox.filter((x) => x.kind === 'channel' || users.has(x.target));
}

/**
 * What anyone who sees the owed messages can read besides their words and pictures: the files'
 * names and the buttons' ids, as the outbox composes them (src/service/outbox/compose.ts). The
 * twin is composed at a later game version — as if the owner had made more moves nobody sees (a
 * card set face down, a silent undo): the names and ids must not tell.
 */
function readable<G>(
  m: GameModule<G>,
  game: Game,
  prev: GameState<G> | null,
  state: GameState<G>,
  log: LogEntry[],
  readers: (Side | null)[],
  version: number,
) {
  return owed(m, game, prev, state, log, readers, version).map((x) => {
    const p = x.payload as OutboxPayload;
    const buttons =
      p.type === 'update' ? (p.prompt?.actions ?? []).map((a) => buttonId(p.gameId, p.view, a.action)) : [];
    return { to: x.target, file: pictureName(p), buttons };
  });
}

/** A game record as the service holds it: one seat per side, nothing announced yet (the whole log is new). */
export function fakeGame(m: GameModule): Game {
  const at = new Date(0);
  return {
    id: '00000000-0000-4000-8000-000000000000',
    guildId: 'guild',
    channelId: 'channel',
    gameType: m.id,
    status: 'active',
    setup: { seed: 1, options: {} },
    state: null as never,
    version: 1,
    announced: 0,
    createdBy: `user-${m.sides[0]}`,
    winner: null,
    createdAt: at,
    updatedAt: at,
    finishedAt: null,
    clock: null,
    clockDueAt: null,
    parentChannelId: null,
    statusMessageId: null,
    rated: false,
    seats: m.sides.map((side, i) => ({
      gameId: 'game',
      side,
      userId: `user-${side}`,
      accepted: true,
      locale: i % 2 ? 'en' : 'ja',
      prefs: {},
      privateOwed: false,
    })),
  };
}

/** The path of the first difference between two JSON-like values, or null when equal. */
export function firstDiff(a: unknown, b: unknown, path = ''): string | null {
  if (isDeepStrictEqual(a, b)) return null;
  const show = (v: unknown) => {
    const j = JSON.stringify(v) ?? String(v);
    return j.length > 160 ? `${j.slice(0, 160)}…` : j;
  };
  if (a && b && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) {
      const d = firstDiff((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`);
      if (d !== null) return d;
    }
  }
  return `${path || '(root)'}: ${show(a)} ≠ ${show(b)}`;
}

/**
 * Modules that leak `secret(state, side)` — each through one output — for checking that the
 * harness sees a leak (every variant must show differences): the public view, the refusal text of
 * a bad action, a public log line after every action, and the label of a channel button.
 */
export function leakyModules<G>(
  m: GameModule<G>,
  secret: (state: GameState<G>, side: Side) => string,
): Record<string, GameModule<G>> {
  const all = (s: GameState<G>) => m.sides.map((side) => `${side}: ${secret(s, side)}`).join('; ');
  return {
    'public views': {
      ...m,
      view: (s, side) => (side === null ? { ...m.view(s, null), leak: all(s) } : m.view(s, side)),
    },
    // A refusal that appends the secrets (every verb explains, even where it had nothing to say).
    'answers to': wrapVerbs(m, (v) => ({
      ...v,
      explain: (c, args) => {
        const base = v.explain?.(c, args) ?? { code: 'LEAK', text: { ja: '不可', en: 'no' } };
        const s = c.state as GameState<G>;
        return { ...base, text: { ja: `${base.text.ja} ${all(s)}`, en: `${base.text.en} ${all(s)}` } };
      },
    })),
    'new log lines': wrapVerbs(m, (v) => ({
      ...v,
      perform: (c, args) => {
        v.perform(c, args);
        const s = c.state as GameState<G>;
        c.ctx.log({ text: { ja: all(s), en: all(s) } });
      },
    })),
    // Every action becomes public and its label names the actor's secret.
    'owed messages': wrapVerbs(m, (v) => ({
      ...v,
      public: true,
      label: (c, _args) => ({
        ja: secret(c.state as GameState<G>, c.side),
        en: secret(c.state as GameState<G>, c.side),
      }),
    })),
  };
}
