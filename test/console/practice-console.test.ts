// /practice (/練習) in the console, in both languages: a game against the computer starts at once
// and the computer makes its first decision by itself; /newgame naming the bot does the same. Bad
// input — an unknown game, a side the game does not have, an unknown level — is refused privately
// in the user's language, and nothing is made.
import { afterEach, describe, expect, it } from 'vitest';
import { practiceGame } from '#service/lobby.ts';
import { describeError } from '#service/types.ts';
import { startConsole, type ConsoleHarness } from '../helpers/console.ts';

let h: ConsoleHarness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

const games = async (harness: ConsoleHarness) => harness.app.db.prisma.game.count();

describe('/practice in the console', () => {
  it('starts a practice game in Japanese and in English; the computer moves by itself', async () => {
    h = await startConsole('ja', 1905);
    await h.cons.run('!ai-seed 7');
    h.take();
    // Japanese: the command, its options and choices by their Japanese names.
    expect(await h.cons.run('#renshu @alice:ja /練習 ゲーム:奉天会戦 陣営:ロシア軍 強さ:ai-fast')).toBe('answered');
    let out = h.take();
    expect(out).toContain('[reply → @alice · private] 練習対局を始めました(レーティング対象外): 奉天会戦。');
    expect(out).toContain('コンピューター(`ai-fast`)は日本軍です');
    // The computer (Japan) set up at once, through its job: the channel was told, and the member pinged.
    expect(out).toContain('日本軍が配置を終えた');
    expect(out).not.toContain('@hexpost /');
    const game = await h.app.db.prisma.game.findFirst({ where: { channelId: 'renshu' } });
    expect(game?.rated).toBe(false);
    expect((game!.setup as { ai?: unknown }).ai).toEqual({ side: 'japan', level: 'ai-fast', seed: 7 });
    // English, the default level.
    expect(await h.cons.run('#practice @bob:en /practice game:hoten-kaisen side:japan')).toBe('answered');
    out = h.take();
    expect(out).toContain(
      '[reply → @bob · private] Practice game started (unrated): Battle of Mukden. You play Japan, the computer (`ai`) plays Russia.',
    );
    // The channel's posts are in the server's language (the console's default, Japanese).
    expect(out).toContain('ロシア軍が配置を終えた');
    // /newgame naming the bot itself: a practice game too.
    expect(await h.cons.run('#vsbot @carol:en /newgame opponent:@hexpost side:russia')).toBe('answered');
    out = h.take();
    expect(out).toContain('Practice game started (unrated)');
    expect(out).not.toContain('Challenge sent');
  }, 120_000);

  it('refuses an unknown game, side or level privately, in the user’s language, and makes nothing', async () => {
    h = await startConsole('en', 1905);
    const cases: [string, string][] = [
      ['@alice:ja /練習 ゲーム:chess 陣営:russia', '❌'],
      ['@alice:en /practice game:chess side:russia', '❌'],
      ['@alice:ja /練習 ゲーム:hoten-kaisen 陣営:russia 強さ:ultra', '❌'],
      ['@alice:en /practice game:hoten-kaisen side:russia level:ultra', '❌'],
      // A side of another game: the game refuses it (the option's choices list every game's sides).
      ['@alice:ja /練習 ゲーム:hoten-kaisen 陣営:east', '「east」という陣営はありません'],
      ['@alice:en /practice game:hoten-kaisen side:east', 'There is no side "east"'],
    ];
    for (const [line, expected] of cases) {
      expect(await h.cons.run(line), line).toBe('refused');
      const out = h.take();
      expect(out, line).toMatch(/^\[reply → @alice · private\] ❌/);
      expect(out, line).toContain(expected);
      // In the user's language.
      if (line.includes(':ja')) expect(out, line).not.toMatch(/\bchoose\b|\bthere is\b/i);
      else expect(out, line).toMatch(/There is no|Choose|is not one of|not a choice/i);
    }
    expect(await games(h)).toBe(0);
    // The service itself refuses what Discord's choices would have kept out, in both languages.
    const base = {
      guildId: 'g',
      channelId: 'x',
      creatorId: 'alice',
      creatorLocale: 'en' as const,
    };
    const bad = [
      {
        input: { ...base, gameType: 'chess', side: 'russia' },
        ja: '「chess」というゲームはありません',
        en: 'There is no game "chess"',
      },
      {
        input: { ...base, gameType: 'hoten-kaisen', side: 'east' },
        ja: '「east」という陣営はありません',
        en: 'There is no side "east"',
      },
      {
        input: { ...base, gameType: 'hoten-kaisen', side: 'russia', level: 'ultra' },
        ja: '「ultra」という強さはありません',
        en: 'There is no level "ultra"',
      },
    ];
    for (const b of bad) {
      const r = await practiceGame(h.app.deps, b.input);
      expect(r.ok).toBe(false);
      if (r.ok) continue;
      expect(describeError(r.error, 'ja')).toContain(b.ja);
      expect(describeError(r.error, 'en')).toContain(b.en);
    }
    expect(await games(h)).toBe(0);
  }, 120_000);
});
