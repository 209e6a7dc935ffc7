// A league in the local console: examples/league.txt runs a two-round Swiss season of 奉天会戦 for
// six members. Checked against the transcript: sign-up refusals (twice, after the start), the bot
// making each pairing's game in a channel of its own, results and standings posted as games end
// (a win, a resignation, a loss on time), round 2 paired without a repeat and with sides balanced,
// ratings changed, the final standings with the winner, and the next season opened.
import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { verifyReplay } from '#service/read.ts';
import { blocks, images, startConsole, text, type ConsoleHarness } from '../helpers/console.ts';

const EXAMPLE = new URL('../../examples/league.txt', import.meta.url);

describe('a league in the LocalConsole', () => {
  let h: ConsoleHarness | undefined;
  afterEach(async () => {
    await h?.stop();
    h = undefined;
  });

  it('examples/league.txt: sign-up, pairing, games, results, standings, ratings, the season end and the next season', async () => {
    h = await startConsole('en', null);
    await h.cons.runStream(fs.createReadStream(EXAMPLE), false);
    expect(h.lines.filter((l) => l.startsWith('!'))).toEqual([]);
    const bs = blocks(h.lines);
    const replies = (u: string) => bs.filter((b) => b.head.startsWith(`[reply → @${u} · private]`)).map((b) => text(b));
    const league = bs.filter((b) => b.head.startsWith('[#console · public]'));
    // Sign-up: six in, erin's second try refused.
    expect(replies('erin')).toContain('[reply → @erin · private] ❌ You have joined already.');
    expect(replies('frank')[0]).toContain('You joined "spring" (6 signed up)');
    // Round 1: three games, each in its own channel, started by the bot (no challenge to answer).
    const games = await h.app.db.prisma.game.findMany({ orderBy: { createdAt: 'asc' }, include: { seats: true } });
    expect(games).toHaveLength(6);
    expect(new Set(games.map((g) => g.channelId)).size).toBe(6);
    expect(games.every((g) => g.rated && g.status === 'finished' && g.ratedAt)).toBe(true);
    expect(
      bs.some((b) => b.head.startsWith('[#spring-r1-1 · public]') && text(b).includes('Game on: Battle of Mukden')),
    ).toBe(true);
    for (const g of games) expect((await verifyReplay(h.app.deps, g.id)).equal).toBe(true);
    // Two played to an end, three resigned, one lost on time.
    const ends = bs
      .filter((b) => /^\[#spring-r\d-\d · public\]/.test(b.head) && /\*\*Game over: \w+ wins — (.*)\*\*/.test(text(b)))
      .map((b) => /\*\*Game over: \w+ wins — (.*)\*\*/.exec(text(b))![1]!);
    expect(ends.filter((x) => x.startsWith('entered the enemy supply hex'))).toHaveLength(2);
    expect(ends.filter((x) => x.endsWith(' resigned'))).toHaveLength(3);
    expect(ends.filter((x) => x === 'Russia lost on time')).toHaveLength(1);
    // Results posted as the games end, with the standings image.
    const results = league.filter((b) => b.head.startsWith('[#console · public] ・'));
    expect(results.map((b) => b.head.replace('[#console · public] ・', ''))).toEqual([
      '@alice beat @dave',
      '@erin beat @bob',
      '@carol beat @frank (on time)',
      expect.stringMatching(/beat/),
      expect.stringMatching(/beat/),
      expect.stringMatching(/beat/),
    ]);
    expect(results.slice(0, 5).every((b) => images(b).some((i) => i.endsWith('standings.png')))).toBe(true);
    // Round 2: no pairing repeated, every player on the other side from round 1.
    const pairs = await h.app.db.prisma.leaguePairing.findMany({ orderBy: { id: 'asc' } });
    const r1 = pairs.filter((p) => p.round === 1);
    const r2 = pairs.filter((p) => p.round === 2);
    expect(r1).toHaveLength(3);
    expect(r2).toHaveLength(3);
    const met = new Set(r1.map((p) => [p.first, p.second].sort().join('-')));
    for (const p of r2) expect(met.has([p.first, p.second].sort().join('-'))).toBe(false);
    for (const p of r2) {
      expect(r1.some((q) => q.second === p.first)).toBe(true);
      expect(r1.some((q) => q.first === p.second)).toBe(true);
    }
    expect(league.some((b) => b.head.includes('Round 2 pairings'))).toBe(true);
    // Ratings changed: the winners above 1500, frank (two losses) lowest.
    const ratings = await h.app.db.prisma.rating.findMany({ orderBy: { rating: 'desc' } });
    expect(ratings).toHaveLength(6);
    expect(ratings[0]!.userId).toBe('alice');
    expect(ratings.at(-1)!.userId).toBe('frank');
    expect(replies('bob').some((r) => /Battle of Mukden: \*\*\d+\*\* \(RD \d+, 2 games\)/.test(r))).toBe(true);
    // The end: final standings with the winner, ties broken (alice 4 points, frank last).
    const final = league.find((b) => b.head.includes('season 1 is over'))!;
    expect(final.head).toContain('Winner: @alice');
    expect(text(final)).toMatch(/1\. @alice 4 pts \(2-0-0, SB 2\)/);
    expect(text(final)).toMatch(/6\. @frank 0 pts \(0-0-2, SB 0\)/);
    expect(images(final).some((i) => i.endsWith('standings.png'))).toBe(true);
    // The next season is open with the same six.
    expect(replies('owner').at(-1)).toContain('season 2: sign-up open. 6 players');
  });
});
