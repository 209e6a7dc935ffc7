// 203高地 in the local console: examples/nihyaku-san-kochi-game.txt plays a whole game to a victory
// with the dice secret it fixes. The transcript must say who sees what: each side's cards being set
// reach only that side (its replies and DMs); the channel is told nothing until both have set, then
// the reveal and each card as it is carried out, with buttons addressed to the card's owner.
import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameState } from '#engine/types.ts';
import type { KochiG } from '#games/nihyaku-san-kochi/types.ts';
import { verifyReplay } from '#service/read.ts';
import { blocks, images, startConsole, text, type ConsoleHarness } from '../../helpers/console.ts';

const EXAMPLE = new URL('../../../examples/nihyaku-san-kochi-game.txt', import.meta.url);

describe('203高地 in the LocalConsole', () => {
  let h: ConsoleHarness | undefined;
  afterEach(async () => {
    await h?.stop();
    h = undefined;
  });

  it('examples/nihyaku-san-kochi-game.txt plays a whole game to a victory [rule 5]', async () => {
    h = await startConsole('ja', null);
    await h.cons.runStream(fs.createReadStream(EXAMPLE), false);
    expect(h.lines.filter((l) => l.startsWith('!'))).toEqual([]);
    const bs = blocks(h.lines);
    expect(bs.filter((b) => b.head.includes('❌'))).toEqual([]);
    const game = await h.app.db.prisma.game.findFirst({ where: { channelId: 'nihyaku-san-kochi-game' } });
    expect(game).toMatchObject({ gameType: 'nihyaku-san-kochi', status: 'finished', winner: 'russia' });
    const stored = (await h.app.repo.findGame<unknown, GameState<KochiG>>(game!.id))!;
    expect(stored.state.g.vp.russia).toBe(30);
    expect((await verifyReplay(h.app.deps, game!.id)).equal).toBe(true);

    // [rule 4.2] a card being set is told to its side only: alice's replies and DMs, never bob or the channel.
    const pub = bs.filter((b) => b.head.startsWith('[#nihyaku-san-kochi-game · public]'));
    expect(bs.some((b) => b.head.startsWith('[reply → @alice · private] Card 1: Move'))).toBe(true);
    // (alice reads English, bob Japanese: alice's setting lines say "Card N:", bob's "N番目に…をセット".)
    for (const b of pub) expect(text(b)).not.toMatch(/Card \d: |番目に.*をセット/);
    for (const b of bs.filter((x) => x.head.includes('→ @bob'))) expect(text(b)).not.toMatch(/Card \d: /);
    for (const b of bs.filter((x) => x.head.includes('→ @alice'))) expect(text(b)).not.toMatch(/番目に.*をセット/);
    // The channel's first post after the challenge is the round's start; the next is the reveal.
    const afterStart = pub.findIndex((b) => text(b).includes('第1ラウンド'));
    expect(text(pub[afterStart + 1]!)).toContain('両軍が命令カードをセットした');
    // Carrying out a card: buttons addressed to its owner.
    expect(pub.some((b) => b.body.some((l) => l.startsWith('[buttons for @bob: ストックから1個を')))).toBe(true);
    for (const f of pub.flatMap(images)) expect(fs.existsSync(f), f).toBe(true);
    expect(text(pub.at(-1)!)).toContain('ロシア軍の勝利');
  });
});
