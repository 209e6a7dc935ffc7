// 関ヶ原無双 in the local console: examples/sekigahara-game.txt plays a whole game to a victory with
// the dice secret it fixes (!dice-secret). The transcript must say who sees what: which 宇喜多隊
// carries 明石全登 is in bob's (the West's) replies and DMs only; every combat's dice are posted; the
// retreat buttons are addressed to the losing side's player; one refusal (fight before every
// compulsory combat is planned) names rule 8.2; the game replays from its log.
import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameState } from '#engine/types.ts';
import type { SekiG } from '#games/sekigahara-musou/types.ts';
import { verifyReplay } from '#service/read.ts';
import { blocks, images, startConsole, text, type ConsoleHarness } from '../../helpers/console.ts';

const EXAMPLE = new URL('../../../examples/sekigahara-game.txt', import.meta.url);

describe('関ヶ原無双 in the LocalConsole', () => {
  let h: ConsoleHarness | undefined;
  afterEach(async () => {
    await h?.stop();
    h = undefined;
  });

  it('examples/sekigahara-game.txt plays a whole game to a victory [rule 4.3]', async () => {
    h = await startConsole('ja', null, { pictures: 'real' }); // the phone pictures are under test
    await h.cons.runStream(fs.createReadStream(EXAMPLE), false);
    expect(h.lines.filter((l) => l.startsWith('!'))).toEqual([]); // no unreadable line
    const bs = blocks(h.lines);
    // One refusal, on purpose: "fight" before the compulsory combats are planned ([rule 8.2]).
    const refused = bs.filter((b) => b.head.includes('❌'));
    expect(refused).toHaveLength(1);
    expect(refused[0]!.head).toContain('[Rule 8.2]');

    const game = await h.app.db.prisma.game.findFirst({ where: { channelId: 'sekigahara-game' } });
    expect(game).toMatchObject({ gameType: 'sekigahara-musou', status: 'finished', winner: 'west' });
    const stored = (await h.app.repo.findGame<unknown, GameState<SekiG>>(game!.id))!;
    expect(stored.state.result?.reason.en).toContain('(4.3)');
    expect(stored.state.g.turn).toBe(4);
    expect((await verifyReplay(h.app.deps, game!.id)).equal).toBe(true);

    // 明石全登: bob learns it (reply, DM); the channel and alice never do.
    const pub = bs.filter((b) => b.head.startsWith('[#sekigahara-game · public]'));
    const alice = bs.filter((b) => b.head.includes('→ @alice'));
    for (const b of [...pub, ...alice]) expect(text(b)).not.toMatch(/明石|Akashi/);
    expect(
      bs.some((b) => b.head.startsWith('[reply → @bob · private]') && text(b).includes('明石全登は 1904 の宇喜多隊')),
    ).toBe(true);
    expect(
      bs.some(
        (b) => b.head.startsWith('[DM → @bob · private]') && text(b).includes('明石全登') && images(b).length === 1,
      ),
    ).toBe(true);
    // bob's /view: his own map, privately (the picture marks 明石全登's unit and says so).
    expect(
      bs.some((b) => b.head.startsWith('[reply → @bob · private] 西軍 — 第2ターン') && images(b).length === 1),
    ).toBe(true);

    // Every combat is posted with both pools' dice and hits ([rule 8.5]).
    const combats = pub
      .flatMap((b) => [b.head.replace(/^\[[^\]]*\]\s*/, ''), ...b.body])
      .filter((l) => l.startsWith('・戦闘 '));
    expect(combats.length).toBeGreaterThan(15);
    for (const c of combats)
      expect(c).toMatch(/攻撃側 (\[\d\])+ 各[+-]\d.* → \d+ヒット、防御側 (\[\d\])+ 各[+-]\d.* → \d+ヒット/);
    // The retreat of 本多忠勝 is alice's to choose: the post's buttons are hers ([rule 8.6]).
    expect(pub.some((b) => b.body.some((l) => l.startsWith('[buttons for @alice: 本多忠勝 1906→1907 へ退却')))).toBe(
      true,
    );
    // Every post carries the map and its phone picture; the images exist.
    const maps = pub.filter((b) => images(b).length > 0);
    // One post per hand-over (each side's turn, a retreat the loser chooses), not per phase or combat.
    expect(maps.length).toBeGreaterThan(8);
    for (const f of pub.flatMap(images)) expect(fs.existsSync(f), f).toBe(true);
    // The end is posted with the result and the revealed dice secret.
    const last = pub.at(-1)!;
    expect(text(last)).toContain('西軍の勝利');
    expect(text(last)).toContain('ダイスの秘密鍵を公開します');
  });
});
