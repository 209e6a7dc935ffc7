// The shortcut commands (/move, /attack, /play, /end) are the /act sequences they stand for: the
// same actions, the same state; refused whole with the first failing step's rule and its legal
// list; their autocomplete lists exactly what the engine would accept. Each game declares the ones
// it offers, and the kinds and roles of its verbs, in its front (src/games/<id>/front.ts).
import { describe, expect, it } from 'vitest';
import { apply, legalActions, pendingSides } from '#engine/engine.ts';
import {
  attackers,
  attackTargets,
  moveDestinations,
  moveUnits,
  moveVias,
  planAttack,
  planEnd,
  notOffered,
  planMove,
  type Plan,
} from '#engine/shortcuts.ts';
import { cardUses, planPlay, playableCards, playFollowUps } from '#games/nichiro-taisen/front.ts';
import { declaredVerbs } from '#engine/decisions.ts';
import type { GameModule, GameState, Side } from '#engine/types.ts';
import { allGames } from '#games/index.ts';
import { gameCommands } from '#commands/shortcuts.ts';
import * as H from '../games/hoten-kaisen/helpers.ts';
import { rng } from '../games/nichiro-taisen/players.ts';
import * as N from '../games/nichiro-taisen/helpers.ts';

const J = (a: string): N.Step => ['japan', a];

function ok(p: Plan): Extract<Plan, { ok: true }> {
  if (!p.ok) expect.fail(`refused: [${p.rejection.code} ${p.rejection.rule ?? ''}] ${p.rejection.text.en}`);
  return p;
}
function refused(p: Plan): Extract<Plan, { ok: false }> {
  if (p.ok) expect.fail(`applied ${p.actions.join(' | ')}`);
  expect(p.rejection.text.ja.length).toBeGreaterThan(0);
  expect(p.rejection.text.en.length).toBeGreaterThan(0);
  return p;
}
const quiet = (
  units: Record<string, string>,
  side: 'japan' | 'russia' = 'japan',
  extra: Partial<N.PositionSpec> = {},
) => N.position({ clear: true, units, side, ...extra });

describe('what a game declares in its front', () => {
  for (const g of allGames()) {
    it(`${g.name.en}: every argument kind its verbs take is declared, with its name in both languages`, () => {
      for (const v of declaredVerbs(g)) {
        for (const a of v.args ?? []) {
          const kind = g.front.argKinds[a.kind];
          expect(kind, `${v.verb} ${a.name}: kind ${a.kind}`).toBeDefined();
          expect(kind!.label.ja.length * kind!.label.en.length).toBeGreaterThan(0);
        }
      }
    });
    it(`${g.name.en}: every verb role is walked by a shortcut it offers, or declared as its own`, () => {
      const known = new Set([...g.front.shortcuts.flatMap((s) => s.roles), ...(g.front.roles ?? [])]);
      for (const v of declaredVerbs(g)) if (v.role) expect(known, `${v.verb}: role ${v.role}`).toContain(v.role);
    });
  }

  it('the commands are built from the registry: one per name, with every option a game offers', () => {
    const byName = new Map(gameCommands().map((c) => [c.data.name, c.data]));
    expect([...byName.keys()].sort()).toEqual(['attack', 'autopass', 'end', 'move', 'play']);
    // 日露大戦 adds the way there and its rail move to the /move every game with units has.
    expect(byName.get('move')!.options!.map((o) => o.name)).toEqual(['unit', 'to', 'via', 'rail']);
    expect(byName.get('play')!.options!.map((o) => o.name)).toEqual(['card', 'use', 'units', 'to']);
    expect(byName.get('autopass')!.options!.map((o) => o.name)).toEqual(['on', 'unless']);
  });

  it('a game that offers no /move (203高地: every decision is one /act action) refuses it as not in this step, changing nothing', () => {
    const kochi = allGames().find((g) => g.name.ja === '203高地')!;
    expect(kochi.front.shortcuts).toEqual([]);
    const s = kochi.setup(1, {});
    const side = pendingSides(s)[0]!;
    const p = refused(notOffered(kochi, s, side, 'move'));
    expect(p.rejection.code).toBe('NOT_NOW');
    expect(p.legal).toEqual(legalActions(kochi, s, side));
  });

  it('日露大戦 [rule 8.2]: its /move with rail:true is "rail <unit>" then "to <hex>"', () => {
    const s = quiet({ 'R-S1': '1913', 'R-S3': '2215', 'J-2': '1015' }, 'russia');
    const move = N.M.front.shortcuts.find((x) => x.command === 'move')!;
    expect(ok(move.plan(N.M, s, 'russia', { unit: 'R-S1', to: '1607', rail: true })).actions).toEqual([
      'rail R-S1',
      'to 1607',
    ]);
    expect(move.choices!(N.M, s, 'russia', 'unit', '', { rail: true }).map((c) => c.value)).toContain('R-S1');
  });
});

describe('/move', () => {
  it('日露大戦: is "move <unit>" then "to <hex>", to the same state', () => {
    const s = quiet({ 'J-2': '1607', 'R-S1': '2215' });
    const p = ok(planMove(N.M, s, 'japan', { unit: 'J-2', to: '1709' }));
    expect(p.actions).toEqual(['move J-2', 'to 1709']);
    expect(p.state).toEqual(N.play(s, [J('move J-2'), J('to 1709')]));
  });
  it('日露大戦 [rule 8.2] with rail, is "rail <unit>" then "to <hex>"', () => {
    const s = quiet({ 'R-S1': '1913', 'R-S3': '2215', 'J-2': '1015' }, 'russia');
    const p = ok(planMove(N.M, s, 'russia', { unit: 'R-S1', to: '1607', alt: true }));
    expect(p.actions).toEqual(['rail R-S1', 'to 1607']);
    expect(N.whereIs(p.state as N.S, 'R-S1')).toBe('1607');
  });
  it('日露大戦: a destination out of reach is refused whole with the legal destinations, the state untouched', () => {
    const s = quiet({ 'J-2': '1607', 'R-S1': '2215' });
    const before = JSON.stringify(s);
    const p = refused(planMove(N.M, s, 'japan', { unit: 'J-2', to: '2417' }));
    expect(p.legal.map((l) => l.action)).toContain('to 1709'); // the legal list of the second step
    expect(p.legal.map((l) => l.action)).not.toContain('move J-2');
    expect(JSON.stringify(s)).toBe(before);
  });
  it('日露大戦 [rule 8.0] a unit that already moved is refused with the rule of the first step', () => {
    const s = N.play(quiet({ 'J-2': '1607', 'R-S1': '2215' }), [J('move J-2'), J('to 1608')]);
    const p = refused(planMove(N.M, s, 'japan', { unit: 'J-2', to: '1709' }));
    expect([p.rejection.code, p.rejection.rule]).toEqual(['ALREADY_MOVED', '8.0']);
  });
  it('奉天会戦: is the one action "move <unit> <hex>"', () => {
    const s = H.afterHistoricalSetup(3);
    const first = legalActions(H.M, s, 'japan').find((l) => /^move \S+ \d{4}$/.test(l.action))!;
    const [, unit, to] = first.action.split(' ');
    const p = ok(planMove(H.M, s, 'japan', { unit: unit!, to: to! }));
    expect(p.actions).toEqual([first.action]);
    expect(p.state).toEqual(H.play(s, [['japan', first.action]]));
    // Out of reach: the game's own rejection of that move.
    const far = refused(planMove(H.M, s, 'japan', { unit: unit!, to: '0101' }));
    expect(far.rejection).toEqual(H.rejection(s, 'japan', `move ${unit} 0101`));
  });
  it('日露大戦 [rule 3.4] "via" picks another way where it matters; autocomplete lists those ways only', () => {
    const s = quiet({ 'J-2': '1506', 'R-S1': '2215' });
    expect(moveDestinations(N.M, s, 'japan', 'J-2').map((c) => c.value)).not.toContain('1605 via 1607');
    expect(moveVias(N.M, s, 'japan', 'J-2', '1605').map((c) => c.value)).toEqual(['1607']);
    expect(moveVias(N.M, s, 'japan', 'J-2', '1506')).toEqual([]);
    const p = ok(planMove(N.M, s, 'japan', { unit: 'J-2', to: '1605', via: '1607' }));
    expect(p.actions).toEqual(['move J-2', 'to 1605 via 1607']);
    expect((p.state as N.S).g.control['1607']).toBe('japan');
    expect(refused(planMove(N.M, s, 'japan', { unit: 'J-2', to: '1605', via: '1406' })).rejection).toMatchObject({
      code: 'NO_SUCH_WAY',
      rule: '3.4',
    });
  });
  it('an empty option is refused, naming it', () => {
    const s = quiet({ 'J-2': '1607', 'R-S1': '2215' });
    expect(refused(planMove(N.M, s, 'japan', { unit: 'J-2', to: ' ' })).rejection.code).toBe('EMPTY_OPTION');
  });
  for (const [game, probes] of [
    [
      '日露大戦',
      [
        [N.M, 21],
        [N.M, 22],
      ],
    ],
    [
      '奉天会戦',
      [
        [H.M, 23],
        [H.M, 24],
      ],
    ],
  ] as [string, [GameModule, number][]][]) {
    it(`${game} autocomplete: every unit and destination offered is accepted, and every unit that may move is offered`, () => {
      for (const [m, s, side] of positionsToProbe(probes)) {
        for (const rail of [false, true]) {
          for (const u of moveUnits(m, s, side, rail)) {
            const dests = moveDestinations(m, s, side, u.value, rail);
            expect(dests.length).toBeGreaterThan(0);
            for (const d of dests)
              expect(planMove(m, s, side, { unit: u.value, to: d.value, alt: rail }).ok).toBe(true);
          }
        }
        // Conversely: every legal first step of a move is a unit offered.
        const firstSteps = legalActions(m, s, side).filter((l) => /^(move|rail) \S+/.test(l.action));
        for (const l of firstSteps) {
          const [verb, unit] = l.action.split(' ');
          expect(moveUnits(m, s, side, verb === 'rail').map((c) => c.value)).toContain(unit);
        }
      }
    });
  }
});

describe('/attack', () => {
  // Two Japanese divisions next to the Russians in 1214 (the Yalu position).
  const combat = () =>
    N.position({
      clear: true,
      side: 'japan',
      phase: 'combat',
      units: { 'J-2': '1114', 'J-12': '1113', 'R-S2': '1214', 'R-S1': '2215' },
    });

  it('日露大戦 [rule 9.1] without "with", every unit that can joins; it is attack, with…, confirm', () => {
    const s = combat();
    const p = ok(planAttack(N.M, s, 'japan', { target: '1214' }));
    expect(p.actions[0]).toBe('attack 1214');
    expect(p.actions.slice(1, -1).sort()).toEqual(['with J-12', 'with J-2']);
    expect(p.actions.at(-1)).toBe('confirm');
    expect(p.state).toEqual(N.play(s, p.actions.map(J)));
  });
  it('日露大戦: "with" names the attackers; a unit that cannot join is refused whole', () => {
    const s = combat();
    expect(ok(planAttack(N.M, s, 'japan', { target: '1214', with: 'J-2 J-12' })).actions).toEqual([
      'attack 1214',
      'with J-2',
      'with J-12',
      'confirm',
    ]);
    // [rule 9.5] J-2 alone could not reach a differential of −1 even with support: no half declaration.
    const weak = refused(planAttack(N.M, s, 'japan', { target: '1214', with: 'J-2' }));
    expect(weak.rejection.rule).toMatch(/^9\./);
    expect(weak.legal.map((l) => l.action)).toEqual(['with J-12', 'cancel']);
    const p = refused(planAttack(N.M, s, 'japan', { target: '1214', with: 'J-2 R-S2' }));
    expect(p.legal.map((l) => l.action)).toContain('with J-12');
  });
  it('autocomplete: the targets, then all attackers first and each one', () => {
    const s = combat();
    expect(attackTargets(N.M, s, 'japan').map((c) => c.value)).toEqual(['1214']);
    const w = attackers(N.M, s, 'japan', '1214', '').map((c) => c.value);
    expect(w[0]!.split(' ').sort()).toEqual(['J-12', 'J-2']);
    expect(w.slice(1).sort()).toEqual(['J-12', 'J-2']);
    expect(attackers(N.M, s, 'japan', '1214', 'J-2 ').map((c) => c.value)).toEqual(['J-2 J-12']);
  });
  it('奉天会戦: the attack is the one action "attack <hex>"; "with" is refused there', () => {
    let s = H.afterHistoricalSetup(3);
    // Find an activation that leads to an attack decision.
    const reach = legalActions(H.M, s, 'japan')
      .map((l) => l.action)
      .filter((a) => a.startsWith('move ') || a.startsWith('hold '));
    let target: string | undefined;
    for (const a of reach) {
      const t = H.play(s, [['japan', a]]);
      target = attackTargets(H.M, t, 'japan')[0]?.value;
      if (target) {
        s = t;
        break;
      }
    }
    expect(target).toBeDefined();
    expect(ok(planAttack(H.M, s, 'japan', { target: target! })).actions).toEqual([`attack ${target}`]);
    expect(refused(planAttack(H.M, s, 'japan', { target: target!, with: 'J1' })).rejection.code).toBe(
      'NO_ATTACKERS_ASKED',
    );
  });
});

describe('/play', () => {
  const cardPlay = (hands: Record<string, string[]>, units: Record<string, string> = {}) =>
    N.position({
      clear: true,
      side: 'japan',
      phase: 'cardPlay',
      hands,
      units: { 'J-2': '1114', 'R-S1': '2215', ...units },
    });

  it('[rule 10.2.5] transport with its unit and destination is the /act sequence', () => {
    const s = cardPlay({ japan: ['#05'] }, { 'J-3': 'japan' });
    const p = ok(planPlay(N.M, s, 'japan', { card: '5', use: 'transport', units: 'J-3', to: '1206' }));
    expect(p.actions).toEqual(['transport #05', 'unit J-3', 'to 1206']);
    expect(N.whereIs(p.state as N.S, 'J-3')).toBe('1206');
  });
  it('a card with several uses asks for the use, listing them; a card not held is refused', () => {
    const s = cardPlay({ japan: ['#05'] }, { 'J-3': 'japan' });
    const several = refused(planPlay(N.M, s, 'japan', { card: '#05' }));
    expect(several.rejection.code).toBe('USE_NEEDED');
    expect(several.rejection.text.en).toContain('transport');
    expect(refused(planPlay(N.M, s, 'japan', { card: '#06' })).rejection.code).toBe('CARD_NOT_PLAYABLE');
  });
  it('a use the rules forbid is refused with that rule ([rule 10.2.4])', () => {
    const s = cardPlay({ japan: ['#05'] }, { 'J-2': '1216' });
    const p = refused(planPlay(N.M, s, 'japan', { card: '#05', use: 'strategic' }));
    expect([p.rejection.code, p.rejection.rule]).toEqual(['NO_STRATEGIC_UNIT', '10.2.4']);
  });
  it('autocomplete offers only the own hand, each use accepted, then units and destinations', () => {
    const s = cardPlay({ japan: ['#05'], russia: ['#06', '#07'] }, { 'J-3': 'japan' });
    expect(playableCards(N.M, s, 'japan').map((c) => c.value)).toEqual(['#05']);
    expect(playableCards(N.M, s, 'russia')).toEqual([]); // not Russia's decision; and never Japan's cards
    const uses = cardUses(N.M, s, 'japan', '#05').map((c) => c.value);
    expect(uses).toContain('transport');
    expect(uses).toContain('force-march move');
    for (const use of uses) expect(planPlay(N.M, s, 'japan', { card: '#05', use }).ok).toBe(true);
    expect(playFollowUps(N.M, s, 'japan', { card: '#05', use: 'transport' }, 'units').map((c) => c.value)).toContain(
      'J-3',
    );
    expect(
      playFollowUps(N.M, s, 'japan', { card: '#05', use: 'transport', units: 'J-3' }, 'to').map((c) => c.value),
    ).toEqual(['korea', '1206', '1211']);
  });
});

describe('/end', () => {
  it('ends whatever the decision offers: the movement phase, the combat phase, the card-play phase', () => {
    let s = quiet({ 'J-2': '1607', 'R-S1': '2215' });
    const p = ok(planEnd(N.M, s, 'japan'));
    expect(p.actions).toEqual(['end-movement']);
    s = p.state as N.S;
    expect(ok(planEnd(N.M, s, 'japan')).actions).toEqual(['end-combat']);
  });
  it('奉天会戦: passes an activation', () => {
    const s = H.afterHistoricalSetup(3);
    expect(ok(planEnd(H.M, s, 'japan')).actions).toEqual(['pass']);
  });
  it('is refused when it is not your decision, or the decision has nothing to end', () => {
    const s = quiet({ 'J-2': '1607', 'R-S1': '2215' });
    expect(refused(planEnd(N.M, s, 'russia')).rejection.code).toBe('NOT_YOUR_DECISION');
    const refill = N.M.setup(1, {});
    // Turn 1 starts with Japan's movement phase ([rule 5.1]); the refill decision comes later. Find a
    // decision without an end verb by playing on.
    let t = refill;
    const pick = rng(11);
    for (let i = 0; i < 400 && !t.result; i++) {
      const side = pendingSides(t)[0]! as 'japan' | 'russia';
      const legal = legalActions(N.M, t, side);
      if (t.stack.at(-1)?.kind === 'refill') {
        expect(refused(planEnd(N.M, t, side)).rejection.code).toBe('NOTHING_TO_END');
        return;
      }
      const r = apply(N.M, t, side, legal[Math.floor(pick() * legal.length)]!.action);
      if (r.ok) t = r.state as typeof t;
    }
    expect.fail('no refill decision reached');
  });
});

/** Positions met in seeded random play of both games, for the autocomplete ⇔ legality checks. */
function positionsToProbe(games: readonly [GameModule, number][]): [GameModule, GameState, Side][] {
  const out: [GameModule, GameState, Side][] = [];
  for (const [m, seed] of games) {
    const pick = rng(seed);
    let s = m.setup(seed, {});
    for (let i = 0; i < 300 && !s.result; i++) {
      const side = pendingSides(s)[0]!;
      const legal = legalActions(m, s, side);
      if (i % 7 === 0 && legal.some((l) => /^(move|rail) /.test(l.action))) out.push([m, s, side]);
      const r = apply(m, s, side, legal[Math.floor(pick() * legal.length)]!.action);
      if (r.ok) s = r.state;
    }
  }
  expect(out.length).toBeGreaterThan(5);
  return out;
}
