import { describe, expect, it } from 'vitest';
import {
  cleanText,
  leaderboardTable,
  renderLeaderboardPng,
  renderStandingsPng,
  renderStandingsSvg,
  type StandingsTable,
} from '#images/standings.ts';
import { PNG_SIG, Raster } from './helpers.ts';

/** Width and height from a PNG's IHDR. */
const size = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

const COLUMNS = ['試合', '勝', '分', '負', '勝点'];
function table(n: number, name = (i: number) => `Player ${i + 1}`): StandingsTable {
  return {
    title: '関ヶ原無双 秋季リーグ',
    subtitle: '第7節終了時点',
    columns: COLUMNS,
    rows: Array.from({ length: n }, (_, i) => ({ rank: i + 1, name: name(i), cells: [10, 10 - i, 0, i, 30 - 3 * i] })),
  };
}

/** The glyph outlines drawn for row `i`'s name (the group satori's paragraph was placed in). */
function nameGroup(svg: string, i: number): string {
  const m = new RegExp(`<g transform="[^"]*" data-row="${i}">(.*?)</g>`).exec(svg);
  if (!m) throw new Error(`no name group for row ${i}`);
  return m[1]!;
}

/** The largest x and y in a group's path data (its ink's far corner, in the group's own frame). */
function inkMax(paths: string): { x: number; y: number } {
  let x = -Infinity;
  let y = -Infinity;
  for (const d of paths.matchAll(/\bd="([^"]*)"/g)) {
    const nums = (d[1]!.match(/-?\d*\.?\d+(?:e-?\d+)?/g) ?? []).map(Number);
    for (let k = 0; k + 1 < nums.length; k += 2) {
      x = Math.max(x, nums[k]!);
      y = Math.max(y, nums[k + 1]!);
    }
  }
  return { x, y };
}

describe('league standings image', () => {
  it('is a PNG that grows with the number of rows', async () => {
    const three = await renderStandingsPng(table(3));
    const sixteen = await renderStandingsPng(table(16));
    for (const png of [three, sixteen]) expect(png.subarray(0, 8).equals(PNG_SIG)).toBe(true);
    expect(size(sixteen).height).toBeGreaterThan(size(three).height + 13 * 30);
    expect(size(sixteen).width).toBe(size(three).width);
    // A wider column (a longer header) widens the image.
    const wide = await renderStandingsPng({ ...table(3), columns: [...COLUMNS.slice(0, 4), 'レーティング'] });
    expect(size(wide).width).toBeGreaterThan(size(three).width);
  });

  it('draws Japanese names, and cuts a long name with an ellipsis inside its column', async () => {
    const names = [
      '山田太郎',
      'さくら',
      '織田信長ファンクラブ会長の長すぎる名前はここで切られるべきですよね本当に',
      'Bob the Very Long Display Name Of Doom And More',
    ];
    const { svg } = await renderStandingsSvg(
      table(4, (i) => names[i]!),
      { locale: 'ja' },
    );
    for (let i = 0; i < 4; i++) expect(nameGroup(svg, i)).toMatch(/<path/);
    // Row 0 is short; rows 2 and 3 fill their column (300 px less padding) and stay on one line.
    const short = inkMax(nameGroup(svg, 0));
    expect(short.x).toBeLessThan(100);
    for (const i of [2, 3]) {
      const ink = inkMax(nameGroup(svg, i));
      expect(ink.x).toBeGreaterThan(200);
      expect(ink.x).toBeLessThanOrEqual(288);
      expect(ink.y).toBeLessThan(short.y + 4);
    }
    expect(size(await renderStandingsPng(table(4, (i) => names[i]!))).width).toBeGreaterThan(0);
  });

  it('never writes user text into the SVG markup', async () => {
    const evil = '</svg><script>alert(1)</script>" onload="x';
    const { svg } = await renderStandingsSvg({
      title: evil,
      subtitle: evil,
      columns: [evil],
      rows: [{ rank: 1, name: evil, cells: [evil] }],
    });
    expect(svg).not.toContain('script');
    expect(svg).not.toContain('onload');
    // Still one well-formed document that resvg draws.
    expect(svg.match(/<svg\b/g)).toHaveLength(1);
    expect(Raster.of(svg).width).toBeGreaterThan(0);
  });

  it('renders a table with no rows as an empty table saying so', async () => {
    const empty = { title: 'Spring league', columns: ['P', 'W', 'D', 'L', 'Pts'], rows: [] };
    for (const locale of ['ja', 'en'] as const) {
      const { svg, height } = await renderStandingsSvg(empty, { locale });
      expect(svg).toMatch(/data-empty=""><path/);
      expect(height).toBeGreaterThan(100);
    }
    const png = await renderStandingsPng(empty, { locale: 'en' });
    expect(png.subarray(0, 8).equals(PNG_SIG)).toBe(true);
    // Wider than the columns need: the minimum width holds the title and the message.
    expect(size(png).width).toBeGreaterThanOrEqual(480);
  });

  it('highlights the given row and rejects rows that do not match the columns', async () => {
    const plain = await renderStandingsSvg(table(3));
    const t = table(3);
    t.rows[1]!.highlight = true;
    const marked = await renderStandingsSvg(t);
    expect(plain.svg).not.toContain('#fbe7a6');
    expect(marked.svg).toContain('#fbe7a6');
    await expect(renderStandingsSvg({ ...t, rows: [{ rank: 1, name: 'x', cells: [1, 2] }] })).rejects.toThrow(
      /2 cells for 5 columns/,
    );
  });

  it('makes a leaderboard of rank, name, rating, RD and games', async () => {
    const board = {
      title: 'Ratings',
      entries: [
        { name: 'Alice', rating: 1712.6, rd: 61.2, games: 30 },
        { name: '山田', rating: 1650.4, rd: 120.5, games: 4, highlight: true },
        { name: 'Bob', rating: 1650.4, rd: 80, games: 12, rank: 2 },
      ],
    };
    const t = leaderboardTable(board, { locale: 'en' });
    expect(t.columns).toEqual(['Rating', 'RD', 'Games']);
    expect(t.rows.map((r) => [r.rank, r.name, ...r.cells, !!r.highlight])).toEqual([
      [1, 'Alice', 1713, 61, 30, false],
      [2, '山田', 1650, 121, 4, true],
      [2, 'Bob', 1650, 80, 12, false],
    ]);
    expect(leaderboardTable(board).columns).toEqual(['レーティング', 'RD', '対局数']);
    const png = await renderLeaderboardPng(board, { locale: 'ja' });
    expect(png.subarray(0, 8).equals(PNG_SIG)).toBe(true);
  });

  it('cleans display text: controls, bidi overrides, emoji, and overlong names', () => {
    expect(cleanText('a\u0000b\nc\u202Ed\u2066e', 20)).toBe('a b cde');
    expect(cleanText('🦊 Kitsune 👨‍👩‍👧 ❤️', 20)).toBe('Kitsune');
    expect(cleanText('© ★ 1️⃣', 20)).toBe('© ★ 1');
    expect(cleanText('x\ud800y', 20)).toBe('xy');
    expect(cleanText('あいうえおかきくけこ', 5)).toBe('あいうえ…');
    expect(cleanText('   ', 5)).toBe('');
  });
});
