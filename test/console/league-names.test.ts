// League names in the console, as a member types them (issue 23): a /league command without a name
// used in a league's own channel is about that league (elsewhere, or where the channel has two, it
// asks for a name in the asker's language — never `There is no league ""`); names are compared
// without their case, and a name differing from another league's only by case is refused.
import { afterEach, describe, expect, it } from 'vitest';
import { startConsole, type ConsoleHarness } from '../helpers/console.ts';

describe('league names in the console', () => {
  let h: ConsoleHarness | undefined;
  afterEach(async () => {
    await h?.stop();
    h = undefined;
  });
  const take = () => h!.take();

  it("/league without a name means the channel's league; elsewhere it asks for the name", async () => {
    h = await startConsole('en');
    await h.cons.run('#lobby @carol:en /league join');
    expect(take()).toContain('❌ This server has no league yet (/league create).');
    await h.cons.run('#spring-hall @owner:en /league create name:Spring game:hoten-kaisen format:swiss');
    take();
    // In the league's channel: joins that league, in the asker's language.
    await h.cons.run('#spring-hall @alice:ja /league join');
    expect(take()).toContain('「Spring」に参加しました(1人)。');
    await h.cons.run('#spring-hall @bob:en /league join');
    expect(take()).toContain('You joined "Spring" (2 signed up).');
    await h.cons.run('#spring-hall @bob:en /league status');
    expect(take()).toMatch(/League "Spring" .* 2 players/);
    await h.cons.run('#spring-hall @bob:en /league leave');
    expect(take()).toContain('You left "Spring"');
    // Elsewhere: a name is needed, and the leagues there are are named.
    await h.cons.run('#lobby @carol:en /league join');
    let out = take();
    expect(out).toContain('❌ Which league? Give its `name`');
    expect(out).toContain('Leagues: Spring');
    expect(out).not.toContain('There is no league ""');
    await h.cons.run('#lobby @carol:ja /league join');
    expect(take()).toContain('❌ どのリーグか `名前` で指定してください');
    // A channel with two leagues: which one is asked, naming the two.
    await h.cons.run('#spring-hall @owner:en /league create name:Summer game:hoten-kaisen format:swiss');
    take();
    await h.cons.run('#spring-hall @carol:en /league join');
    out = take();
    expect(out).toContain('❌ Which league?');
    expect(out).toMatch(/Leagues: (Summer, Spring|Spring, Summer)/);
    // A name given still wins over the channel.
    await h.cons.run('#lobby @carol:en /league join name:Summer');
    expect(take()).toContain('You joined "Summer" (1 signed up).');
  });

  it('league names are found whatever their case, and a name differing only by case cannot be created', async () => {
    h = await startConsole('en');
    await h.cons.run('@owner:en /league create name:Spring Cup game:hoten-kaisen format:swiss');
    expect(take()).toContain('League "Spring Cup" created.');
    await h.cons.run('#lobby @alice:en /league join name:spring cup');
    expect(take()).toContain('You joined "Spring Cup" (1 signed up).');
    await h.cons.run('#lobby @bob:en /league join name:SPRING CUP');
    expect(take()).toContain('You joined "Spring Cup" (2 signed up).');
    await h.cons.run('#lobby @bob:en /league status name:sPrInG cUp');
    expect(take()).toMatch(/League "Spring Cup" .* 2 players/);
    // Creating "spring cup" (elsewhere too) is refused, naming the league that exists, in both languages.
    await h.cons.run('#other @owner:en /league create name:spring cup game:hoten-kaisen format:swiss');
    expect(take()).toContain('❌ A league "Spring Cup" exists already: league names are the same whatever their case');
    await h.cons.run('#other @owner:ja /league create name:SPRING CUP game:hoten-kaisen format:swiss');
    expect(take()).toContain('❌ リーグ「Spring Cup」が既にあります。');
    expect(await h.app.db.prisma.league.count()).toBe(1);
    // The same name exactly: the plain refusal.
    await h.cons.run('#other @owner:en /league create name:Spring Cup game:hoten-kaisen format:swiss');
    expect(take()).toContain('❌ A league "Spring Cup" exists already.');
    // An unknown name is still refused with the leagues there are.
    await h.cons.run('#lobby @bob:en /league join name:autumn');
    expect(take()).toContain('❌ There is no league "autumn". This server\'s leagues: Spring Cup');
  });
});
