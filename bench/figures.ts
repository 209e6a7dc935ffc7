// The figures `npm run bench` prints as `bench <name> <value>` lines:
//   render_ratio_<game>: the CPU of a full render (the bot's own path: building the overlay, the
//     cached static layer, rasterising, PNG encoding, the phone picture) ÷ the CPU of a bare resvg render (render +
//     resvg's own PNG encoding) of the very same final SVG, for a mid-game public view;
//   png_bytes_<game>: that PNG's size;
//   commit_ratio: a move's commit through the repository (the game's state as stored, without its
//     text log; the action, two log rows and the channel's post) ÷ a bare single-row UPDATE
//     transaction (BEGIN; UPDATE "Game" SET state = <the same state>; COMMIT) on the same PostgreSQL.
// CPU is process.cpuUsage() (every thread of the process: resvg and zlib run on libuv's pool).
import { Resvg } from '@resvg/resvg-js';
import pg from 'pg';
import { midGame } from '#ai/positions.ts';
import { allGames } from '#games/index.ts';
import { renderGameImageHere, renderGameImageWithSvg, warmUpRenderer } from '#images/index.ts';
import { resvgOptions } from '#render/png.ts';
import { createRepository } from '#store/repository.ts';
import { openTestDatabase } from '#test/helpers/db.ts';

function cpuMs(f: () => void): number {
  const c0 = process.cpuUsage();
  f();
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1000;
}

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
  fullCpuMs: number;
  bareCpuMs: number;
  ratio: number;
  pngBytes: number;
}

/** render_ratio and png_bytes of every registered game. */
export async function renderFigures(iterations = 12): Promise<RenderFigure[]> {
  await warmUpRenderer();
  const out: RenderFigure[] = [];
  for (const m of allGames()) {
    const view = m.view(midGame(m), null);
    const first = await renderGameImageWithSvg(m.id, view, 'ja'); // caches warm; the SVG is the bare render's input
    const svg = first.svg;
    const full: number[] = [];
    const bare: number[] = [];
    for (let i = 0; i < iterations; i++) {
      full.push(await cpuMsAsync(() => renderGameImageHere(m.id, view, 'ja')));
      bare.push(cpuMs(() => new Resvg(svg, resvgOptions()).render().asPng()));
    }
    const f = median(full);
    const b = median(bare);
    out.push({ game: m.id, fullCpuMs: f, bareCpuMs: b, ratio: f / b, pngBytes: first.png.length });
  }
  return out;
}

export interface CommitFigure {
  commitMs: number;
  bareMs: number;
  ratio: number;
  stateBytes: number;
}

/** commit_ratio on PostgreSQL (TEST_DATABASE_URL): a move's commit ÷ a bare single-row UPDATE. */
export async function commitFigure(samples = 200): Promise<CommitFigure> {
  const db = await openTestDatabase('postgres');
  try {
    const repo = createRepository(db.prisma, (db as { pool?: pg.Pool }).pool);
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
    const commit: number[] = [];
    for (let i = 0; i < samples; i++) {
      const t = performance.now();
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
    }
    const client = new pg.Client({ connectionString: (db as { url?: string }).url });
    await client.connect();
    const text = JSON.stringify(state);
    const bare: number[] = [];
    try {
      for (let i = 0; i < samples; i++) {
        const t = performance.now();
        await client.query('BEGIN');
        await client.query('UPDATE "Game" SET state = $1::jsonb WHERE id = $2', [text, gameId]);
        await client.query('COMMIT');
        bare.push(performance.now() - t);
      }
    } finally {
      await client.end();
    }
    // Past the first uses of each pooled connection (a prepared statement, a function's plans).
    const c = median(commit.slice(20));
    const b = median(bare.slice(20));
    return { commitMs: c, bareMs: b, ratio: c / b, stateBytes: Buffer.byteLength(text) };
  } finally {
    await db.close();
  }
}
