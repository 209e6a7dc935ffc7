// A season's start post in the console (issue 23): it lists every first-round pairing, both members
// of each, and who has the bye (Swiss), or the games starting at once under their pool (a round
// robin, whose rounds overlap), in the server's language — the members learn whom they play from
// the post itself.
import { afterEach, describe, expect, it } from 'vitest';
import { blocks, startConsole, text, type ConsoleHarness } from '../helpers/console.ts';

describe("a season's start post", () => {
  let h: ConsoleHarness | undefined;
  afterEach(async () => {
    await h?.stop();
    h = undefined;
  });

  /** The start post's text, and the first-round pairings as stored. */
  async function start(channel: string, lang: 'ja' | 'en', format: string, players: string[]) {
    await h!.cons.run(`#${channel} @owner:${lang} /language locale:${lang}`);
    await h!.cons.run(`#${channel} @owner /league create name:${channel} game:hoten-kaisen format:${format} rounds:2`);
    for (const p of players) await h!.cons.run(`#${channel} @${p} /league join`);
    h!.lines.length = 0;
    await h!.cons.run(`#${channel} @owner /league start`);
    const post = blocks(h!.lines).find((b) => b.head.startsWith(`[#${channel} · public] 🏁`))!;
    const season = await h!.app.db.prisma.season.findFirstOrThrow({ where: { league: { name: channel } } });
    const pairs = await h!.app.db.prisma.leaguePairing.findMany({
      where: { round: 1, seasonId: season.id },
      orderBy: { id: 'asc' },
    });
    return { post: text(post), pairs };
  }

  it('Swiss: every pairing and the bye, in English and in Japanese', async () => {
    h = await startConsole('en');
    const five = ['p1', 'p2', 'p3', 'p4', 'p5'];
    const { post, pairs } = await start('swiss5', 'en', 'swiss', five);
    expect(post).toContain('🔀 Round 1 pairings:');
    const games = pairs.filter((p) => p.second);
    const bye = pairs.find((p) => !p.second)!;
    expect(games).toHaveLength(2);
    for (const p of games) expect(post).toContain(`・@${p.first} vs @${p.second}`);
    expect(post).toContain(`・@${bye.first}: bye`);
    // Each of the five named once.
    for (const u of five) expect(post.split(`@${u}`).length - 1, u).toBe(1);

    const { post: ja, pairs: jaPairs } = await start('swiss5ja', 'ja', 'swiss', ['q1', 'q2', 'q3', 'q4', 'q5']);
    expect(ja).toContain('🔀 第1ラウンドの組み合わせ:');
    for (const p of jaPairs.filter((x) => x.second)) expect(ja).toContain(`・@${p.first} 対 @${p.second}`);
    expect(ja).toContain(`・@${jaPairs.find((p) => !p.second)!.first}: 不戦勝(バイ)`);
  });

  it('round robin: the games starting at once, under their pool, each made in a channel of its own', async () => {
    h = await startConsole('en');
    const seven = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7'];
    const { post } = await start('rr7', 'en', 'round-robin', seven);
    expect(post).toContain('🔀 The games starting now (the others start as their players become free):');
    expect(post).toContain('Pool 1:');
    expect(post).toContain('Pool 2:');
    // Exactly the games the bot made, each listed with its two members, and no other.
    const season = await h.app.db.prisma.season.findFirstOrThrow({ where: { league: { name: 'rr7' } } });
    const all = await h.app.db.prisma.leaguePairing.findMany({ where: { seasonId: season.id } });
    const made = all.filter((p) => p.gameId);
    expect(made.length).toBeGreaterThan(2);
    for (const p of all) expect(post.includes(`・@${p.first} vs @${p.second}`), p.id).toBe(!!p.gameId);
    expect(post).not.toContain(': bye');
    for (const u of seven) expect(post, u).toContain(`@${u}`);
    // Each made game has a channel of its own (the second pool's are named apart from the first's).
    const games = await h.app.db.prisma.game.findMany();
    expect(games).toHaveLength(made.length);
    expect(new Set(games.map((g) => g.channelId)).size).toBe(made.length);
    expect(games.some((g) => /^rr7-r\d+-p2-\d+$/.test(g.channelId))).toBe(true);
  });
});
