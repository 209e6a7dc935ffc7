// A league's standings and the rating leaderboard are drawn in the render worker pool (a 427 ms
// table drawn on the main thread stalled every other command): renderTableImage hands the table to
// a worker, whose picture is the one drawn here byte for byte. And like a map, a table the bot
// sends comes from the images room's picture cache (tableImage): the same table in the same
// language is drawn once, however often it is posted or asked for; any change draws anew.
import { afterAll, expect, it } from 'vitest';
import {
  clearImageCache,
  closeRenderPool,
  imagesDrawn,
  renderPoolStats,
  renderTableImage,
  tableImage,
  tableIn,
} from '#images/index.ts';
import { leaderboardTable, renderStandingsPng } from '#images/standings.ts';

afterAll(async () => closeRenderPool());

it('renderTableImage draws the table in a render worker, the same picture as in this thread', async () => {
  const saved = process.env.RENDER_THREADS;
  process.env.RENDER_THREADS = '1';
  try {
    await closeRenderPool(); // a pool of one worker, made on the next render
    const table = leaderboardTable(
      {
        title: 'Battle of Mukden ratings',
        subtitle: 'Glicko-2',
        entries: [
          { name: 'alice', rating: 1612.4, rd: 80.2, games: 7 },
          { name: 'bob', rating: 1480, rd: 120, games: 3, highlight: true },
        ],
      },
      { locale: 'en' },
    );
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

it('tableImage draws a table once per content and language, in the pool, and any change draws anew', async () => {
  clearImageCache();
  const table = {
    title: { ja: '春リーグ 第1期 順位', en: 'spring season 1: standings' },
    columns: [
      { ja: '勝点', en: 'Pts' },
      { ja: '勝', en: 'W' },
    ],
    rows: [
      { rank: 1, name: 'alice', cells: [3, 1] },
      { rank: 2, name: 'bob', cells: [0, 0] },
    ],
  };
  const drawn = imagesDrawn();
  const completed = renderPoolStats().completed;
  // The outbox posting it and a member asking for it at once: one drawing.
  const [posted, asked] = await Promise.all([
    tableImage(tableIn(table, 'en'), 'en'),
    tableImage(tableIn(table, 'en'), 'en'),
  ]);
  expect(posted.equals(asked)).toBe(true);
  expect(imagesDrawn()).toBe(drawn + 1);
  expect(await tableImage(tableIn(table, 'en'), 'en')).toBe(posted);
  expect(imagesDrawn()).toBe(drawn + 1);
  expect(renderPoolStats().completed).toBe(completed + 1);
  // The other language, and a result that changes a row, are other pictures.
  await tableImage(tableIn(table, 'ja'), 'ja');
  const after = { ...table, rows: [{ rank: 1, name: 'alice', cells: [6, 2] }, table.rows[1]!] };
  expect((await tableImage(tableIn(after, 'en'), 'en')).equals(posted)).toBe(false);
  expect(imagesDrawn()).toBe(drawn + 3);
});
