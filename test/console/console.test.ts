// The local console: line parsing (the names /help lists in ja too), options held to their fixed
// choices as Discord holds them, a script's refusals (expected with "!refused" or not), a whole
// generated game to a win, and examples/whole-game.txt. The transcript must say who sees what:
// replies and DMs private to their recipient, channel posts public, every image written to the
// image folder.
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { allCommands } from '#commands/index.ts';
import { commandOf, parseLine, parseOptions } from '#console/console.ts';
import { pendingSides } from '#engine/engine.ts';
import type { GameState } from '#engine/types.ts';
import { COUNTERS } from '#games/hoten-kaisen/data/counters.ts';
import { SUPPLY } from '#games/hoten-kaisen/data/map.ts';
import type { HotenG, HotenSide } from '#games/hoten-kaisen/types.ts';
import { legalFor, verifyReplay } from '#service/read.ts';
import { blocks, images, startConsole, text, type Block, type ConsoleHarness } from '../helpers/console.ts';

const EXAMPLE = new URL('../../examples/whole-game.txt', import.meta.url);

describe('parseLine', () => {
  it('reads user, locale, channel, slash and autocomplete lines', () => {
    expect(parseLine('@alice /newgame opponent:@bob side:japan')).toEqual({
      channel: 'console',
      user: 'alice',
      locale: null,
      kind: 'slash',
      command: 'newgame',
      rest: 'opponent:@bob side:japan',
    });
    expect(parseLine('  @bob:en /accept  ')).toEqual({
      channel: 'console',
      user: 'bob',
      locale: 'en',
      kind: 'slash',
      command: 'accept',
      rest: '',
    });
    expect(parseLine('@bob:ja /status')).toMatchObject({ locale: 'ja' });
    expect(parseLine('#other @alice /status')).toMatchObject({ channel: 'other', user: 'alice', command: 'status' });
    expect(parseLine('#thread-2 @carol.x:en ?act move J2')).toEqual({
      channel: 'thread-2',
      user: 'carol.x',
      locale: 'en',
      kind: 'autocomplete',
      command: 'act',
      rest: 'move J2',
    });
  });

  it('skips blank lines and comments', () => {
    expect(parseLine('')).toBeNull();
    expect(parseLine('   ')).toBeNull();
    expect(parseLine('# a comment')).toBeNull();
    expect(parseLine('#comment without a space')).toBeNull();
    expect(parseLine('# @alice /status is only mentioned here')).toBeNull();
  });

  it('explains a malformed line', () => {
    for (const bad of ['alice /status', '@alice status', '@alice:fr /status', '@ /status', '@alice /']) {
      const r = parseLine(bad);
      expect(r, bad).toHaveProperty('error');
      expect((r as { error: string }).error).toMatch(/cannot read .*Expected: @user \/command name:value/);
    }
  });
});

describe('parseOptions', () => {
  it('splits on the command’s declared option names; values may hold spaces', () => {
    expect(parseOptions('act', 'action:move J2 0406')).toEqual({ action: 'move J2 0406' });
    expect(parseOptions('act', 'action:  move   J2 0406  ')).toEqual({ action: 'move   J2 0406' });
    expect(parseOptions('newgame', 'opponent:@bob side:japan pass_rule:false')).toEqual({
      opponent: '@bob',
      side: 'japan',
      pass_rule: 'false',
    });
    expect(parseOptions('newgame', 'side:russia opponent:@bob game:hoten-kaisen')).toEqual({
      side: 'russia',
      opponent: '@bob',
      game: 'hoten-kaisen',
    });
  });

  it('keeps a "word:" that is not an option of the command inside the value', () => {
    expect(parseOptions('act', 'action:note:this stays')).toEqual({ action: 'note:this stays' });
    expect(parseOptions('act', 'action:move J2 0406 side:japan')).toEqual({ action: 'move J2 0406 side:japan' });
  });

  it('gives nothing for a command without options, an unknown command, or no text', () => {
    expect(parseOptions('status', 'action:pass')).toEqual({});
    expect(parseOptions('no-such-command', 'action:pass')).toEqual({});
    expect(parseOptions('act', '')).toEqual({});
    expect(parseOptions('act', 'pass')).toEqual({});
  });
});

describe('the names /help lists in ja', () => {
  it('each command is found by its ja name, and its options and subcommands by theirs', () => {
    for (const c of allCommands()) {
      const ja = c.data.name_localizations?.ja;
      expect(ja, c.data.name).toBeTruthy();
      expect(commandOf(ja!)?.data.name).toBe(c.data.name);
    }
    expect(parseLine('@alice /新規対局 相手:@bob 陣営:russia')).toMatchObject({ command: 'newgame' });
    expect(parseLine('#t2 @bob:ja ?行動 move')).toMatchObject({ channel: 't2', kind: 'autocomplete', command: 'act' });
    expect(parseOptions('newgame', '相手:@bob 陣営:russia ゲーム:hoten-kaisen')).toEqual({
      opponent: '@bob',
      side: 'russia',
      game: 'hoten-kaisen',
    });
    // A full-width colon, as a ja keyboard types it; a subcommand by its ja name.
    expect(parseOptions('league', '参加 名前：spring')).toEqual({ name: 'spring' });
    expect(parseOptions('リーグ', 'join name:spring')).toEqual({ name: 'spring' });
  });
});

describe('scripts and their refusals', () => {
  let h: ConsoleHarness | undefined;
  afterEach(async () => {
    await h?.stop();
    h = undefined;
  });
  const script = (...lines: string[]) => h!.cons.runStream(Readable.from(lines.map((l) => `${l}\n`)), false);

  it('a refusal not marked "!refused", a marked command carried out and an unreadable line go wrong; a marked refusal does not', async () => {
    h = await startConsole('en');
    const r = await script(
      '@alice /status', // refused: no game here
      '!refused @alice /status',
      '# a comment',
      '!refused @alice /help',
      '@alice status',
      '!nonsense',
      '!refused',
      '@alice /help',
    );
    expect(r.lines).toBe(8);
    expect(r.failed.map((f) => f.line)).toEqual([1, 4, 5, 6, 7]);
    const notes = h.lines.filter((l) => l.startsWith('!'));
    expect(notes).toContain(
      '! line 1: refused, and the line does not expect it (mark an expected refusal with a leading "!refused")',
    );
    expect(notes).toContain('! line 4: marked !refused, but the command was carried out');
    expect(notes).toContain('! line 7: !refused must come before a command (@user /command …)');
    expect(notes.at(-1)).toBe('! 5 line(s) went wrong: 1, 4, 5, 6, 7 (of 8)');
    // Both /status lines were answered alike: the mark changes only what the script expects.
    expect(
      h.lines.filter(
        (l) => l === '[reply → @alice · private] ❌ There is no game in this channel. Start one with `/newgame`.',
      ),
    ).toHaveLength(2);
  });

  it('!channel: the lines after it that name no channel go to that channel', async () => {
    h = await startConsole('en');
    const r = await script(
      '!channel table2',
      '@alice /newgame opponent:@bob side:japan',
      '@bob /accept',
      '#console @alice /newgame opponent:@bob side:russia',
      '@carol /status',
    );
    expect(r.failed).toEqual([]);
    const games = await h.app.db.prisma.game.findMany({ orderBy: { createdAt: 'asc' } });
    expect(games.map((g) => [g.channelId, g.status])).toEqual([
      ['table2', 'active'],
      ['console', 'pending'],
    ]);
    expect(h.lines.some((l) => l.startsWith('[#table2 · public]'))).toBe(true);
  });

  it("a game played with the ja names; a value outside an option's choices is refused in the user's language and changes nothing", async () => {
    h = await startConsole('ja');
    const r = await script(
      '@alice:ja /新規対局 相手:@bob 陣営:日本軍 ペース:quick',
      '@bob:en /受諾',
      '@alice /行動 内容:place-historical',
      '@bob /act action:place-historical',
      // Autocomplete by the ja names: the same choices as by the names.
      '@alice ?move unit:J2 to:',
      '@alice ?移動 部隊:J2 移動先:',
      // alice lets her clock run out (a vacation day is taken for her an hour before, once).
      '!time +11h',
      '!time +2d',
      '!time +2d',
      '!refused @bob /claim choice:continue',
      '!refused @bob:ja /時間切れ 選択:続ける',
      '!refused @alice /newgame opponent:@carol side:japan rated:maybe',
      '!refused @alice /log page:two',
    );
    expect(r.failed).toEqual([]);
    const offers = blocks(h.lines).filter((b) => b.head.startsWith('[autocomplete → @alice'));
    expect(offers).toHaveLength(2);
    expect(offers[0]!.body.length).toBeGreaterThan(1);
    expect(offers[1]).toEqual(offers[0]);
    const refusals = h.lines.filter((l) => l.includes('❌'));
    expect(refusals).toEqual([
      '[reply → @bob · private] ❌ The option `choice` cannot be "continue". Choose one of: `win` (Claim the win), `unrated` (End the game unrated), `go-on` (Let them go on). Nothing was changed.',
      '[reply → @bob · private] ❌ オプション「選択」に「続ける」は選べません。選べるのは `win`(勝ちを請求)、`unrated`(レーティングなしで終了)、`go-on`(続行させる) です。何も変更していません。',
      '[reply → @alice · private] ❌ オプション「レーティング」の値の種類が違います(True または Falseを指定してください)。何も変更していません。',
      '[reply → @alice · private] ❌ オプション「ページ」の値の種類が違います(整数を指定してください)。何も変更していません。',
    ]);
    const game = async () => (await h!.app.db.prisma.game.findFirst({ where: { channelId: 'console' } }))!;
    expect(await game()).toMatchObject({ gameType: 'hoten-kaisen', status: 'active', winner: null });
    expect((await h.app.db.prisma.seat.findMany({ orderBy: { side: 'asc' } })).map((s) => [s.side, s.userId])).toEqual([
      ['japan', 'alice'],
      ['russia', 'bob'],
    ]);
    // A choice by its name, as Discord shows it: the win claimed.
    expect((await script('@bob:ja /時間切れ 選択:勝ちを請求')).failed).toEqual([]);
    expect(await game()).toMatchObject({ status: 'finished', winner: 'russia' });
  });
});

// ---------------------------------------------------------------------------------------------

type Harness = ConsoleHarness;

function checkTranscript(h: Harness, winner: string): Block[] {
  const bs = blocks(h.lines);
  const kinds = (re: RegExp) => bs.filter((b) => re.test(b.head));
  // Replies go to the one who typed, privately; posts are public; DMs private to their recipient.
  expect(kinds(/^\[reply → @(alice|bob) · private\]/).length).toBeGreaterThan(5);
  expect(kinds(/^\[#console · public\]/).length).toBeGreaterThan(5);
  const aliceDms = kinds(/^\[DM → @alice · private\]/);
  const bobDms = kinds(/^\[DM → @bob · private\]/);
  expect(aliceDms.length).toBeGreaterThan(3);
  expect(bobDms.length).toBeGreaterThan(3);
  for (const b of aliceDms) expect(b.head).toContain('Your private view (Japan)');
  for (const b of bobDms) expect(b.head).toContain('Your private view (Russia)');
  // Nothing else: every head is one of the known kinds.
  for (const b of bs)
    expect(b.head).toMatch(
      /^(\[reply → @\w+ · private\]|\[#console · public\]|\[DM → @\w+ · private\]|\[autocomplete → @\w+ · private\]|\(DMs of @\w+ are now (closed|open)\)|hexpost console)/,
    );
  // The secret setup is in the players' replies and DMs, never in the channel.
  const publicText = kinds(/^\[#console · public\]/)
    .map(text)
    .join('\n');
  expect(publicText).not.toMatch(/Setup:|配置:/);
  expect(aliceDms.map(text).join('\n')).toContain('Setup: 2nd Army (Oku)→0407');
  expect(bobDms.map(text).join('\n')).not.toContain('Setup: 2nd Army (Oku)');
  // Every map post and DM carries an image, written to the image folder as a PNG.
  for (const b of [
    ...kinds(/^\[#console · public\]/).filter((b) => b.body.some((l) => l.startsWith('**') || l.includes('**'))),
    ...aliceDms,
    ...bobDms,
  ]) {
    expect(images(b), b.head).toHaveLength(1);
  }
  const files = bs.flatMap(images);
  expect(files.length).toBeGreaterThan(10);
  for (const f of files) {
    expect(path.dirname(f)).toBe(h.imageDir);
    const data = fs.readFileSync(f);
    expect(data.subarray(1, 4).toString('latin1')).toBe('PNG');
  }
  expect(new Set(files).size).toBe(files.length);
  // The win, in the channel.
  expect(publicText).toContain(`Game over: ${winner} wins`);
  return bs;
}

describe('LocalConsole plays whole games', () => {
  let h: Harness | undefined;
  afterEach(async () => {
    await h?.stop();
    h = undefined;
  });

  it('a generated game from /newgame to a win, choosing among the legal actions at each step', async () => {
    h = await startConsole('en', 7);
    const run = async (line: string) => h!.cons.run(line);
    await run('@alice:en /newgame opponent:@bob side:japan');
    await run('@bob:en /accept');
    await run('@alice /act action:place-historical');
    await run('@bob /act action:place-historical');
    const user: Record<HotenSide, string> = { japan: 'alice', russia: 'bob' };
    let s = 12345;
    const rnd = () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
    let gameId = '';
    let bobReopened = false;
    for (let step = 0; step < 200; step++) {
      const game = await h.app.repo.findOpenGameByChannel<unknown, GameState<HotenG>>('console');
      if (!game) break;
      gameId = game.id;
      const side = pendingSides(game.state)[0] as HotenSide;
      const legal = (await legalFor(h.app.deps, 'console', user[side])).map((l) => l.action);
      // Head for the enemy supply hex and fight; Japan never passes, Russia sometimes.
      const target = SUPPLY[side === 'japan' ? 'russia' : 'japan'];
      const score = (a: string) => {
        const [verb, , hex] = a.split(' ');
        const bonus =
          { pass: side === 'russia' ? 0.3 : -5, enter: 5, attack: 3, advance: 2, fight: 2, end: -1 }[verb!] ?? 0;
        const near =
          verb === 'move' && hex
            ? 3 -
              Math.abs(Number(hex.slice(0, 2)) - Number(target.slice(0, 2))) * 0.4 -
              Math.abs(Number(hex.slice(2)) - Number(target.slice(2))) * 0.4
            : 0;
        return rnd() + bonus + near;
      };
      const action = legal.map((a) => ({ a, s: score(a) })).sort((x, y) => y.s - x.s)[0]!.a;
      if (step === 0) await run(`@${user[side]} ?act ${action.split(' ')[0]}`);
      // bob closes his DMs for a while: until his private view next changes and the channel
      // tells him to use /view instead.
      if (step === 3) await run('!dms-closed @bob');
      if (step > 3 && !bobReopened && h.lines.some((l) => l.includes('I could not DM @bob'))) {
        await run('!dms-open @bob');
        bobReopened = true;
      }
      await run(`@${user[side]} /act action:${action}`);
    }
    const game = await h.app.repo.findGame<unknown, GameState<HotenG>>(gameId);
    expect(game?.status).toBe('finished');
    const winner = game!.state.result!.winner === 'japan' ? 'Japan' : 'Russia';
    const bs = checkTranscript(h, winner);
    expect((await verifyReplay(h.app.deps, gameId)).equal).toBe(true);
    // The closed DMs: the channel tells bob to use /view.
    expect(bs.some((b) => b.head === '(DMs of @bob are now closed)')).toBe(true);
    expect(
      bs.some((b) => b.head.startsWith('[#console · public] I could not DM @bob') && b.head.includes('/view')),
    ).toBe(true);
    // No hidden counter is named in public.
    const hidden = Object.values(game!.state.g.units)
      .filter((u) => !u.revealed)
      .map((u) => COUNTERS.find((c) => c.id === u.id)!);
    const publicText = bs
      .filter((b) => b.head.startsWith('[#console · public]'))
      .map(text)
      .join('\n');
    for (const c of hidden) expect(publicText).not.toContain(c.name.en);
  });

  it('examples/whole-game.txt ends with a win', async () => {
    h = await startConsole('ja');
    await h.cons.runStream(fs.createReadStream(EXAMPLE), false);
    expect(h.lines.filter((l) => l.startsWith('!'))).toEqual([]); // no unreadable line
    expect(h.lines.filter((l) => l.includes('❌'))).toEqual([]); // no command refused
    const bs = blocks(h.lines);
    const last = bs.filter((b) => b.head.startsWith('[#whole-game · public]')).at(-1)!;
    expect(text(last)).toContain('ゲーム終了: 日本軍の勝利 — 敵の補給源 0501 に進入');
    expect(images(last)).toHaveLength(1);
    const reply = bs.filter((b) => b.head.startsWith('[reply → @alice · private]')).at(-1)!;
    expect(text(reply)).toContain('Game over: Japan wins (entered the enemy supply hex 0501)');
    // bob's closed DMs: a notice in the channel, his view by /view, then DMs again.
    expect(
      bs.some(
        (b) => b.head.startsWith('[#whole-game · public] @bob さんにDMを送れませんでした') && b.head.includes('/view'),
      ),
    ).toBe(true);
    const view = bs.find((b) => b.head.startsWith('[reply → @bob · private] Russia —'));
    expect(view && images(view)).toHaveLength(1);
    const ac = bs.filter((b) => b.head.startsWith('[autocomplete → @alice · private]'));
    expect(ac.map((b) => b.head)).toEqual([
      '[autocomplete → @alice · private] 2 choice(s)',
      '[autocomplete → @alice · private] 2 choice(s)',
    ]);
    const game = await h.app.db.prisma.game.findFirst({ where: { channelId: 'whole-game' } });
    expect(game).toMatchObject({ status: 'finished', winner: 'japan' });
    expect((await verifyReplay(h.app.deps, game!.id)).equal).toBe(true);
  });
});
