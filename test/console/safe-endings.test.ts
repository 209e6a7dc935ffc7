// Safe endings and the record after them, in the console (the same commands as on Discord):
// /resign and /abort only ask — the button on the private reply does it; an abort's last post
// shows the final map and pings both players; a finished game keeps answering /status, /map and
// /log in its channel; /games lists a member's games with whose move it is; a player's DMs follow
// the language of their latest command.
import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { blocks, images, startConsole, text, type ConsoleHarness } from '../helpers/console.ts';

describe('safe endings, history, /games, DM language', () => {
  let h: ConsoleHarness | undefined;
  afterEach(async () => {
    await h?.stop();
    h = undefined;
  });
  const since = (n: number) => blocks(h!.lines.slice(n));
  /** The id of the confirmation button printed in the last reply. */
  const confirmId = () => /\/press (c:\S+?)"/.exec(h!.lines.filter((l) => l.includes('/press c:')).at(-1)!)![1]!;
  const status = async () =>
    (await h!.app.db.prisma.game.findFirst({ where: { channelId: 'console' }, orderBy: { createdAt: 'desc' } }))!;

  it('/resign asks first; the confirmation button resigns; the record stays readable', async () => {
    h = await startConsole('en');
    await h.cons.run('@alice:en /newgame opponent:@bob side:japan');
    await h.cons.run('@bob:ja /accept');
    await h.cons.run('@bob /resign');
    expect(h.lines.join('\n')).toContain('本当に投了しますか?');
    expect((await status()).status).toBe('active');
    // The button is on bob's private reply; pressing it resigns for him.
    const n = h.lines.length;
    await h.cons.run(`@bob /press ${confirmId()}`);
    expect(await status()).toMatchObject({ status: 'finished', winner: 'japan' });
    expect(
      since(n).some((b) => b.head.startsWith('[#console · public]') && /Russia resigned|ロシア軍の投了/.test(text(b))),
    ).toBe(true);
    // After the end: /status, /map and /log still answer for the finished game.
    const m = h.lines.length;
    await h.cons.run('@carol:en /status');
    await h.cons.run('@carol /map');
    await h.cons.run('@carol /log');
    const after = since(m);
    expect(after.every((b) => !b.head.includes('There is no game'))).toBe(true);
    expect(text(after[0]!)).toMatch(/Game over: Japan wins/);
    expect(images(after[1]!).length).toBeGreaterThan(0);
    expect(text(after[2]!)).toContain('Russia resigned');
    // The whole record as a file, never cut.
    const k = h.lines.length;
    await h.cons.run('@carol /log file:True');
    const file = since(k)[0]!;
    expect(file.head).toMatch(/The whole record \(\d+ lines\) as a file/);
    const saved = images(file)[0]!;
    expect(fs.readFileSync(saved, 'utf8')).toMatch(/^Battle of Mukden\n\n[\s\S]*Russia resigned/);
  });

  it('/abort asks first; the confirmed abort posts the final map and pings both players', async () => {
    h = await startConsole('en');
    await h.cons.run('@alice:en /newgame opponent:@bob side:japan');
    await h.cons.run('@bob:en /accept');
    await h.cons.run('@carol:en /abort');
    expect((await status()).status).toBe('active');
    const n = h.lines.length;
    await h.cons.run(`@carol /press ${confirmId()}`);
    expect((await status()).status).toBe('aborted');
    const last = since(n)
      .filter((b) => b.head.startsWith('[#console · public]'))
      .at(-1)!;
    expect(text(last)).toMatch(/aborted/i);
    expect(text(last)).toMatch(/@alice/);
    expect(text(last)).toMatch(/@bob/);
    expect(images(last).length).toBeGreaterThan(0);
  });

  it("/games lists a member's games with whose move it is; DMs follow the latest language", async () => {
    h = await startConsole('en');
    await h.cons.run('@alice:en /newgame opponent:@bob side:japan');
    await h.cons.run('@bob:ja /accept');
    await h.cons.run('#second @bob /newgame opponent:@alice side:east game:sekigahara-musou');
    let n = h.lines.length;
    await h.cons.run('@alice /games');
    const list = since(n)[0]!;
    expect(text(list)).toMatch(/#console Battle of Mukden — Japan vs @bob: \*\*your move\*\*/);
    expect(text(list)).toMatch(/#second Sekigahara.* vs @bob: waiting for acceptance/);
    // bob switches to English: his next DM is in English.
    await h.cons.run('@alice /act action:place-historical');
    n = h.lines.length;
    await h.cons.run('@bob:en /act action:place-historical');
    const dm = since(n).find((b) => b.head.startsWith('[DM → @bob · private]'))!;
    expect(dm.head).toContain('Your private view (Russia)');
  });
});
