// /leaderboard in the console (issue 23: "a player with one game tops the leaderboard"): players
// with at least MIN_RANKED_GAMES rated games are ranked by rating; the others are listed below
// them, unranked, however high their rating — in the picture (rank "—") and in the text, in the
// reader's language.
import { afterEach, describe, expect, it } from 'vitest';
import { MIN_RANKED_GAMES } from '#league/rating.ts';
import { leaderboardTable } from '#images/index.ts';
import { startConsole, type ConsoleHarness } from '../helpers/console.ts';

describe('/leaderboard', () => {
  let h: ConsoleHarness | undefined;
  afterEach(async () => {
    await h?.stop();
    h = undefined;
  });
  const take = () => h!.take();

  it('ranks players with enough rated games, and lists the others below, unranked', async () => {
    h = await startConsole('en');
    const rating = (userId: string, value: number, rd: number, games: number) => ({
      guildId: 'console',
      gameType: 'hoten-kaisen',
      userId,
      name: userId,
      rating: value,
      rd,
      vol: 0.06,
      games,
    });
    await h.app.db.prisma.rating.createMany({
      data: [
        rating('lucky', 1662, 290, 1),
        rating('veteran', 1580, 60, 20),
        rating('steady', 1510, 95, MIN_RANKED_GAMES),
        rating('twice', 1540, 240, MIN_RANKED_GAMES - 1),
      ],
    });
    await h.cons.run('@bob:en /leaderboard game:hoten-kaisen');
    const en = take();
    const lines = en.split('\n').map((l) => l.trim());
    const at = (s: string) => lines.findIndex((l) => l.includes(s));
    expect(lines[at('@veteran')]).toMatch(/^(\[reply → @bob · private\] )?1\. @veteran 1580 \(RD 60, 20 games\)$/);
    expect(lines[at('@steady')]).toBe('2. @steady 1510 (RD 95, 3 games)');
    expect(lines[at('Not ranked yet')]).toBe('Not ranked yet (fewer than 3 rated games):');
    expect(lines[at('@lucky')]).toBe('– @lucky 1662 (RD 290, 1 game)');
    expect(lines[at('@twice')]).toBe('– @twice 1540 (RD 240, 2 games)');
    expect(at('@veteran')).toBeLessThan(at('@steady'));
    expect(at('@steady')).toBeLessThan(at('Not ranked yet'));
    expect(at('Not ranked yet')).toBeLessThan(at('@lucky'));
    expect(at('@lucky')).toBeLessThan(at('@twice'));
    expect(en).toMatch(/leaderboard\.png/);

    await h.cons.run('@bob:ja /leaderboard game:hoten-kaisen');
    const ja = take();
    expect(ja).toContain('1. @veteran 1580 (RD 60、20局)');
    expect(ja).toContain('順位なし(レーティング対象の対局が3局未満):');
    expect(ja).toContain('– @lucky 1662 (RD 290、1局)');
  });

  it('the picture gives an unranked row the mark it is given, and no medal rank', () => {
    const t = leaderboardTable(
      {
        title: 'ratings',
        entries: [
          { name: 'veteran', rating: 1580, rd: 60, games: 20, rank: 1 },
          { name: 'lucky', rating: 1662, rd: 290, games: 1, rank: '—' },
        ],
      },
      { locale: 'en' },
    );
    expect(t.rows.map((r) => [r.rank, r.name])).toEqual([
      [1, 'veteran'],
      ['—', 'lucky'],
    ]);
  });
});
