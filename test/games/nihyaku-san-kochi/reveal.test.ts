// 203高地 [rule 4.2] (カードセット&処理), corrected in rules revision 2: 「お互いセットが終わったら、1番目から
// カードをオープンして、その内容をスタートプレーヤマーカーを持つ人から順に処理します」. Both cards of a pair
// are turned over before either is carried out, so the start player decides knowing its mate (which
// waits, public, in `g.upNext`); the extra card of the side behind is turned over alone; `g.queue`
// holds only cards still face down. A revision 1 game (a setup without `options.revision`) keeps
// the old order: the mate turned over only once the start player's card has been carried out.
import { describe, expect, it } from 'vitest';
import { apply, legalActions, pendingSides, visibleLog, type LoggedAction } from '#engine/engine.ts';
import type { GameState } from '#engine/types.ts';
import type { Invariant, TwinFn } from '#engine/kit/types.ts';
import { fuzzFailures, fuzzKit } from '#engine/kit/fuzz.ts';
import type { Rand } from '#ai/rand.ts';
import { ORDER_CARDS } from '#games/nihyaku-san-kochi/data/cards.ts';
import type { KSide } from '#games/nihyaku-san-kochi/data/types.ts';
import { nihyakuSanKochi as M, kochiView } from '#games/nihyaku-san-kochi/index.ts';
import { kochiLayers } from '#games/nihyaku-san-kochi/render/index.ts';
import { CARD_BY_ID, KOCHI_REVISION, revisionOf } from '#games/nihyaku-san-kochi/rules/round.ts';
import type { KochiFrame, KochiG } from '#games/nihyaku-san-kochi/types.ts';
import { kochiPlayers } from '#games/nihyaku-san-kochi/kit.ts';
import { getPackage } from '#games/index.ts';
import { chooser, goldenDiceSeed, run } from '../../golden/record.ts';
import { sampleStates, twinCheck } from '../../kit/twin.ts';

type S = GameState<KochiG, KochiFrame>;

const REV2 = { revision: 2 };
const play = (s: S, side: string, action: string): S => {
  const r = apply(M, s, side, action);
  if (!r.ok) throw new Error(`${side} ${action}: ${r.rejection.text.en}`);
  return r.state as S;
};
const top = (s: S) => s.stack.at(-1)!;
const name = (card: string) => CARD_BY_ID.get(card)!.name;
/** The public log's lines since `from`, in English. */
const publicSince = (s: S, from: number) => visibleLog(s.log.slice(from), null).map((e) => e.text.en);

/** Both set their cards (Japan first); returns the state after the last card set. */
function setAll(s: S, japan: string[], russia: string[]): S {
  for (const c of japan) s = play(s, 'japan', `set ${c}`);
  for (const c of russia) s = play(s, 'russia', `set ${c}`);
  return s;
}

describe('[rule 4.2] [カードセット&処理] both cards of a pair are turned over, then carried out (revision 2)', () => {
  it('[rule 4.2] [カードセット&処理] new games get revision 4 (revision 2’s rules); a setup without options.revision is revision 1', () => {
    expect(M.revision).toBe(KOCHI_REVISION);
    expect(KOCHI_REVISION).toBe(4);
    expect((M.setup(1, { revision: 4 }) as S).g.upNext).toBeNull();
    expect(revisionOf({})).toBe(1);
    expect(revisionOf(REV2)).toBe(2);
    expect((M.setup(1, REV2) as S).g.upNext).toBeNull();
    expect('upNext' in (M.setup(1, {}) as S).g).toBe(false);
  });

  it('[rule 4.2] [カードセット&処理] both cards of a pair are turned over before either is carried out', () => {
    let s = M.setup(1, REV2) as S;
    s = setAll(s, ['jp-entry', 'jp-move'], ['ru-reinforce']);
    const before = s.log.length;
    const r = apply(M, s, 'russia', 'set ru-entry');
    // The last card set turns pair 1 over: a reveal (undo stops there).
    expect(r.ok && r.revealed).toBe(true);
    s = play(s, 'russia', 'set ru-entry');
    // Pair 1: Russia (the start player) carries out first; Japan's card is already face up, waiting.
    expect(top(s)).toMatchObject({ kind: 'carry', sides: ['russia'], card: 'ru-reinforce', pair: 1 });
    expect(s.g.upNext).toEqual({ side: 'japan', card: 'jp-entry', pair: 1 });
    // The queue holds only the cards still face down: pair 2.
    expect(s.g.queue).toEqual([
      { side: 'russia', card: 'ru-entry', pair: 2 },
      { side: 'japan', card: 'jp-move', pair: 2 },
    ]);
    // Both cards told to everyone in one line, the start player's first.
    const told = publicSince(s, before).at(-1)!;
    expect(told).toContain(`Pair 1: Russia's ${name('ru-reinforce').en}, Japan's ${name('jp-entry').en}`);
    expect(told).not.toContain(name('jp-move').en);
    // Russia carries out its card: Japan's (already turned over) is next, and nothing more is turned over.
    const r2 = apply(M, s, 'russia', 'reinforce');
    expect(r2.ok && !r2.revealed).toBe(true);
    s = play(s, 'russia', 'reinforce');
    expect(top(s)).toMatchObject({ kind: 'carry', sides: ['japan'], card: 'jp-entry', pair: 1 });
    expect(s.g.upNext).toBeNull();
    expect(s.g.queue).toHaveLength(2);
    // Japan's card done: pair 2 is turned over, both cards at once.
    s = play(s, 'japan', 'entry namakoyama');
    expect(top(s)).toMatchObject({ sides: ['russia'], card: 'ru-entry', pair: 2 });
    expect(s.g.upNext).toEqual({ side: 'japan', card: 'jp-move', pair: 2 });
    expect(s.g.queue).toEqual([]);
    s = play(s, 'russia', 'entry anzishan');
    expect(top(s)).toMatchObject({ sides: ['japan'], card: 'jp-move', pair: 2 });
    s = play(s, 'japan', 'move takasakiyama pigeon-bay');
    // The same cards carried out in the same order as before: the same round, the same settlement.
    expect(s.g.round).toBe(2);
    // Revision 2's flags (data/design.ts): Japan 海鼠山 1, 水師営 1, 鳩湾 2; Russia 案子山 1 (赤坂山, 新市街 0).
    expect(s.g.vp).toEqual({ japan: 4, russia: 1 });
    expect(s.g.upNext).toBeNull();
    expect(top(s).kind).toBe('orders');
  });

  it("[rule 4.2] [カードセット&処理] the start player sees the mate's card when it decides: in every view, the summary and the map", async () => {
    const s0 = M.setup(1, REV2) as S;
    const g = structuredClone(s0.g);
    g.units = { 'hill203-sw': { japan: 2, russia: 3 } };
    let s: S = { ...s0, g };
    s = setAll(s, ['jp-attack', 'jp-entry'], ['ru-attack', 'ru-entry']);
    expect(top(s)).toMatchObject({ kind: 'carry', sides: ['russia'], card: 'ru-attack', pair: 1 });
    // Russia, Japan and the public all see Japan's attack card waiting.
    for (const viewer of ['russia', 'japan', null] as const)
      expect(kochiView(s, viewer).board.upNext).toEqual({ side: 'japan', card: 'jp-attack', pair: 1 });
    expect(M.summary(s).en).toContain(`then Japan's ${name('jp-attack').en}`);
    expect(M.summary(s).ja).toContain(`次に日本軍の${name('jp-attack').ja}`);
    const map = await kochiLayers(kochiView(s, 'russia'), 'en');
    expect(map.overlayBody).toContain('data-up-next="japan jp-attack"');
    // Nothing of the cards still face down (pair 2) is shown.
    expect(JSON.stringify(kochiView(s, 'russia'))).not.toContain('jp-entry');
    // 同時攻撃 [rule 6]: the mate is read from the open card; Japan 2 vs Russia 3 leaves 0 vs 1.
    s = play(s, 'russia', 'attack hill203-sw');
    expect(s.g.units['hill203-sw']).toEqual({ japan: 2, russia: 3 });
    expect(s.g.heldAttack).toMatchObject({ side: 'russia', area: 'hill203-sw' });
    s = play(s, 'japan', 'attack hill203-sw');
    expect(s.g.units['hill203-sw']).toEqual({ japan: 0, russia: 1 });
    expect(s.g.heldAttack).toBeNull();
  });

  it("[rule 4.2] [rule 6] [交戦状態と攻撃処理] a mate that is not an attack: the start player's attack is resolved at once", () => {
    const s0 = M.setup(1, REV2) as S;
    const g = structuredClone(s0.g);
    g.units = { 'hill203-sw': { japan: 2, russia: 3 } };
    let s: S = { ...s0, g };
    s = setAll(s, ['jp-entry', 'jp-attack'], ['ru-attack', 'ru-entry']);
    expect(s.g.upNext).toMatchObject({ side: 'japan', card: 'jp-entry' });
    s = play(s, 'russia', 'attack hill203-sw');
    expect(s.g.units['hill203-sw']).toEqual({ japan: 0, russia: 3 });
    expect(s.g.heldAttack).toBeNull();
  });

  it('[rule 4.1] [rule 4.2] [カードセット&処理] the extra card of the side behind is turned over alone, last', () => {
    const s0 = M.setup(1, REV2) as S;
    let s: S = {
      ...s0,
      g: { ...structuredClone(s0.g), time: 1, vp: { japan: 5, russia: 2 }, count: 2, extra: 'russia' },
    };
    s = setAll(s, ['jp-entry', 'jp-reinforce'], ['ru-entry', 'ru-reinforce', 'ru-move']);
    expect(s.g.upNext).toEqual({ side: 'japan', card: 'jp-entry', pair: 1 });
    expect(s.g.queue.map((q) => [q.card, q.pair])).toEqual([
      ['ru-reinforce', 2],
      ['jp-reinforce', 2],
      ['ru-move', 0],
    ]);
    s = play(s, 'russia', 'entry anzishan');
    s = play(s, 'japan', 'entry namakoyama');
    expect(s.g.upNext).toEqual({ side: 'japan', card: 'jp-reinforce', pair: 2 });
    expect(s.g.queue).toEqual([{ side: 'russia', card: 'ru-move', pair: 0 }]);
    s = play(s, 'russia', 'reinforce');
    s = play(s, 'japan', 'reinforce');
    // The extra card: turned over by itself, nothing waiting after it.
    const before = s.log.length;
    expect(top(s)).toMatchObject({ sides: ['russia'], card: 'ru-move', pair: 0 });
    expect(s.g.upNext).toBeNull();
    expect(s.g.queue).toEqual([]);
    expect(before).toBeGreaterThan(0);
    expect(s.log.map((e) => e.text.en)).toContain(`Extra: Russia's ${name('ru-move').en}`);
  });
});

// ---------------------------------------------------------------------------------------------

describe('[rule 4.2] [カードセット&処理] a revision 1 game keeps the order it was started with', () => {
  it('[rule 4.2] [カードセット&処理] revision 1: the mate is turned over only once the start player has carried out its card', () => {
    let s = M.setup(1, {}) as S;
    const before = s.log.length;
    s = setAll(s, ['jp-entry', 'jp-move'], ['ru-reinforce', 'ru-entry']);
    expect(top(s)).toMatchObject({ kind: 'carry', sides: ['russia'], card: 'ru-reinforce', pair: 1 });
    expect(s.g.upNext).toBeUndefined();
    expect(s.g.queue[0]).toEqual({ side: 'japan', card: 'jp-entry', pair: 1 });
    expect(publicSince(s, before).at(-1)).toBe(`Pair 1: Russia's ${name('ru-reinforce').en}`);
    s = play(s, 'russia', 'reinforce');
    expect(publicSince(s, before).at(-1)).toBe(`Pair 1: Japan's ${name('jp-entry').en}`);
    expect(top(s)).toMatchObject({ sides: ['japan'], card: 'jp-entry', pair: 1 });
  });

  // Two whole games of revision 1 (options {}), uniform random play (a card set is never taken back),
  // hashed as test/golden hashes its games (every state after an action and its log lines). The
  // hashes were taken with the code before revision 2: they must never change.
  const PINNED = [
    {
      label: 'kochi a',
      pick: 3,
      actions: 124,
      chain: '6a2e353dbc6ad2457c29be005b4230dd9f6063d2e889f7e50291b53fa9c767e5',
    },
    {
      label: 'kochi b',
      pick: 7,
      actions: 102,
      chain: 'e9ebc8e18c3098e7b5354607adb0ea6480840f5f9733cb345fcffcdd261c553e',
    },
  ];
  function randomActions(seed: ReturnType<typeof goldenDiceSeed>, options: Record<string, unknown>, pick: number) {
    const rand = chooser(pick);
    let s = M.setup(seed, options) as S;
    const actions: LoggedAction[] = [];
    while (!s.result && actions.length < 3000) {
      const [side, la] = pendingSides(s)
        .map((x) => [x, legalActions(M, s, x).filter((a) => a.action !== 'clear')] as const)
        .find(([, l]) => l.length > 0)!;
      const action = la[Math.floor(rand() * la.length)]!.action;
      actions.push({ side, action });
      s = play(s, side, action);
    }
    return { actions, final: s };
  }

  it('[rule 4.2] [カードセット&処理] revision 1 games replay byte for byte as before revision 2 (pinned hashes)', () => {
    for (const p of PINNED) {
      const seed = goldenDiceSeed(p.label);
      const { actions, final } = randomActions(seed, {}, p.pick);
      expect(final.result).not.toBeNull();
      // The games contain attacks (the 同時攻撃 path reads the mate).
      expect(actions.some((a) => a.action.startsWith('attack') || a.action.startsWith('assault'))).toBe(true);
      expect(actions).toHaveLength(p.actions);
      expect(run(M, seed, {}, actions).chain).toBe(p.chain);
    }
  });
});

// ---------------------------------------------------------------------------------------------

/** [rule 4.2] Nothing in the queue has been turned over: not carried out this round, not waiting, not being carried out. */
const queueIsFaceDown: Invariant<KochiG> = (st) => {
  const s = st as S;
  const t = s.stack.at(-1);
  const open = [
    ...s.g.revealed,
    ...(s.g.upNext ? [s.g.upNext] : []),
    ...(t?.kind === 'carry' ? [{ side: t.sides[0], card: t.card }] : []),
  ];
  const bad = s.g.queue.find((q) => open.some((o) => o.side === q.side && o.card === q.card));
  return bad ? `[rule 4.2] ${bad.side}'s ${bad.card} is in the queue but was turned over` : null;
};

/**
 * The twin of the cards still face down: `side`'s cards in the queue replaced by others it could
 * have set there (its set changed to match). The other side and the public must not tell them apart.
 */
const faceDownTwin: TwinFn<KochiG> = (original, side, rand: Rand, after) => {
  const s = original as S;
  if (s.stack.at(-1)?.kind === 'orders') return null;
  // A step that turns a card over shows it: only steps that leave the queue alone are compared.
  if (after && (after as S).g.queue.length !== s.g.queue.length) return null;
  const k = side as KSide;
  const at = s.g.queue.flatMap((q, i) => (q.side === k ? [i] : []));
  if (!at.length) return null;
  const hidden = new Set(at.map((i) => s.g.queue[i]!.card));
  const free = ORDER_CARDS.filter((c) => c.side === k && !(s.g.set[k].includes(c.id) && !hidden.has(c.id))).map(
    (c) => c.id,
  );
  for (let i = free.length - 1; i > 0; i--) {
    const j = rand.int(i + 1);
    [free[i], free[j]] = [free[j]!, free[i]!];
  }
  const t = structuredClone(s);
  const renamed = new Map(at.map((i, n) => [s.g.queue[i]!.card, free[n]!]));
  for (const i of at) t.g.queue[i] = { ...t.g.queue[i]!, card: renamed.get(s.g.queue[i]!.card)! };
  t.g.set[k] = t.g.set[k].map((c) => renamed.get(c) ?? c);
  if (t.g.set[k].join() === s.g.set[k].join()) return null;
  return { state: t, what: `${k}'s face-down ${[...hidden].join(' ')} → ${[...renamed.values()].join(' ')}` };
};

describe('[rule 4.2] [カードセット&処理] the cards still face down stay secret while a pair is carried out (revision 2)', () => {
  it('[rule 4.2] [カードセット&処理] seeded revision 2 games: the queue holds only cards not yet turned over', async () => {
    const kit = await getPackage(M.id)!.kit();
    const r = fuzzKit({ ...kit, options: [REV2], invariants: [...kit.invariants, queueIsFaceDown] }, 20, 4202, {
      deepEvery: 10,
    });
    expect(fuzzFailures(r)).toEqual([]);
    expect(r.games).toBe(20);
  });

  it('[rule 4.2] [カードセット&処理] a state and its twin (other cards face down in the queue) look the same to the other side and the public', async () => {
    const states = sampleStates({
      module: M,
      games: 4,
      seed: 42,
      every: 3,
      maxActions: 300,
      player: kochiPlayers[0]!,
      options: [REV2],
    }).filter((s) => (s as S).stack.at(-1)?.kind === 'carry');
    const report = await twinCheck({ module: M, states, twin: faceDownTwin, seed: 7, svgEvery: 10 });
    console.log(
      `203高地 face-down twins (revision 2): ${states.length} states, ${report.twins} twins compared (${report.steps} after a step)`,
    );
    expect(report.differences).toEqual([]);
    expect(report.twins).toBeGreaterThan(20);
    // Steps that turn nothing over (the start player's card carried out while its mate waits) are compared.
    expect(report.steps).toBeGreaterThan(5);
  });
});
