// Held hand-overs in the console (issue 23, "play that flows"): a player who asked to confirm each
// hand-over (/done hold:true) hands over, and nothing goes out — no channel post, no ping, no DM, not even
// the pinned status; the opponent may not act (told it awaits the other's Done); the player's reply
// carries Done and says /undo still works. /undo before Done takes the action back as if never
// handed over; Done sends the post and its ping once (a second press finds nothing held). The
// player's clock runs until Done. In ja and en.
import { afterEach, describe, expect, it } from 'vitest';
import type { GameState } from '#engine/types.ts';
import type { Clock } from '#service/clock/time.ts';
import { verifyReplay } from '#service/read.ts';
import { blocks, startConsole, type ConsoleHarness } from '../helpers/console.ts';

describe('a held hand-over', () => {
  let h: ConsoleHarness | undefined;
  afterEach(async () => {
    await h?.stop();
    h = undefined;
  });
  const since = (n: number) => blocks(h!.lines.slice(n));
  const stored = async () =>
    (await h!.app.repo.findGame<unknown, GameState>(
      (await h!.app.db.prisma.game.findFirst({ where: { channelId: 'console' } }))!.id,
    ))!;
  const outboxRows = () => h!.app.db.prisma.outbox.count();
  /** Runs a line; the blocks it printed. */
  const run = async (line: string) => {
    const n = h!.lines.length;
    await h!.cons.run(line);
    return since(n);
  };
  const start = async (locale: 'ja' | 'en', pace = '') => {
    h = await startConsole(locale);
    for (const l of [
      `@alice:${locale} /newgame opponent:@bob side:japan game:hoten-kaisen${pace}`,
      `@bob:${locale} /accept`,
      '@alice /act action:place-historical',
      '@bob /act action:place-historical',
    ])
      await h.cons.run(l);
  };

  it('is sent only at Done, once; until then the opponent waits and /undo takes it back silently (en)', async () => {
    await start('en');
    expect((await run('@alice /done hold:true')).map((b) => b.head)).toEqual([
      '[reply → @alice · private] Confirm hand-overs: on. After an action that hands the decision over, your opponent is told only when you press Done; until then /undo takes it back.',
    ]);
    const before = await stored();
    const rows = await outboxRows();
    // The hand-over: only alice's reply, with Done; nothing for the channel or bob, no outbox row.
    let out = await run('@alice /act action:pass');
    expect(out).toHaveLength(1);
    expect(out[0]!.head).toBe('[reply → @alice · private] Japan: pass');
    expect(out[0]!.body.join('\n')).toContain(
      '⏸ Your hand-over is held until you press Done (or /done): your opponent is not told yet, and /undo still takes back your actions.',
    );
    expect(out[0]!.body.join('\n')).toContain('[buttons for @alice: Done]  → type e.g. "@alice /done"');
    expect(await outboxRows()).toBe(rows);
    expect((await stored()).version).toBe(before.version + 1);
    // bob may not act, by /act or by anything else that acts; he is told why, nothing is posted.
    out = await run('@bob /act action:pass');
    expect(out.map((b) => b.head)).toEqual([
      '[reply → @bob · private] ❌ @alice has not confirmed their hand-over yet (it awaits their Done): the channel will be told when they do.',
    ]);
    // bob's /status offers him nothing to do yet.
    const status = (await run('@bob /status')).map((b) => [b.head, ...b.body].join('\n')).join('\n');
    expect(status).toContain('Nothing is waiting for you now (Japan to act).');
    expect(status).not.toContain('Legal now');
    // Done is alice's alone.
    expect((await run('@bob /done')).map((b) => b.head)).toEqual([
      '[reply → @bob · private] ❌ No hand-over of yours is waiting for Done.',
    ]);
    // /undo before Done: taken back, silently (the channel was shown nothing), alice to act again.
    out = await run('@alice /undo');
    expect(out.map((b) => b.head)).toEqual(['[reply → @alice · private] Your last action was taken back: “Pass”.']);
    const back = await stored();
    expect(back.state.g).toEqual(before.state.g);
    expect(await outboxRows()).toBe(rows);
    expect((await run('@alice /done')).map((b) => b.head)).toEqual([
      '[reply → @alice · private] ❌ No hand-over of yours is waiting for Done.',
    ]);
    // Handed over again, then Done (the button): the post and bob's ping go out now, once.
    out = await run('@alice /act action:pass');
    expect(out[0]!.body.join('\n')).toContain('[buttons for @alice: Done]');
    const game = await stored();
    const doneId = `done:${Buffer.from(game.id.replace(/-/g, ''), 'hex').toString('base64url')}`;
    out = await run(`@alice /press ${doneId}`);
    expect(out.find((b) => b.head.startsWith('[reply → @alice'))!.head).toBe(
      '[reply → @alice · private] ✅ Handed over: your opponent is told now.',
    );
    const posts = out.filter((b) => b.head.startsWith('[#console · public]'));
    expect(posts).toHaveLength(1);
    expect(posts[0]!.head).toBe('[#console · public] ・Japan: pass');
    expect(posts[0]!.body.join('\n')).toMatch(/Russia — activation\*\* @bob/);
    // A second press, or /done: nothing held, nothing sent.
    for (const again of [`@alice /press ${doneId}`, '@alice /done']) {
      out = await run(again);
      expect(out.map((b) => b.head)).toEqual([
        '[reply → @alice · private] ❌ No hand-over of yours is waiting for Done.',
      ]);
    }
    // bob plays on; the hand-over is final now.
    expect((await run('@bob /act action:pass'))[0]!.head).not.toMatch(/❌/);
    expect((await verifyReplay(h!.app.deps, game.id)).equal).toBe(true);
  });

  it('in Japanese; with hold off a hand-over goes out at once, and turning it off releases one held', async () => {
    await start('ja');
    expect((await run('@alice /done hold:true'))[0]!.head).toContain('手番交代の確認: オン。');
    let out = await run('@alice /act action:pass');
    expect(out).toHaveLength(1);
    expect(out[0]!.body.join('\n')).toContain(
      '⏸ 手番交代は「完了」を押すまで保留です(/done でも可)。相手にはまだ知らせていません。それまでは /undo で取り消せます。',
    );
    expect(out[0]!.body.join('\n')).toContain('[buttons for @alice: 完了]');
    expect((await run('@bob /act action:pass')).map((b) => b.head)).toEqual([
      '[reply → @bob · private] ❌ @aliceさんの手番交代がまだ確定していません(「完了」待ち)。確定するとチャンネルでお知らせします。',
    ]);
    // Turned off while held: the hand-over goes out with the reply.
    out = await run('@alice /done hold:false');
    expect(out.find((b) => b.head.startsWith('[reply → @alice'))!.head).toBe(
      '[reply → @alice · private] 手番交代の確認: オフ。',
    );
    expect(out.find((b) => b.head.startsWith('[reply → @alice'))!.body.join('\n')).toContain(
      '✅ 手番を渡しました。相手に知らせます。',
    );
    expect(out.filter((b) => b.head.startsWith('[#console · public]'))).toHaveLength(1);
    // bob's hand-over back, and alice's next one: posted at once.
    await run('@bob /act action:pass');
    out = await run('@alice /act action:pass');
    expect(out.filter((b) => b.head.startsWith('[#console · public]'))).toHaveLength(1);
    expect(out.map((b) => b.body.join('\n')).join('\n')).not.toContain('完了');
    expect((await run('@alice /done')).map((b) => b.head)).toEqual([
      '[reply → @alice · private] ❌ 「完了」を待っているあなたの手番交代はありません。',
    ]);
  });

  it("the holder's clock runs until Done; then the opponent's starts", async () => {
    await start('en', ' pace:daily');
    await run('@alice /done hold:true');
    await run('@alice /act action:pass');
    let clock = (await stored()).clock as Clock;
    expect(clock.sides.japan!.since).not.toBeNull();
    expect(clock.sides.russia!.since).toBeNull();
    const left = clock.sides.japan!.remainingMs;
    await run('!time +5h');
    await run('@alice /done');
    clock = (await stored()).clock as Clock;
    expect(clock.sides.japan!.since).toBeNull();
    expect(clock.sides.russia!.since).not.toBeNull();
    // The five hours held were alice's (then her increment of a day, up to the cap of four).
    expect(clock.sides.japan!.remainingMs).toBe(Math.min(4 * 86_400_000, left - 5 * 3_600_000 + 86_400_000));
  });
  it("a holder who never presses Done runs out of time: their clock, not the waiting opponent's, and the opponent may claim", async () => {
    await start('en', ' pace:daily');
    await run('@alice /done hold:true');
    await run('@alice /act action:pass');
    // Three days and more (and the vacation day taken by itself): alice's clock (3 days) runs out
    // while her hand-over is held.
    const out = [...(await run('!time +4d')), ...(await run('!time +2d'))];
    const all = out.map((b) => [b.head, ...b.body].join('\n')).join('\n');
    expect(all).toContain("⏰ Japan's clock (@alice) ran out. @bob: claim the win");
    expect(all).not.toContain("Russia's clock");
    expect(((await stored()).clock as Clock).flagged).toBe('japan');
    // bob claims the win: the game ends, the held hand-over with it.
    const claim = await run('@bob /claim choice:win');
    expect(claim.map((b) => [b.head, ...b.body].join('\n')).join('\n')).toContain('Japan ran out of time');
    expect((await stored()).status).toBe('finished');
  });
});
