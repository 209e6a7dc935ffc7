// The figures `npm run bench` prints as `bench <name> <value>` lines, each against a fair baseline:
//   render_ratio_<game>: the CPU of a full render (the bot's own path: building the overlay, the
//     cached static layer, rasterising the overlay, compositing, the palette PNG and the phone
//     picture) ÷ the CPU of a bare render of the very same final SVG (resvg's raster of the whole
//     document, then the bot's own encoder for a picture drawn whole: render/png-fast.ts
//     encodePngPalette), summed over several views of each game — mid-game positions × (the
//     public view and each side's). Encoder and deflate level are the same on both sides, so the
//     ratio says what the layering (cached static layer + overlay) and the phone picture cost or save;
//   render_floor_ratio_<game>: the same full render ÷ encoding an opaque canvas of the same size
//     with the same encoder (the physical floor: no raster, one colour);
//   png_bytes_<game>: the public view's PNG of the first position;
//   commit_ratio: a move's commit through the repository (the game's state as stored, without its
//     text log; the action, two log rows and the channel's post; one round trip to
//     hexpost_commit_change) ÷ one autocommit UPDATE "Game" SET state, version = version + 1
//     WHERE id AND version (the same state, the version check, one round trip), the two
//     interleaved on the same PostgreSQL, wall time per round trip.
// CPU is process.cpuUsage() (every thread of the process: resvg and zlib run on libuv's pool).
import { Resvg } from '@resvg/resvg-js';
import { midGame } from '#ai/positions.ts';
import { allGames } from '#games/index.ts';
import { renderGameImageHere, renderGameImageWithSvg, warmUpRenderer } from '#images/index.ts';
import { resvgOptions } from '#render/png.ts';
import { encodePngPalette } from '#render/png-fast.ts';
import { createRepository } from '#store/repository.ts';
import { openTestDatabase } from '#test/helpers/db.ts';

async function cpuMsAsync(f: () => Promise<unknown>): Promise<number> {
  const c0 = process.cpuUsage();
  await f();
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1000;
}

const median = (xs: number[]) => {
  const a = [...xs].sort((x, y) => x - y);
  const m = a.length >> 1;
  return a.length % 2 ? a[m]! : (a[m - 1]! + a[m]!) / 2;
};

export interface RenderFigure {
  game: string;
  /** Full render CPU, the sum over the views of each view's median. */
  fullCpuMs: number;
  /** Bare resvg render + encodePngPalette of the same SVGs, summed likewise. */
  bareCpuMs: number;
  /** encodePngPalette of an opaque canvas of each view's size, summed likewise. */
  floorCpuMs: number;
  ratio: number;
  floorRatio: number;
  /** The highest ratio of a single view, and how many views were measured. */
  worstViewRatio: number;
  views: number;
  pngBytes: number;
}

/** The mid-game positions the render figures draw (seed, random plies), each in every view. */
export const RENDER_POSITIONS: readonly (readonly [seed: number, plies: number])[] = [
  [1905, 60],
  [7, 80],
  [42, 40],
];

/** render_ratio, render_floor_ratio and png_bytes of every registered game. */
export async function renderFigures(iterations = 5): Promise<RenderFigure[]> {
  await warmUpRenderer();
  const out: RenderFigure[] = [];
  for (const m of allGames()) {
    let full = 0;
    let bare = 0;
    let floor = 0;
    let worst = 0;
    let views = 0;
    let pngBytes = 0;
    for (const [seed, plies] of RENDER_POSITIONS) {
      const state = midGame(m, seed, plies);
      for (const side of [null, ...m.sides]) {
        const view = m.view(state, side);
        const first = await renderGameImageWithSvg(m.id, view, 'ja'); // caches warm; the SVG is the bare render's input
        if (views === 0) pngBytes = first.png.length;
        const svg = first.svg;
        const canvas = Buffer.alloc(first.width * first.height * 4, 0xff); // opaque white
        const f: number[] = [];
        const b: number[] = [];
        const c: number[] = [];
        for (let i = 0; i < iterations; i++) {
          f.push(await cpuMsAsync(() => renderGameImageHere(m.id, view, 'ja')));
          b.push(
            await cpuMsAsync(() => {
              const img = new Resvg(svg, resvgOptions()).render();
              return encodePngPalette(img.pixels, img.width, img.height);
            }),
          );
          c.push(await cpuMsAsync(() => encodePngPalette(canvas, first.width, first.height)));
        }
        const fm = median(f);
        const bm = median(b);
        full += fm;
        bare += bm;
        floor += median(c);
        worst = Math.max(worst, fm / bm);
        views++;
      }
    }
    out.push({
      game: m.id,
      fullCpuMs: full,
      bareCpuMs: bare,
      floorCpuMs: floor,
      ratio: full / bare,
      floorRatio: full / floor,
      worstViewRatio: worst,
      views,
      pngBytes,
    });
  }
  return out;
}

export interface CommitFigure {
  commitMs: number;
  bareMs: number;
  ratio: number;
  stateBytes: number;
}

/** commit_ratio on PostgreSQL (TEST_DATABASE_URL): a move's commit ÷ one autocommit versioned UPDATE of the same state. */
export async function commitFigure(samples = 200): Promise<CommitFigure> {
  const db = await openTestDatabase('postgres');
  try {
    const pool = db.pool;
    if (!pool) throw new Error('commit bench: PostgreSQL has a pool');
    const repo = createRepository(db.prisma, pool);
    const m = allGames()[0]!;
    // The state as the service stores it: the text log lives in GameLog rows, not in the state.
    const state = { ...midGame(m, 7, 80), log: [] };
    const created = await repo.createGame({
      id: crypto.randomUUID(),
      guildId: 'g',
      channelId: 'bench-commit',
      gameType: m.id,
      status: 'active',
      setup: { seed: 7, options: {} },
      state,
      createdBy: 'u0',
      seats: m.sides.map((side, i) => ({ side, userId: `u${i}`, accepted: true, locale: 'ja' })),
    });
    if (!created.ok) throw new Error('commit bench: could not create the game');
    const gameId = created.game.id;
    let version = created.game.version;
    const side = m.sides[0]!;
    const view = m.view(state, null);
    const payload = {
      type: 'update',
      gameId,
      gameType: m.id,
      version: 0,
      view,
      lines: [{ ja: '移動', en: 'move' }],
      summary: m.summary(state),
      mention: ['u0'],
      result: null,
    };
    // The baseline: the same state, the version check, one round trip, autocommit; prepared, as the
    // repository's call is, and on the same pool (pg serialises the state as the repository does).
    const bareUpdate = (v: number) =>
      pool.query({
        name: 'bench_bare_update',
        text: 'UPDATE "Game" SET "state" = $1::jsonb, "version" = "version" + 1 WHERE "id" = $2 AND "version" = $3',
        values: [JSON.stringify(state), gameId, v],
      });
    const commit: number[] = [];
    const bare: number[] = [];
    // Interleaved, so that both see the same machine (other processes, the database's own state).
    for (let i = 0; i < samples; i++) {
      let t = performance.now();
      // A move as the service commits it: its action, its log lines, the channel's post.
      const log = [0, 1].map((k) => ({
        seq: 2 * i + k,
        entry: { text: { ja: `移動 ${i}.${k}`, en: `move ${i}.${k}` } },
      }));
      const r = await repo.commitGameChange({
        gameId,
        expectedVersion: version,
        state,
        announced: 2 * i + 2,
        actions: [{ side, userId: 'u0', action: 'move 1 2' }],
        log,
        outbox: [{ kind: 'channel', target: 'bench-commit', payload }],
      });
      commit.push(performance.now() - t);
      if (!r.ok) throw new Error('commit bench: commit refused');
      version++;
      t = performance.now();
      const u = await bareUpdate(version);
      bare.push(performance.now() - t);
      if (u.rowCount !== 1) throw new Error('commit bench: the bare UPDATE missed its version');
      version++;
    }
    const text = JSON.stringify(state);
    // Past the first uses of each pooled connection (a prepared statement, a function's plans).
    const c = median(commit.slice(20));
    const b = median(bare.slice(20));
    return { commitMs: c, bareMs: b, ratio: c / b, stateBytes: Buffer.byteLength(text) };
  } finally {
    await db.close();
  }
}
