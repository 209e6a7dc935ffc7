// A refused action typed by a player: the reply names the nearest legal actions ("did you mean")
// in the player's language and lists the legal ones nearest first (issue 23, refusals help).
import { describe, expect, it } from 'vitest';
import { apply, legalActions } from '#engine/engine.ts';
import { getGame } from '#games/index.ts';
import { describeError } from '#service/types.ts';

describe('a mistyped action', () => {
  const m = getGame('hoten-kaisen')!;
  let s = m.setup(1905, {});
  for (const side of ['japan', 'russia']) {
    const r = apply(m, s, side, 'place-historical');
    if (!r.ok) throw new Error(r.rejection.text.en);
    s = r.state;
  }
  const legal = legalActions(m, s, 'japan');
  const refuse = (typed: string) => {
    const r = apply(m, s, 'japan', typed);
    if (r.ok) throw new Error(`${typed} was accepted`);
    return { code: r.rejection.code, text: r.rejection.text, rejection: r.rejection, legal, typed };
  };

  it('gets the nearest legal verb or id first, in ja and en', () => {
    expect(legal.length).toBeGreaterThan(12);
    const en = describeError(refuse('mvoe J2 0406'), 'en');
    expect(en).toContain('Did you mean `move J2 0406`?');
    expect(en).toMatch(/Legal now: `move J2 0406` /);
    const ja = describeError(refuse('mvoe J2 0406'), 'ja');
    expect(ja).toContain('もしかして: `move J2 0406`');
    expect(ja).toMatch(/今できる行動: `move J2 0406` /);
    expect(ja).not.toMatch(/Did you mean/);
    // A unit id mistyped: the game's own refusal, then the nearest legal actions.
    expect(describeError(refuse('move J9 0406'), 'en')).toContain('Did you mean `move J2 0406`?');
  });

  it('a typo of a verb that has no legal action now says why that verb is refused', () => {
    const r = refuse('fite');
    expect(r.code).toBe('UNKNOWN_ACTION_NEAR');
    const en = describeError(r, 'en');
    expect(en).toMatch(
      /There is no action "fite"\. If you meant "fight", it cannot be done now: You cannot "fight" now/,
    );
    expect(describeError(r, 'ja')).toMatch(
      /「fite」という行動はありません。「fight」のことなら、今はできません: 今は「fight」はできません/,
    );
    // A typo of a verb with legal actions is plain, its guess comes from the legal list.
    expect(refuse('mvoe J2 0406').code).toBe('UNKNOWN_ACTION');
  });

  it('gets no guess when nothing legal is near, or the words are right and the rule says no', () => {
    const far = describeError(refuse('xyzzy'), 'en');
    expect(far).not.toMatch(/Did you mean/);
    expect(far).toMatch(/Legal now: /);
    // Without what was typed (a button), the list stays as it was.
    const { typed: _, ...button } = refuse('mvoe J2 0406');
    expect(describeError(button, 'en')).not.toMatch(/Did you mean/);
    expect(describeError(button, 'en')).toContain('Legal now: `move J1 …`');
  });

  it('names every legal action, a long list by its first words: the one-word `pass` is not cut (issue 23)', () => {
    expect(legal.length).toBeGreaterThan(12);
    // Under the old cut at 12, `pass` (the last) was left out.
    expect(legal.findIndex((l) => l.action === 'pass')).toBeGreaterThanOrEqual(12);
    for (const locale of ['en', 'ja'] as const) {
      for (const typed of ['move J1 9999', 'mvoe J2 0406', undefined]) {
        const { typed: _, ...base } = refuse(typed ?? 'move J1 9999');
        const text = describeError(typed ? { ...base, typed } : base, locale);
        const line = text.split('\n').find((x) => x.startsWith(locale === 'en' ? 'Legal now: ' : '今できる行動: '))!;
        const entries = [...line.matchAll(/`([^`]+)`/g)].map((x) => x[1]!);
        expect(entries.length).toBeLessThanOrEqual(12);
        expect(entries).toContain('pass');
        // Every legal action is one listed or under one listed group ("move J1 …").
        for (const l of legal)
          expect(entries.some((e) => e === l.action || (e.endsWith(' …') && l.action.startsWith(e.slice(0, -1))))).toBe(
            true,
          );
      }
      expect(describeError(refuse('move J1 9999'), locale)).toMatch(
        locale === 'en' ? /`pass` \(Pass\)/ : /`pass` \(パス\)/,
      );
    }
  });
});

describe('a value not among the choices', () => {
  it('lists the choices a typo away from it first', () => {
    const m = getGame('nihyaku-san-kochi')!;
    const s = m.setup(1905, {});
    const side = m.sides.find((x) => legalActions(m, s, x).some((l) => l.action === 'set jp-attack'))!;
    const listed = legalActions(m, s, side)
      .map((l) => l.action)
      .filter((a) => a.startsWith('set '));
    // Listed in the game's order, jp-attack is not the first choice…
    expect(listed[0]).not.toBe('set jp-attack');
    const r = apply(m, s, side, 'set jp-attacx');
    expect(!r.ok && r.rejection.code).toBe('NOT_A_CHOICE');
    // …but it is the first named for "jp-attacx".
    expect(!r.ok && r.rejection.text.en).toMatch(/Choices: jp-attack, /);
    expect(!r.ok && r.rejection.text.ja).toMatch(/選べるもの: jp-attack, /);
  });
});
