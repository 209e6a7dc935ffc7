// Undo in the console (the same commands as on Discord): a player takes back their own last
// action. Shown to nobody (a move or a phase's end inside the player's stretch, a card set face
// down in 203高地): free and silent. Never after a die roll or a reveal, nor after a hand-over. The
// channel is shown a change only at a hand-over, which ends undo, so no game posts an action its
// player may still take back; should one be shown (simulated here: the channel marked as having
// seen it), the opponent is asked, with a button only they may press, and the channel gets the
// position back. The game replays from its log.
import { afterEach, describe, expect, it } from 'vitest';
import type { GameState } from '#engine/types.ts';
import { legalActionTexts } from '#engine/engine.ts';
import { getGame } from '#games/index.ts';
import { verifyReplay } from '#service/read.ts';
import { blocks, images, startConsole, text, type ConsoleHarness } from '../helpers/console.ts';

describe('/undo', () => {
  let h: ConsoleHarness | undefined;
  afterEach(async () => {
    await h?.stop();
    h = undefined;
  });
  const since = (n: number) => blocks(h!.lines.slice(n));
  /** The channel marked as having been shown every line so far (as a post would), the stored log trimmed to match. */
  const markShown = async () => {
    const g = await stored();
    const total = await h!.app.db.prisma.gameLog.count({ where: { gameId: g.id } });
    await h!.app.db.prisma.game.update({
      where: { id: g.id },
      data: { announced: total, state: { ...g.state, log: [] } as never },
    });
  };
  const stored = async () =>
    (await h!.app.repo.findGame<
      unknown,
      GameState<{ units: Record<string, { where: unknown }>; set?: Record<string, string[]> }>
    >((await h!.app.db.prisma.game.findFirst({ where: { channelId: 'console' } }))!.id))!;

  it('an action the channel was shown (日露大戦, simulated): the opponent allows it by button, the channel sees the position back', async () => {
    h = await startConsole('en');
    for (const l of [
      '@alice:en /newgame opponent:@bob side:japan game:nichiro-taisen naval_rules:false',
      '@bob:en /accept',
    ])
      await h.cons.run(l);
    const before = await stored();
    let n = h.lines.length;
    await h.cons.run('@alice /act action:end-movement');
    // Not posted: the combat phase is still Japan's, no hand-over.
    expect(since(n).filter((b) => b.head.startsWith('[#console · public]'))).toEqual([]);
    expect((await stored()).version).toBe(before.version + 1);
    await markShown();
    n = h.lines.length;
    await h.cons.run('@alice /undo');
    const ask = since(n).find((b) => b.head.startsWith('[#console · public]'))!;
    expect(ask.head).toContain('@alice (Japan) asks to take back their last action');
    const id = /\/press (u:\S+?)"/.exec(ask.body.join('\n'))![1]!;
    expect(ask.body.join('\n')).toContain('[buttons for @bob: Allow the undo]');
    // Not alice's to allow; bob's press does it.
    n = h.lines.length;
    await h.cons.run(`@alice /press ${id}`);
    expect(since(n)[0]!.head).toMatch(/❌/);
    n = h.lines.length;
    await h.cons.run(`@bob /press ${id}`);
    // bob's reply says whose action was taken back (not "your").
    expect(since(n).find((b) => b.head.startsWith('[reply → @bob'))!.head).toBe(
      "[reply → @bob · private] Undo allowed: @alice (Japan)'s last action was taken back.",
    );
    const back = since(n).find((b) => b.head.startsWith('[#console · public]'))!;
    expect(text(back)).toContain('@alice (Japan) took back their last action');
    expect(images(back).length).toBeGreaterThan(0);
    const after = await stored();
    expect(after.state.g).toEqual(before.state.g);
    expect(after.state.stack).toEqual(before.state.stack);
    expect((await verifyReplay(h.app.deps, after.id)).equal).toBe(true);
  });

  it('日露大戦 with production dice (a v2 key, stored as JSONB reorders it): a unit chosen, then its destination (two /act), is taken back whole by one /undo', async () => {
    h = await startConsole('en', null);
    for (const l of ['@alice:en /newgame opponent:@bob side:japan game:nichiro-taisen', '@bob:en /accept'])
      await h.cons.run(l);
    const before = await stored();
    await h.cons.run('@alice /act action:move J-Gds');
    await h.cons.run('@alice /act action:to 1114');
    expect((await stored()).state.g.units['J-Gds']!.where).toEqual({ kind: 'map', hex: '1114' });
    let n = h.lines.length;
    await h.cons.run('@alice /undo');
    expect(since(n).map((b) => b.head)).toEqual([
      '[reply → @alice · private] Your last action was taken back: “Guards Division (J-Gds) → 1114 Uiju”.',
    ]);
    // Not left with the unit chosen: back in the movement phase, where every move is offered again.
    const start = await stored();
    expect(start.state.g).toEqual(before.state.g);
    expect(start.state.stack).toEqual(before.state.stack);
    expect((await verifyReplay(h.app.deps, start.id)).equal).toBe(true);
    n = h.lines.length;
    await h.cons.run('@alice /undo');
    expect(since(n)[0]!.head).toContain('❌ There is nothing to undo');
  });

  it('a move inside the stretch (奉天会戦, posted at the hand-over): free and silent; refused after a reveal, which is named', async () => {
    h = await startConsole('en');
    for (const l of [
      '@alice:en /newgame opponent:@bob side:japan',
      '@bob:en /accept',
      '@alice /act action:place-historical',
      '@bob /act action:place-historical',
    ])
      await h.cons.run(l);
    const before = await stored();
    await h.cons.run('@alice /act action:move J2 0406');
    let n = h.lines.length;
    await h.cons.run('@alice /undo');
    expect(since(n).map((b) => b.head)).toEqual([
      '[reply → @alice · private] Your last action was taken back: “2nd Army (Oku) 0407→0406”.',
    ]);
    const after = await stored();
    expect(after.state.g.units).toEqual(before.state.g.units);
    expect(after.state.stack).toEqual(before.state.stack);
    expect((await verifyReplay(h.app.deps, after.id)).equal).toBe(true);
    // The same move again, then an attack (strengths revealed): no undo.
    await h.cons.run('@alice /act action:move J2 0406');
    await h.cons.run('@alice /act action:attack 0405');
    n = h.lines.length;
    await h.cons.run('@alice /undo');
    expect(since(n)[0]!.head).toContain(
      '❌ Your action “Attack the enemy in 0405” revealed hidden information: it and what came before it cannot be taken back.',
    );
  });

  it('a card set face down: free and silent — nothing posted, nothing to the opponent', async () => {
    h = await startConsole('en');
    for (const l of [
      '@alice:en /newgame opponent:@bob side:japan game:nihyaku-san-kochi',
      '@bob:en /accept',
      '@alice /act action:set jp-move',
    ])
      await h.cons.run(l);
    expect((await stored()).state.g.set!.japan).toEqual(['jp-move']);
    const n = h.lines.length;
    await h.cons.run('@alice /undo');
    const out = since(n);
    expect(out.map((b) => b.head)).toEqual([
      '[reply → @alice · private] Your last action was taken back: “Card 1: Move”.',
    ]);
    const g = await stored();
    expect(g.state.g.set!.japan).toEqual([]);
    expect((await verifyReplay(h.app.deps, g.id)).equal).toBe(true);
  });

  it('orders set at once: a card set before the other side set theirs is taken back, theirs stays', async () => {
    h = await startConsole('en');
    for (const l of [
      '@alice:en /newgame opponent:@bob side:japan game:nihyaku-san-kochi',
      '@bob:en /accept',
      '@alice /act action:set jp-move',
    ])
      await h.cons.run(l);
    const bobs = (await h.app.repo.findGame<unknown, GameState<{ set: Record<string, string[]> }>>(
      (
        await stored()
      ).id,
    ))!;
    // bob sets one of his cards after alice's.
    const card = legalActionTexts(getGame('nihyaku-san-kochi')!, bobs.state as never, 'russia').find((a) =>
      a.startsWith('set '),
    )!;
    await h.cons.run(`@bob /act action:${card}`);
    const n = h.lines.length;
    await h.cons.run('@alice /undo');
    expect(since(n).map((b) => b.head)).toEqual([
      '[reply → @alice · private] Your last action was taken back: “Card 1: Move”.',
    ]);
    const g = await stored();
    expect(g.state.g.set!.japan).toEqual([]);
    expect(g.state.g.set!.russia).toEqual([card.slice(4)]);
    // The record now reads: bob's card, renumbered; the game replays to it.
    const actions = await h.app.repo.loadActions(g.id);
    expect(actions.at(-1)).toMatchObject({ side: 'russia', action: card, seq: actions.length });
    expect((await verifyReplay(h.app.deps, g.id)).equal).toBe(true);
    // Taken back already: bob's card is not alice's to take back.
    await h.cons.run('@alice /undo');
    expect((await stored()).state.g.set!.russia).toEqual([card.slice(4)]);
  });

  describe('undo never traps', () => {
    const nichiro = async (locale: 'en' | 'ja') => {
      h = await startConsole(locale);
      for (const l of [
        `@alice:${locale} /newgame opponent:@bob side:japan game:nichiro-taisen naval_rules:false`,
        `@bob:${locale} /accept`,
      ])
        await h.cons.run(l);
    };
    const replies = (n: number) => since(n).filter((b) => b.head.startsWith('[reply → @alice'));

    for (const [locale, done, moved] of [
      ['en', 'Your last action was taken back: “2nd Division (J-2) → 1114 Uiju”.', 'moves Korea→1015→1114'],
      ['ja', '直前の行動「第2師団(J-2) → 1114 義州」を取り消しました。', '朝鮮半島→1015→1114'],
    ] as const)
      it(`[${locale}] /move (a unit, then its destination) is taken back whole: /move and /end work again`, async () => {
        await nichiro(locale);
        const before = await stored();
        await h!.cons.run('@alice /move unit:J-2 to:1114');
        let n = h!.lines.length;
        await h!.cons.run('@alice /undo');
        expect(replies(n).map((b) => b.head)).toEqual([`[reply → @alice · private] ${done}`]);
        const back = await stored();
        expect(back.state.g).toEqual(before.state.g);
        expect(back.state.stack).toEqual(before.state.stack);
        expect((await verifyReplay(h!.app.deps, back.id)).equal).toBe(true);
        // The same move again, then the end of the phase: neither is refused.
        n = h!.lines.length;
        await h!.cons.run('@alice /move unit:J-2 to:1114');
        expect(replies(n)[0]!.head).toContain(moved);
        n = h!.lines.length;
        await h!.cons.run('@alice /end');
        expect(replies(n)[0]!.head).not.toContain('❌');
      });

    it('each /undo takes back one whole action, back to the start of the phase, then there is nothing more', async () => {
      await nichiro('en');
      const states = [await stored()];
      for (const l of [
        '@alice /move unit:J-2 to:1114',
        '@alice /act action:move J-12',
        '@alice /act action:to 1113',
        '@alice /act action:move J-Gds',
      ]) {
        await h!.cons.run(l);
        states.push(await stored());
      }
      // Back: J-Gds no longer chosen; J-12's move (its two /act) whole; J-2's /move whole.
      for (const [want, label] of [
        [states[3]!, 'Move Guards Division (J-Gds) (from the Korea box)'],
        [states[1]!, '12th Division (J-12) → 1113'],
        [states[0]!, '2nd Division (J-2) → 1114 Uiju'],
      ] as const) {
        const n = h!.lines.length;
        await h!.cons.run('@alice /undo');
        expect(replies(n).map((b) => b.head)).toEqual([
          `[reply → @alice · private] Your last action was taken back: “${label}”.`,
        ]);
        const g = await stored();
        expect(g.state.g).toEqual(want.state.g);
        expect(g.state.stack).toEqual(want.state.stack);
      }
      const n = h!.lines.length;
      await h!.cons.run('@alice /undo');
      expect(replies(n)[0]!.head).toContain('❌ There is nothing to undo');
      expect((await verifyReplay(h!.app.deps, (await stored()).id)).equal).toBe(true);
    });

    for (const [locale, asked] of [
      ['en', '@alice (Japan) asks to take back their last action'],
      ['ja', '@alice(日本軍)が直前の行動の取り消しを求めています'],
    ] as const)
      it(`[${locale}] /end then /undo: nothing rolled or revealed, the phase's end not posted: free and silent; once shown, the opponent is asked`, async () => {
        await nichiro(locale);
        const before = await stored();
        await h!.cons.run('@alice /end');
        let n = h!.lines.length;
        await h!.cons.run('@alice /undo');
        let out = since(n);
        expect(out.some((b) => b.head.includes('❌'))).toBe(false);
        expect(out.filter((b) => b.head.startsWith('[#console · public]'))).toEqual([]);
        expect((await stored()).state.stack).toEqual(before.state.stack);
        await h!.cons.run('@alice /end');
        await markShown();
        n = h!.lines.length;
        await h!.cons.run('@alice /undo');
        out = since(n);
        expect(out.some((b) => b.head.includes('❌'))).toBe(false);
        expect(out.find((b) => b.head.startsWith('[#console · public]'))!.head).toContain(asked);
      });

    for (const [locale, refusal] of [
      ['en', '❌ The decision has been handed over to Russia: what came before cannot be taken back.'],
      ['ja', '❌ 手番はすでにロシア軍に渡りました。それ以前の行動は取り消せません。'],
    ] as const)
      it(`[${locale}] after the hand-over the refusal names it and to whom`, async () => {
        h = await startConsole(locale);
        for (const l of [
          `@alice:${locale} /newgame opponent:@bob side:japan`,
          `@bob:${locale} /accept`,
          '@alice /act action:place-historical',
          '@bob /act action:place-historical',
          '@alice /act action:move J2 0406',
          '@alice /end',
        ])
          await h.cons.run(l);
        const n = h.lines.length;
        await h.cons.run('@alice /undo');
        expect(replies(n)[0]!.head).toContain(refusal);
      });

    it('[ja] the opponent who allows the undo is told whose action was taken back', async () => {
      await nichiro('ja');
      await h!.cons.run('@alice /end');
      await markShown();
      let n = h!.lines.length;
      await h!.cons.run('@alice /undo');
      const ask = since(n).find((b) => b.head.startsWith('[#console · public]'))!;
      const id = /\/press (u:\S+?)"/.exec(ask.body.join('\n'))![1]!;
      n = h!.lines.length;
      await h!.cons.run(`@bob /press ${id}`);
      expect(since(n).find((b) => b.head.startsWith('[reply → @bob'))!.head).toBe(
        '[reply → @bob · private] 取り消しを認めました。@alice(日本軍)の直前の行動を取り消しました。',
      );
      expect(text(since(n).find((b) => b.head.startsWith('[#console · public]'))!)).toContain(
        '@alice(日本軍)が直前の行動を取り消しました',
      );
    });

    for (const [locale, refusal] of [
      ['en', /^\[reply → @alice · private\] ❌ Your action “[^”]+” rolled dice/],
      ['ja', /^\[reply → @alice · private\] ❌ あなたの行動「[^」]+」でダイスを振った/],
    ] as const)
      it(`[${locale}] after a die roll the refusal names the action that rolled; the moves before it stay`, async () => {
        h = await startConsole(locale, null);
        for (const l of [
          '!dice-secret d90ebcb4deaf45fe45caf5f82feb2ff0595e0a15a013d04ec53f276945222f70',
          `@alice:${locale} /newgame opponent:@bob side:east game:sekigahara-musou`,
          `@bob:${locale} /accept`,
          '@bob /act action:akashi 1904',
          '@alice /move unit:honda to:1906',
          '@alice /move unit:matsudaira to:2006',
          '@alice /end',
          '@alice /attack target:gamo with:hosokawa kato',
          '@alice /attack target:konishi with:matsudaira',
          '@alice /attack target:shimazu with:tanaka',
          '@alice /attack target:ukita-d with:honda',
          '@alice /act action:fight',
          '@alice /act action:resolve 1',
        ])
          await h.cons.run(l);
        const before = await stored();
        const n = h.lines.length;
        await h.cons.run('@alice /undo');
        const head = replies(n)[0]!.head;
        expect(head).toMatch(refusal);
        expect((await stored()).version).toBe(before.version);
      });
  });
});
