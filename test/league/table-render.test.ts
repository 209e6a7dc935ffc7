// A league's standings and the rating leaderboard are drawn in the render worker pool (a 427 ms
// table drawn on the main thread stalled every other command): renderTableImage hands the table to
// a worker, whose picture is the one drawn here byte for byte.
import { afterAll, expect, it } from 'vitest';
import { closeRenderPool, renderPoolStats, renderTableImage } from '../../render/index.ts';
import { leaderboardTable, renderStandingsPng } from '../../render/league/standings.ts';

afterAll(async () => closeRenderPool());

it('renderTableImage draws the table in a render worker, the same picture as in this thread', async () => {
  const saved = process.env.RENDER_THREADS;
  process.env.RENDER_THREADS = '1';
  try {
    await closeRenderPool(); // a pool of one worker, made on the next render
    const table = leaderboardTable({ title: 'Battle of Mukden ratings', subtitle: 'Glicko-2', entries: [{ name: 'alice', rating: 1612.4, rd: 80.2, games: 7 }, { name: 'bob', rating: 1480, rd: 120, games: 3, highlight: true }] }, { locale: 'en' });
    const before = renderPoolStats().completed;
    const png = await renderTableImage(table, 'en');
    expect(renderPoolStats().threads).toBe(1);
    expect(renderPoolStats().completed).toBe(before + 1);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.equals(await renderStandingsPng(table, { locale: 'en' }))).toBe(true);
  } finally {
    if (saved === undefined) delete process.env.RENDER_THREADS;
    else process.env.RENDER_THREADS = saved;
  }
});
