// 関ヶ原無双 [rule 8.3] [rule 8.4] the combat phase as players play it: group, fix, resolve in the
// attacker's order with scripted dice; the post's record of every die; [rule 8.6] the owner's
// retreat and [rule 8.7] the forced pursuit.
import { describe, expect, it } from 'vitest';
import { apply, legalActionTexts, pendingSides } from '#engine/engine.ts';
import { attackers, attackTargets, planAttack } from '#engine/shortcuts.ts';
import type { GameState } from '#engine/types.ts';
import { neighbours } from '#games/sekigahara-musou/board.ts';
import { sekigaharaMusou as M } from '#games/sekigahara-musou/index.ts';
import type { SekiFrame, SekiG } from '#games/sekigahara-musou/types.ts';
import { position, type Placement } from './helpers.ts';

type S = GameState<SekiG, SekiFrame>;

function combatPhase(placed: Record<string, Placement>): S {
  const s = M.setup(1, {}) as S;
  return {
    ...s,
    g: position(placed, { turn: 4 }),
    stack: [{ kind: 'combat', sides: ['east'], plan: [], fixed: false, done: [], pursuit: null }],
  };
}

function play(s: S, side: string, action: string, dice?: number[]): S {
  const r = apply(M, s, side, action, dice ? { dice } : {});
  if (!r.ok) throw new Error(`${action}: ${r.rejection.text.en}`);
  return r.state as S;
}

describe('[rule 8.0] [rule 8.4] the combat phase', () => {
  // Two neighbours of 1008 next to each other (north and north-west): the far side stays open for a retreat.
  const [a, , b] = neighbours('1008');

  it("[rule 8.4] a grouped attack two against one, fixed, then resolved: every die recorded, the loser retreats by its owner's choice, the troop attacker must pursue", () => {
    let s = combatPhase({ fukushima: a!, ii: b!, ishida: '1008', 'ukita-honntai': '0812' });
    expect(legalActionTexts(M, s, 'east')).not.toContain('fight'); // 8.2: ishida must be fought
    s = play(s, 'east', `group ishida fukushima`);
    s = play(s, 'east', `group ishida ii`);
    expect(s.stack.at(-1)).toMatchObject({ plan: [{ attackers: ['fukushima', 'ii'], defenders: ['ishida'] }] });
    s = play(s, 'east', 'fight');
    // 9 to 4: two dice to one, +2 a die each side. Attacker 3 and 4 hit; the defender's 2 misses.
    s = play(s, 'east', 'resolve 1', [3, 4, 2]);
    expect(s.g.lastCombat).toMatchObject({
      attacker: { total: 9, dice: 2, modifier: 2, rolled: [3, 4], hits: 2 },
      defender: { total: 4, dice: 1, modifier: 2, rolled: [2], hits: 0 },
      loser: 'defender',
      difference: 2,
    });
    expect(s.g.units.ishida!.face).toBe('commander');
    // [rule 8.6] the West chooses where 石田三成 goes.
    expect(pendingSides(s)).toEqual(['west']);
    const retreats = legalActionTexts(M, s, 'west');
    expect(retreats.length).toBeGreaterThan(0);
    const marker = s.g.kobayakawa;
    s = play(s, 'west', retreats[0]!);
    expect(s.g.kobayakawa).toBe(marker - 1); // [rule 4.2] a West commander retreated
    expect(s.g.westLeaderRetreated).toBe(true); // [rule 7.4] 石田三成 retreated
    // [rule 8.7] a troop attacker must pursue: no "stay".
    expect(pendingSides(s)).toEqual(['east']);
    const pursuits = legalActionTexts(M, s, 'east');
    expect(pursuits).toEqual(['pursue fukushima 1008', 'pursue ii 1008']);
    s = play(s, 'east', 'pursue ii 1008');
    expect(s.g.units.ii!.where).toEqual({ kind: 'map', hex: '1008' });
    // Every combat fought: the East's rebuild phase.
    expect(s.stack.at(-1)?.kind).toBe('rebuild');
  });

  it('[rule 8.5.3] a loss by one hit flips the troop units; nothing retreats, nobody pursues', () => {
    let s = combatPhase({ fukushima: a!, ishida: '1008', 'ukita-honntai': '0812' });
    s = play(s, 'east', 'group fukushima ishida');
    s = play(s, 'east', 'fight');
    // 5 to 4: one die each; +1 and +2. The attacker's 6 hits, the defender's 1 never does.
    s = play(s, 'east', 'resolve 1', [6, 1]);
    expect(s.g.units.ishida!.face).toBe('commander');
    expect(s.g.units.ishida!.where).toEqual({ kind: 'map', hex: '1008' });
    expect(s.stack.at(-1)?.kind).toBe('rebuild');
  });
});

describe('[rule 8.3] attacks as players type them', () => {
  const [a, , b] = neighbours('1008');

  it('[rule 8.3] "attack <enemy> <unit>…" groups every named unit against the target at once, and /attack is that action', () => {
    const s = combatPhase({ fukushima: a!, ii: b!, ishida: '1008', 'ukita-honntai': '0812' });
    const viaVerb = play(s, 'east', 'attack ishida fukushima ii');
    expect(viaVerb.stack.at(-1)).toMatchObject({ plan: [{ attackers: ['fukushima', 'ii'], defenders: ['ishida'] }] });
    // The same as two "group" steps.
    expect(viaVerb.stack.at(-1)).toEqual(
      play(play(s, 'east', 'group ishida fukushima'), 'east', 'group ishida ii').stack.at(-1),
    );
    // /attack: the targets, then the units that may join; without "with", all of them.
    expect(attackTargets(M, s, 'east').map((c) => c.value)).toEqual(['ishida']);
    expect(attackers(M, s, 'east', 'ishida', '').map((c) => c.value)).toEqual(['fukushima ii', 'fukushima', 'ii']);
    const plan = planAttack(M, s, 'east', { target: 'ishida' });
    expect(plan).toMatchObject({ ok: true, actions: ['attack ishida fukushima ii'] });
    const one = planAttack(M, s, 'east', { target: 'ishida', with: 'ii' });
    expect(one).toMatchObject({ ok: true, actions: ['attack ishida ii'] });
  });

  it('[rule 8.3] one attacker against several: the attacker alone in its combat takes a second target', () => {
    const [x, , y] = neighbours('1108');
    const s = combatPhase({ fukushima: '1108', ishida: x!, konishi: y!, 'ukita-honntai': '0812' });
    const t = play(play(s, 'east', 'attack ishida fukushima'), 'east', 'attack konishi fukushima');
    expect(t.stack.at(-1)).toMatchObject({ plan: [{ attackers: ['fukushima'], defenders: ['ishida', 'konishi'] }] });
    expect(legalActionTexts(M, t, 'east')).toContain('fight');
  });

  it('[rule 8.2] [rule 8.3] [rule 8.4] refusals name the rule and what is legal, in both languages', () => {
    const s = combatPhase({ fukushima: a!, ishida: '1008', kuroda: '1508', 'ukita-honntai': '0812' });
    const refused = (side: string, action: string, st: S = s) => {
      const r = apply(M, st, side, action);
      if (r.ok) throw new Error(`${action} was accepted`);
      return r.rejection;
    };
    expect(refused('east', 'fight')).toMatchObject({ code: 'MUST_FIGHT', rule: '8.2' });
    expect(refused('east', 'fight').text.ja).toContain('石田');
    expect(refused('east', 'attack ishida kuroda')).toMatchObject({ code: 'WITH_NOT_NEXT', rule: '8.3' });
    expect(refused('east', 'attack ishida kuroda').text.en).toContain('Units: fukushima');
    expect(refused('east', 'group kuroda ishida')).toMatchObject({ code: 'GROUP_NOT_NEXT', rule: '8.3' });
    expect(refused('east', 'resolve 1')).toMatchObject({ code: 'NOT_FIXED', rule: '8.4' });
    expect(refused('east', 'ungroup 1', play(s, 'east', 'attack ishida fukushima'))).toMatchObject({
      code: 'NOT_STUCK',
      rule: '8.2',
    });
    const fixed = play(play(s, 'east', 'attack ishida fukushima'), 'east', 'fight');
    expect(refused('east', 'resolve 2', fixed)).toMatchObject({ code: 'NO_COMBAT', rule: '8.4' });
    expect(refused('east', 'attack ishida fukushima', fixed)).toMatchObject({ code: 'FIXED', rule: '8.4' });
  });

  it('[rule 8.6] [rule 8.7] [rule 9.2] [rule 3.2] refusals of a retreat, a pursuit, a rebuild and the setup', () => {
    let s = combatPhase({ fukushima: a!, ii: b!, ishida: '1008', 'ukita-honntai': '0812' });
    s = play(play(s, 'east', 'attack ishida fukushima ii'), 'east', 'fight');
    s = play(s, 'east', 'resolve 1', [3, 4, 2]);
    const r1 = apply(M, s, 'west', 'retreat ishida 1008');
    expect(r1.ok).toBe(false);
    expect(!r1.ok && r1.rejection).toMatchObject({ code: 'RETREAT_NOT_NEXT', rule: '8.6' });
    s = play(s, 'west', legalActionTexts(M, s, 'west')[0]!);
    const r2 = apply(M, s, 'east', 'stay');
    expect(!r2.ok && r2.rejection).toMatchObject({ code: 'PURSUIT_FORCED', rule: '8.7' });
    s = play(s, 'east', 'pursue ii 1008');
    // The East's rebuild phase: 福島 is on its troop face, nothing to rebuild.
    const r3 = apply(M, s, 'east', 'rebuild fukushima');
    expect(!r3.ok && r3.rejection).toMatchObject({ code: 'REBUILD_TROOP', rule: '9.2' });
    const setup = M.setup(1, {});
    const r4 = apply(M, setup, 'west', 'akashi 1008');
    expect(!r4.ok && r4.rejection).toMatchObject({ code: 'AKASHI_HEX', rule: '3.2' });
  });
});
