// /move, /attack, /play and /end typed in the local console, on the stored game: each commits its
// whole /act sequence (one log row per step, the stored state equal to the log replayed) or
// nothing; refusals are private, in the user's language, with the rule; autocomplete answers
// the asking player only (spectators and the other player get nothing of a hand).
import { afterEach, describe, expect, it } from 'vitest';
import type { GameState } from '#engine/types.ts';
import type { NichiroG } from '#games/nichiro-taisen/types.ts';
import { verifyReplay } from '#service/read.ts';
import { startConsole, type ConsoleHarness } from '../helpers/console.ts';

type S = GameState<NichiroG>;

type Harness = ConsoleHarness;

describe('shortcut commands in the LocalConsole (日露大戦)', () => {
  let h: Harness | undefined;
  afterEach(async () => {
    await h?.stop();
    h = undefined;
  });

  it('each commits its whole /act sequence or nothing; autocomplete answers only the player asking', async () => {
    h = await startConsole('ja', 7);
    const hh = h;
    /** Run a line; what it printed. */
    const run = async (line: string): Promise<string[]> => {
      const from = hh.lines.length;
      await hh.cons.run(line);
      return hh.lines.slice(from);
    };
    /** The values an autocomplete line printed. */
    const choices = async (line: string): Promise<string[]> => {
      const out = await run(line);
      expect(out[0]).toMatch(/^\[autocomplete → @\w+ · private\] \d+ choice\(s\)$/);
      return out.slice(1).map((l) => l.trim().split(/\s+/)[0]!);
    };
    const stored = async () => (await hh.app.repo.findOpenGameByChannel<unknown, S>('console'))!;

    await run('@alice:en /newgame opponent:@bob side:japan game:nichiro-taisen');
    await run('@bob:ja /accept');
    const g0 = await stored();
    const rows0 = (await h.app.repo.loadActions(g0.id)).length;

    // /move: the units that may move, then the destinations of the one named.
    expect(await choices('@alice ?move unit:')).toEqual(expect.arrayContaining(['J-Gds', 'J-2', 'J-12']));
    expect(await choices('@bob ?move unit:')).toEqual([]); // not Russia's decision
    expect(await choices('@carol ?move unit:')).toEqual([]); // a spectator
    const dests = await choices('@alice ?move unit:J-Gds to:');
    expect(dests).toContain('1114');

    // Refused whole: the destination is out of reach. Private, in English for alice, with the rule.
    const bad = await run('@alice /move unit:J-Gds to:2417');
    expect(bad[0]).toMatch(/^\[reply → @alice · private\] ❌ \[Rule 8\.\d\]/);
    expect(bad.join('\n')).toContain('to 1114');
    const g1 = await stored();
    expect(g1.version).toBe(g0.version);
    expect(await h.app.repo.loadActions(g0.id)).toHaveLength(rows0);

    // Applied: two log rows (move, to) in one commit.
    const moved = await run('@alice /move unit:J-Gds to:1114');
    expect(moved[0]).toMatch(/^\[reply → @alice · private\] Japan: Guards Division \(J-Gds\) moves .*1114/);
    // Still alice's decision (no channel post pings her): the reply says so, with what is legal.
    expect(moved[1]).toMatch(/^ +▶ Still your move: .*movement phase/);
    expect(moved[2]).toContain('`move J-2`');
    const g2 = await stored();
    expect(g2.version).toBe(g0.version + 1);
    expect((await h.app.repo.loadActions(g0.id)).slice(rows0).map((a) => a.action)).toEqual(['move J-Gds', 'to 1114']);
    expect(g2.state.g.units['J-Gds']!.where).toEqual({ kind: 'map', hex: '1114' });

    // /end: the movement phase; the combat phase is still alice's, so nothing is posted yet and
    // her reply says what is legal now.
    const ended = await run('@alice /end');
    expect(ended.join('\n')).not.toMatch(/\[#console · public\]/);
    expect(ended.join('\n')).toMatch(/▶ Still your move: .*combat phase/);
    expect((await stored()).state.g.phase).toBe('combat');

    // /attack: the targets; with every unit that can join; then /end resolves.
    expect(await choices('@alice ?attack target:')).toEqual(['1214']);
    await run('@alice /attack target:1214');
    const g3 = await stored();
    expect((await h.app.repo.loadActions(g0.id)).slice(-3).map((a) => a.action)).toEqual([
      'attack 1214',
      'with J-Gds',
      'confirm',
    ]);
    expect(g3.version).toBe(g2.version + 2);

    // /play: only alice's own cards; bob (whose decision it is not) and carol get nothing.
    const hand = g3.state.g.hands.japan;
    await run('@alice /end'); // end the declarations: the support decision comes
    const playable = await choices('@alice ?play card:');
    expect(playable.length).toBeGreaterThan(0);
    for (const c of playable) expect(hand).toContain(c);
    expect(await choices('@bob ?play card:')).toEqual([]);
    expect(await choices('@carol ?play card:')).toEqual([]);
    // A card alice does not hold: refused, in her language (en).
    const notHeld = ['#01', '#02', '#03', '#04', '#05', '#06', '#07', '#08'].find((c) => !hand.includes(c as never))!;
    const refusedPlay = await run(`@alice /play card:${notHeld}`);
    expect(refusedPlay[0]).toContain(`Card ${notHeld} cannot be played now`);

    // The hand-over to bob is pinged in the channel; alice's reply does not say "still your move".
    // (alice ends or passes each of her decisions until the turn is bob's: the combat-event
    // window, the combat phase, the card-play phase.)
    let last: string[] = [];
    for (let i = 0; i < 10 && (await stored()).state.stack.at(-1)?.sides.includes('japan'); i++) {
      last = await run('@alice /end');
      expect(last[0]).not.toContain('❌');
    }
    expect((await stored()).state.stack.at(-1)?.sides).toEqual(['russia']);
    expect(last.join('\n')).not.toContain('Still your move');

    // Now alice may not act, and bob's refill ([rule 5.2]) has nothing to end; each told in their language.
    expect((await run('@alice /end'))[0]).toMatch(/^\[reply → @alice · private\] ❌ It is not your turn/);
    expect((await run('@bob /end'))[0]).toMatch(
      /^\[reply → @bob · private\] ❌ 今の決定には、終了やパスの選択肢がありません。/,
    );

    const v = await verifyReplay(h.app.deps, g0.id);
    expect(v.equal).toBe(true);
  });
});
