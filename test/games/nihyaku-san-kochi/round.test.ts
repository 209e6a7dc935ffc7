// 203高地: the round, by the text's headings — the cards set secretly and at the same time (and
// changed until both have set), revealed pair by pair with the start player's first, the extra card
// of the side behind last, a pair of attacks in one area resolved at once, 「可能であるなら必ず実行」,
// and the end of the round; random play to the end with the area limits and the token counts kept;
// and the twin-state harness: nothing of a side's cards, not even how many are set, reaches the
// other side or the public before the reveal.
import { describe, expect, it } from 'vitest';
import { apply, legalActionTexts, pendingSides } from '#engine/engine.ts';
import type { GameState } from '#engine/types.ts';
import { SP_POOL } from '#games/nihyaku-san-kochi/data/time.ts';
import type { KSide } from '#games/nihyaku-san-kochi/data/types.ts';
import { nihyakuSanKochi as M } from '#games/nihyaku-san-kochi/index.ts';
import { needed } from '#games/nihyaku-san-kochi/rules/round.ts';
import type { KochiFrame, KochiG } from '#games/nihyaku-san-kochi/types.ts';
import { fuzzFailures, fuzzKit } from '#engine/kit/fuzz.ts';
import { getPackage } from '#games/index.ts';
import { kochiPlayers, kochiTwin } from '#games/nihyaku-san-kochi/kit.ts';
import { sampleStates, twinCheck } from '../../kit/twin.ts';

type S = GameState<KochiG, KochiFrame>;

const play = (s: S, side: string, action: string): S => {
  const r = apply(M, s, side, action);
  if (!r.ok) throw new Error(`${side} ${action}: ${r.rejection.text.en}`);
  return r.state as S;
};
const top = (s: S) => s.stack.at(-1)!;

describe('[rule 4.2] [カードセット&処理] setting and revealing the cards', () => {
  it('[rule 4.2] [カードセット&処理] both set at the same time and may change until both have set; then pair by pair, the start player first', () => {
    let s = M.setup(1, {}) as S;
    expect(pendingSides(s).sort()).toEqual(['japan', 'russia']);
    expect(s.g.count).toBe(2); // 11/27: 2枚戦
    s = play(s, 'japan', 'set jp-move');
    s = play(s, 'japan', 'set jp-attack');
    // Japan has set both; it is still asked (it may take them back), and Russia sees no difference.
    expect(pendingSides(s).sort()).toEqual(['japan', 'russia']);
    expect(legalActionTexts(M, s, 'japan')).toEqual(['clear']);
    s = play(s, 'japan', 'clear');
    s = play(s, 'japan', 'set jp-entry');
    s = play(s, 'japan', 'set jp-move');
    s = play(s, 'russia', 'set ru-reinforce');
    s = play(s, 'russia', 'set ru-entry');
    // Revealed: pair 1, Russia (the start player) first.
    expect(top(s)).toMatchObject({ kind: 'carry', sides: ['russia'], card: 'ru-reinforce', pair: 1 });
    s = play(s, 'russia', 'reinforce');
    expect(top(s)).toMatchObject({ kind: 'carry', sides: ['japan'], card: 'jp-entry', pair: 1 });
    s = play(s, 'japan', 'entry namakoyama');
    expect(top(s)).toMatchObject({ sides: ['russia'], card: 'ru-entry', pair: 2 });
    s = play(s, 'russia', 'entry anzishan');
    expect(top(s)).toMatchObject({ sides: ['japan'], card: 'jp-move', pair: 2 });
    s = play(s, 'japan', 'move takasakiyama pigeon-bay');
    // The round is over: the settlement, then round 2.
    expect(s.g.round).toBe(2);
    // 海鼠山 and 鳩湾 for Japan; 赤坂山, 案子山 and 老鉄山 for Russia.
    expect(s.g.vp).toEqual({ japan: 2, russia: 3 });
    expect(top(s).kind).toBe('orders');
  });

  it('[rule 4.1] [rule 4.2] [カードセット&処理] the side behind on VP sets one more card when the circle says 低VP側+1; it is carried out last', () => {
    const s0 = M.setup(1, {}) as S;
    const g: KochiG = { ...structuredClone(s0.g), time: 1, vp: { japan: 5, russia: 2 } };
    let s: S = { ...s0, g };
    // A new round reads the circle: space 1 is 2枚戦 with 低VP側+1, Russia is behind.
    s = { ...s, g: { ...g, count: 2, extra: 'russia' } };
    expect([needed(s.g, 'japan'), needed(s.g, 'russia')]).toEqual([2, 3]);
    for (const c of ['jp-entry', 'jp-reinforce']) s = play(s, 'japan', `set ${c}`);
    for (const c of ['ru-entry', 'ru-reinforce', 'ru-move']) s = play(s, 'russia', `set ${c}`);
    // Russia holds the start-player marker: its card first in each pair; its extra card last.
    expect(s.g.queue.map((q) => [q.card, q.pair])).toEqual([
      ['jp-entry', 1],
      ['ru-reinforce', 2],
      ['jp-reinforce', 2],
      ['ru-move', 0],
    ]);
    expect(top(s)).toMatchObject({ card: 'ru-entry', pair: 1 });
  });

  it('[rule 6] [交戦状態と攻撃処理] a pair of attack cards in the same area is resolved at once: Japan 2 vs Russia 3 leaves 0 vs 1', () => {
    const s0 = M.setup(1, {}) as S;
    const g = structuredClone(s0.g);
    g.units = { 'hill203-sw': { japan: 2, russia: 3 } };
    let s: S = { ...s0, g };
    s = play(play(s, 'japan', 'set jp-attack'), 'japan', 'set jp-entry');
    s = play(play(s, 'russia', 'set ru-attack'), 'russia', 'set ru-entry');
    s = play(s, 'russia', 'attack hill203-sw'); // held until Japan's card of the pair is chosen
    expect(s.g.units['hill203-sw']).toEqual({ japan: 2, russia: 3 });
    s = play(s, 'japan', 'attack hill203-sw');
    expect(s.g.units['hill203-sw']).toEqual({ japan: 0, russia: 1 });
  });

  it('[rule 4.2] [カードセット&処理] a card is carried out if at all possible: "pass" only when nothing is', () => {
    const s0 = M.setup(1, {}) as S;
    const g = structuredClone(s0.g);
    let s: S = { ...s0, g };
    s = play(play(s, 'japan', 'set jp-attack'), 'japan', 'set jp-entry');
    s = play(play(s, 'russia', 'set ru-entry'), 'russia', 'set ru-move');
    s = play(s, 'russia', 'entry rotetsuzan');
    // No engaged area: Japan's attack cannot be carried out.
    expect(legalActionTexts(M, s, 'japan')).toEqual(['pass']);
    s = play(s, 'russia' === pendingSides(s)[0] ? 'russia' : 'japan', 'pass');
    expect(legalActionTexts(M, s, 'russia')).not.toContain('pass');
  });
});

// ---------------------------------------------------------------------------------------------

const player = kochiPlayers[0]!;
const kochiKit = await getPackage(M.id)!.kit();

describe('[rule 4] [ゲームの流れ] random play', () => {
  it('[rule 4] [ゲームの流れ] seeded random games reach an end, the area limits and the token counts always kept', () => {
    const r = fuzzKit(kochiKit, 40, 203, { deepEvery: 10 });
    expect(fuzzFailures(r)).toEqual([]);
    expect(r.games).toBe(40);
    console.log('[203高地 fuzz]', r.outcomes, 'longest', r.longest);
  });
});

// ---------------------------------------------------------------------------------------------

describe('[rule 4.2] [カードセット&処理] privacy of the cards being set', () => {
  it('[rule 4.2] [カードセット&処理] a state and its twin (other cards, or another number of them, set by one side) look the same to the other side and the public', async () => {
    const states = sampleStates({ module: M, games: 6, seed: 11, every: 1, maxActions: 400, player }).filter(
      (s) => (s as S).stack.at(-1)?.kind === 'orders',
    );
    const report = await twinCheck({ module: M, states, twin: kochiTwin, seed: 5, svgEvery: 8 });
    console.log(
      `203高地 twins: ${states.length} states, ${report.twins} twins compared (${report.steps} after a step, ${report.undos ?? 0} undone)`,
    );
    // Steps taken back (/undo) compared too.
    expect(report.undos ?? 0).toBeGreaterThan(0);
    expect(report.differences).toEqual([]);
    expect(report.twins).toBeGreaterThan(50);
  });
});

describe('[rule 10] [命令カードの解説] special orders', () => {
  /** A position in the carry step of `card` for its owner, with `sp` SP in hand. */
  function carrying(card: string, side: KSide, units: KochiG['units'], sp = 3, over: Partial<KochiG> = {}): S {
    const s0 = M.setup(1, {}) as S;
    const g: KochiG = {
      ...structuredClone(s0.g),
      units,
      sp: { japan: 0, russia: 0, [side]: sp } as KochiG['sp'],
      pool: SP_POOL - sp,
      queue: [],
      ...over,
    };
    return { ...s0, g, stack: [{ kind: 'carry', sides: [side], card, pair: 1 }] };
  }

  it('[rule 10] [命令カードの解説] 追加移動 (1 SP, in addition): two units move, the SP goes back to the pool', () => {
    let s = carrying('jp-move', 'japan', { takasakiyama: { japan: 2, russia: 0 } });
    s = play(s, 'japan', 'move2 takasakiyama pigeon-bay takasakiyama namakoyama');
    expect(s.g.units).toMatchObject({
      takasakiyama: { japan: 0 },
      'pigeon-bay': { japan: 1 },
      namakoyama: { japan: 1 },
    });
    expect([s.g.sp.japan, s.g.pool]).toEqual([2, SP_POOL - 2]);
  });

  it('[rule 10] [命令カードの解説] 部隊移動 (2 SP): up to three units from one area; not without the SP', () => {
    let s = carrying('ru-move', 'russia', { anzishan: { japan: 0, russia: 3 } });
    s = play(s, 'russia', 'group anzishan hill203-sw 3');
    expect(s.g.units['hill203-sw']).toEqual({ japan: 0, russia: 3 });
    const poor = carrying('ru-move', 'russia', { anzishan: { japan: 0, russia: 3 } }, 1);
    expect(legalActionTexts(M, poor, 'russia').some((a) => a.startsWith('group'))).toBe(false);
  });

  it('[rule 10] [命令カードの解説] 総攻撃 (2 SP, in addition): a second engaged area attacked too', () => {
    let s = carrying('jp-attack', 'japan', {
      'hill203-sw': { japan: 2, russia: 2 },
      'hill203-ne': { japan: 1, russia: 2 },
    });
    s = play(s, 'japan', 'assault hill203-sw hill203-ne');
    expect(s.g.units['hill203-sw']).toEqual({ japan: 2, russia: 0 });
    expect(s.g.units['hill203-ne']).toEqual({ japan: 1, russia: 1 });
  });

  it('[rule 5] [勝利条件] 破壊 (1 SP): from a controlled area two lines from the enemy HQ; the second time wins', () => {
    const poor = carrying('jp-area', 'japan', { 'hill203-sw': { japan: 1, russia: 0 } }, 0);
    expect(legalActionTexts(M, poor, 'japan')).not.toContain('destroy'); // no SP
    let s = carrying('jp-area', 'japan', { 'hill203-sw': { japan: 1, russia: 0 } }, 1);
    s = play(s, 'japan', 'destroy');
    expect(s.g.hqHits.russia).toBe(1);
    expect(s.g.sp.japan).toBe(0);
    expect(s.result).toBeNull();
    s = carrying('jp-area', 'japan', { 'ru-hq': { japan: 2, russia: 1 } }, 3, { hqHits: { japan: 0, russia: 1 } });
    expect(legalActionTexts(M, s, 'japan')).toContain('destroy');
    s = play(s, 'japan', 'destroy');
    expect(s.result?.winner).toBe('japan');
    expect(s.result?.reason.en).toContain('destroyed the enemy HQ twice');
  });

  it('[rule 10] [命令カードの解説] 増援要請 (1 SP): up to two units into a forward base the side controls', () => {
    let s = carrying('ru-reinforce', 'russia', { anzishan: { japan: 0, russia: 1 } }, 1);
    expect(legalActionTexts(M, s, 'russia')).toContain('request anzishan');
    s = play(s, 'russia', 'request anzishan');
    expect(s.g.units.anzishan).toEqual({ japan: 0, russia: 3 });
  });

  it('[rule 10] [命令カードの解説] 予備隊投入 (1 SP, in addition): one unit to a start area and one next to the HQ', () => {
    let s = carrying('jp-entry', 'japan', {}, 1);
    s = play(s, 'japan', 'entry2 suishiei takasakiyama');
    expect(s.g.units).toMatchObject({ suishiei: { japan: 1 }, takasakiyama: { japan: 1 } });
  });
});

describe('[rule 8] [イベントカードの説明] events', () => {
  it('[rule 8] [イベントカードの説明] drawn by an area order, carried out at once for the side it names, face up until the round ends', () => {
    const s0 = M.setup(1, {}) as S;
    const g = structuredClone(s0.g);
    g.units = { 'hill203-sw': { japan: 0, russia: 2 }, 'hill203-ne': { japan: 1, russia: 1 } };
    g.deck = ['hand-grenades#1', ...g.deck.filter((d) => d !== 'hand-grenades#1')];
    g.queue = [{ side: 'japan', card: 'jp-entry', pair: 1 }];
    let s: S = { ...s0, g, stack: [{ kind: 'carry', sides: ['russia'], card: 'ru-area', pair: 1 }] };
    s = play(s, 'russia', 'draw hill203-sw');
    // 手榴弾戦: the drawer removes an enemy unit in an engaged area where it has units — Russia chooses.
    expect(s.stack.at(-1)).toMatchObject({ kind: 'event', sides: ['russia'] });
    expect(legalActionTexts(M, s, 'russia')).toEqual(['choose hill203-ne']);
    s = play(s, 'russia', 'choose hill203-ne');
    expect(s.g.units['hill203-ne']).toEqual({ japan: 0, russia: 1 });
    expect(s.g.shown).toEqual(['hand-grenades#1']);
    expect(s.g.deck).not.toContain('hand-grenades#1');
    // At the round's end (after Japan's card) it goes back into the deck, shuffled.
    s = play(s, 'japan', 'entry suishiei');
    expect(s.g.shown).toEqual([]);
    expect(s.g.deck).toContain('hand-grenades#1');
  });
});

describe('[rule 11] [区画効果の解説] area effects', () => {
  it('[rule 11] [区画効果の解説] return units for SP: up to three own units (engaged ones too) back to stock, 1 SP each', () => {
    const s0 = M.setup(1, {}) as S;
    const g: KochiG = {
      ...structuredClone(s0.g),
      units: { 'pigeon-bay': { japan: 1, russia: 0 }, 'hill203-sw': { japan: 2, russia: 1 } },
      sp: { japan: 0, russia: 0 },
      pool: SP_POOL,
      queue: [{ side: 'russia', card: 'ru-entry', pair: 1 }],
    };
    let s: S = { ...s0, g, stack: [{ kind: 'carry', sides: ['japan'], card: 'jp-area', pair: 1 }] };
    const stock = s.g.stock.japan;
    s = play(s, 'japan', 'return pigeon-bay hill203-sw hill203-sw pigeon-bay');
    expect(s.g.units['hill203-sw']).toEqual({ japan: 0, russia: 1 });
    expect([s.g.stock.japan - stock, s.g.sp.japan]).toEqual([3, 3]);
    // Never a fourth, never a unit that is not there.
    const t: S = { ...s0, g: { ...g }, stack: [{ kind: 'carry', sides: ['japan'], card: 'jp-area', pair: 1 }] };
    expect(apply(M, t, 'japan', 'return pigeon-bay hill203-sw hill203-sw pigeon-bay pigeon-bay').ok).toBe(false);
    expect(apply(M, t, 'japan', 'return pigeon-bay pigeon-bay pigeon-bay').ok).toBe(false);
  });
});
