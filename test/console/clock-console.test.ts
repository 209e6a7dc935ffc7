// A clocked game in the local console: examples/clock-game.txt plays a 奉天会戦 with the "daily" pace
// and moves the bot's clock on with !time. The transcript must show the clocks in the posts and
// /status, a reminder by DM to the player who owes the decision (never to the other), the
// opponent told with the last reminder, the low-clock warning, the timeout with its buttons for
// the opponent only, the late move refused, and the claimed win; the game replays from its log.
import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { verifyReplay } from '#service/read.ts';
import { blocks, images, startConsole, text, type ConsoleHarness } from '../helpers/console.ts';

const EXAMPLE = new URL('../../examples/clock-game.txt', import.meta.url);

describe('a clocked game in the LocalConsole', () => {
  let h: ConsoleHarness | undefined;
  afterEach(async () => {
    await h?.stop();
    h = undefined;
  });

  it('examples/clock-game.txt: reminders, a vacation, the opponent told, a vacation day taken by itself, the timeout, the claim, the record after', async () => {
    h = await startConsole('ja');
    await h.cons.runStream(fs.createReadStream(EXAMPLE), false);
    expect(h.lines.filter((l) => l.startsWith('!'))).toEqual([]);
    const bs = blocks(h.lines);
    const pub = bs.filter((b) => b.head.startsWith('[#clock-game · public]'));
    // Posts show both clocks, the running one with the time it runs out.
    expect(
      pub.some((b) => /⏱ 日本軍 残り4d\(\d{4}-\d\d-\d\d \d\d:\d\d UTCに切れる\)・ロシア軍 残り4d/.test(text(b))),
    ).toBe(true);
    // Reminders go by DM to whoever owes the decision.
    const reminders = (u: string) => bs.filter((b) => b.head.startsWith(`[DM → @${u} · private] ⏰`));
    expect(reminders('alice').map((b) => b.head)).toEqual([expect.stringContaining('It is your turn. 2d 23h left')]);
    expect(reminders('bob').map((b) => b.head.replace(/ \(it runs out .*/, ''))).toEqual([
      '[DM → @bob · private] ⏰ [Battle of Mukden / #clock-game] It is your turn. 2d left on your clock',
      '[DM → @bob · private] ⏰ [Battle of Mukden / #clock-game] It is your turn. 1d left on your clock',
      '[DM → @bob · private] ⏰ [Battle of Mukden / #clock-game] Your clock is running low: 1h left',
    ]);
    // alice's vacation: her clock stops for two days (its deadline moves with it), 12 days left.
    expect(
      bs.some(
        (b) =>
          b.head.startsWith('[reply → @alice · private] Vacation of 2 day(s) taken') &&
          b.head.includes('Left this year: 12 day(s)'),
      ),
    ).toBe(true);
    expect(pub.some((b) => b.head.includes('@alice(日本軍)は休暇中です'))).toBe(true);
    expect(
      bs.some(
        (b) =>
          b.head.startsWith('[reply → @bob · private]') &&
          /⏱ Japan 2d 23h left \(runs out .* UTC\) · Russia 4d left/.test(text(b)),
      ),
    ).toBe(true);
    // bob: the opponent told with the third reminder, a vacation day taken by itself an hour before the end.
    expect(pub.some((b) => b.head.includes('ロシア軍(@bob)がリマインダーに応答していません'))).toBe(true);
    expect(
      pub.some((b) => b.head.includes('@bob(ロシア軍)の持ち時間が切れる直前のため、休暇を1日自動で取りました')),
    ).toBe(true);
    const timeout = pub.find((b) => b.head.includes('ロシア軍(@bob)の持ち時間が切れました'))!;
    expect(timeout.body).toContainEqual(
      expect.stringMatching(/^\[buttons for @alice: 勝ちを請求 \| レーティングなしで終了 \| 続行させる\]/),
    );
    expect(bs.some((b) => b.head.startsWith('[reply → @bob · private] ❌ Your clock ran out.'))).toBe(true);
    expect(text(pub.at(-1)!)).toContain('ゲーム終了: 日本軍の勝利 — ロシア軍の時間切れ');
    // After the end, /log, /map and /export still answer.
    const last = bs.slice(-3);
    expect(text(last[0]!)).toContain('Russia ran out of time');
    expect(last[1]!.head).toContain('Game over: Japan wins — Russia lost on time');
    expect(images(last[1]!).length).toBeGreaterThan(0);
    expect(last[2]!.head).toContain("The game's record (JSON). The game is over");

    const game = await h.app.db.prisma.game.findFirst({ where: { channelId: 'clock-game' } });
    expect(game).toMatchObject({ status: 'finished', winner: 'japan', clockDueAt: null });
    expect((await verifyReplay(h.app.deps, game!.id)).equal).toBe(true);
  });
});
