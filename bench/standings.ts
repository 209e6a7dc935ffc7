// Rendering benchmark of the league standings image: the median wall ms to render a 16-row table
// to PNG (SVG build + resvg raster + PNG encoding) after a warm-up, with the render loop of
// bench/render-kit.ts. Each render has another subtitle, so only the glyph caches can answer (as
// when a league's table is posted again after a game: the names and most numbers are the same).
import { benchRenders } from './render-kit.ts';
import { loadFontsWithFallback } from '#render/fonts.ts';
import { svgToPngFast } from '#render/png-fast.ts';
import { renderStandingsSvg, type StandingsTable } from '#images/standings.ts';

const NAMES = [
  '山田太郎',
  'Alice',
  '織田信長ファンクラブ会長の長い名前',
  'Bob the Very Long Display Name',
  'さくら',
  'Zed',
  'ミハイル',
  '佐藤花子',
  'Eve',
  'Mallory',
  '鈴木一郎',
  'Trent',
  'Peggy',
  '高橋',
  'Victor',
  '伊藤 健',
];

/** A typical 16-player league table (6 cell columns, one highlighted row). */
export function sampleStandings(subtitle = '第7節終了時点'): StandingsTable {
  return {
    title: '関ヶ原無双 秋季リーグ',
    subtitle,
    columns: ['試合', '勝', '分', '負', '勝点', 'レーティング'],
    rows: NAMES.map((name, i) => ({
      rank: i + 1,
      name,
      cells: [12, 12 - (i % 7), i % 3, i % 5, 30 - i * 1.5, 1800 - i * 23],
      highlight: i === 4,
    })),
  };
}

export async function benchStandingsRender(iterations = 20): Promise<{ name: string; ms: number }> {
  await loadFontsWithFallback();
  // Warm-up: fonts parsed by satori, every name's and number's outlines cached.
  for (let i = 0; i < 2; i++) await svgToPngFast((await renderStandingsSvg(sampleStandings())).svg);
  const t = await benchRenders(
    iterations,
    async (i) => {
      const t0 = performance.now();
      const { svg } = await renderStandingsSvg(sampleStandings(`第7節終了時点 (${i + 1})`));
      return { svg, ms: performance.now() - t0 };
    },
    svgToPngFast,
  );
  return { name: 'league_standings_render_ms', ms: t.totalMs };
}
