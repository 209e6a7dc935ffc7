// The clocks in the phone picture (issue 23, "the phone picture is enough to play from"): a game
// played with a clock draws both sides' time left, whose clock runs and who is out of time in its
// status panel — the top of the phone picture — in the reader's language; a game without one draws
// none. The picture cache keys a clocked picture by every clock value drawn, and a post's row hands
// the clocks to the picture (withStatus → payload → compose → renderer).
import { afterEach, describe, expect, it } from 'vitest';
import { clockStrip, clockTime, type ClockFace } from '#render/kit/clock.ts';
import { allPackages, getPackage, getGame } from '#games/index.ts';
import { renderGameImageHere, renderGameImageWithSvg } from '#images/local.ts';
import { clearImageCache, drawPicturesWith, gameImage, type PictureDrawer } from '#images/index.ts';
import type { GameModule, Locale } from '#engine/types.ts';
import { composeMessage, pictureName } from '#service/outbox/compose.ts';
import type { OutboxPayload } from '#service/outbox/payloads.ts';
import { withStatus } from '#service/notifications.ts';
import { newClock, PACE_BY_ID } from '#service/clock/time.ts';
import type { Game } from '#service/types.ts';
import type { OutboxRecord } from '#store/repository.ts';

const HOUR = 3_600_000;

function faces(m: GameModule, running: string | null, flagged: string | null = null): ClockFace[] {
  return m.sides.map((side, i) => ({
    side,
    name: m.sideName(side),
    leftMs: side === running ? 2 * 24 * HOUR + 5 * HOUR + 20 * 60_000 : (3 + i) * 24 * HOUR,
    running: side === running,
    flagged: side === flagged,
  }));
}

describe('clock text', () => {
  it('writes time left in the reader’s language, to the minute', () => {
    expect(clockTime(2 * 24 * HOUR + 5 * HOUR + 20 * 60_000, 'ja')).toBe('2日5時間');
    expect(clockTime(2 * 24 * HOUR + 5 * HOUR + 20 * 60_000, 'en')).toBe('2d 5h');
    expect(clockTime(5 * HOUR + 20 * 60_000, 'ja')).toBe('5時間20分');
    expect(clockTime(5 * HOUR, 'en')).toBe('5h');
    expect(clockTime(45 * 60_000, 'ja')).toBe('45分');
    expect(clockTime(-5, 'en')).toBe('0m');
  });

  it('draws a side out of time as such, and a line too wide for its slot smaller', async () => {
    const m = getGame('hoten-kaisen')!;
    const flagged = await clockStrip(faces(m, null, 'russia'), { x: 0, y: 0, w: 400, h: 20 }, 'en');
    expect(flagged).toMatch(/data-clock-side="russia" data-flagged="1"/);
    expect(flagged).not.toContain('data-running');
    const narrow = await clockStrip(faces(m, 'japan'), { x: 0, y: 0, w: 200, h: 20 }, 'ja');
    const size = Number(/data-size="([\d.]+)"/.exec(narrow)![1]);
    expect(size).toBeLessThan(14);
    expect(size).toBeGreaterThanOrEqual(10);
  });
});

describe.each(allPackages().map((p) => [p.rules.id]))('%s: clocks in the phone picture', (game) => {
  const m = getPackage(game)!.rules as GameModule;
  const view = m.view(m.setup(11, {}), null);
  const toAct = m.sides[0]!;

  it('has a slot for the clocks inside the status panel (the top of the phone picture)', async () => {
    const focus = (await (await getPackage(game)!.renderer()).renderLayers(view, 'ja')).focus!;
    const { status, clocks } = focus;
    expect(clocks).toBeDefined();
    expect(clocks!.x).toBeGreaterThanOrEqual(status.x);
    expect(clocks!.y).toBeGreaterThanOrEqual(status.y);
    expect(clocks!.x + clocks!.w).toBeLessThanOrEqual(status.x + status.w);
    expect(clocks!.y + clocks!.h).toBeLessThanOrEqual(status.y + status.h);
  });

  it.each(['ja', 'en'] as Locale[])(
    'draws both clocks laid out within the slot (%s); without a clock, none',
    async (locale) => {
      const clocked = await renderGameImageWithSvg(game, view, locale, faces(m, toAct));
      const plain = await renderGameImageWithSvg(game, view, locale);
      expect(plain.svg).not.toContain('data-clocks');
      expect(clocked.svg).toContain(`data-clocks="${m.sides.length}"`);
      for (const side of m.sides) expect(clocked.svg).toContain(`data-clock-side="${side}"`);
      expect(clocked.svg).toContain(`data-clock-side="${toAct}" data-running="1"`);
      const focus = (await (await getPackage(game)!.renderer()).renderLayers(view, locale)).focus!;
      const width = Number(/data-clocks="\d+" data-size="[\d.]+" data-width="([\d.]+)"/.exec(clocked.svg)![1]);
      expect(width).toBeLessThanOrEqual(focus.clocks!.w);
      // The phone picture is the same size, with other pixels: the clocks are in it.
      expect(clocked.inset!.readUInt32BE(16)).toBe(plain.inset!.readUInt32BE(16));
      expect(clocked.inset!.readUInt32BE(20)).toBe(plain.inset!.readUInt32BE(20));
      expect(clocked.inset!.equals(plain.inset!)).toBe(false);
    },
  );

  it('draws other clocks as another picture', async () => {
    const a = await renderGameImageHere(game, view, 'ja', faces(m, toAct));
    const b = await renderGameImageHere(game, view, 'ja', faces(m, toAct, m.sides[1]!));
    expect(a.inset!.equals(b.inset!)).toBe(false);
  });
});

describe('clocks through a post: the cache key and the rows', () => {
  const calls: { view: unknown; clocks?: readonly ClockFace[] }[] = [];
  const recording: PictureDrawer = {
    game: async (_g, view, _l, clocks) => {
      calls.push({ view, clocks });
      const png = Buffer.from(`picture ${calls.length}`);
      return { png, inset: png };
    },
    hand: async () => Buffer.from('hand'),
    table: async () => Buffer.from('table'),
  };
  afterEach(() => {
    drawPicturesWith(null);
    calls.length = 0;
  });

  it('never gives two different clocks one cached picture, and shares one for the same clocks', async () => {
    drawPicturesWith(recording);
    clearImageCache();
    const m = getGame('hoten-kaisen')!;
    const view = m.view(m.setup(11, {}), null);
    const key = { gameId: 'g1', version: 3, viewer: null, locale: 'ja' as const };
    const a = faces(m, 'japan');
    const b = a.map((c) => (c.running ? { ...c, leftMs: c.leftMs - 1 } : c));
    const first = await gameImage(key, m.id, view, a);
    expect((await gameImage(key, m.id, view, structuredClone(a))).png.equals(first.png)).toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.clocks).toEqual(a);
    // One millisecond apart, whose clock runs, out of time, or no clocks at all: drawn anew.
    await gameImage(key, m.id, view, b);
    await gameImage(key, m.id, view, faces(m, 'russia'));
    await gameImage(key, m.id, view, faces(m, null, 'japan'));
    await gameImage(key, m.id, view);
    expect(calls).toHaveLength(5);
    expect(calls[4]!.clocks).toBeUndefined();
  });

  it('withStatus gives the post and the pinned status one set of clocks, and compose draws them while the game runs', async () => {
    drawPicturesWith(recording);
    clearImageCache();
    const m = getGame('hoten-kaisen')!;
    const state = m.setup(11, {});
    const now = new Date('2026-11-27T09:00:00Z');
    const started = new Date(now.getTime() - 3 * HOUR).toISOString();
    const clock = newClock(PACE_BY_ID.get('daily')!, m.sides);
    clock.sides.japan = { ...clock.sides.japan!, since: started };
    const game = { id: 'g2', channelId: 'c', gameType: m.id, status: 'active', version: 4, state } as unknown as Game;
    const fresh = (): OutboxPayload => ({
      type: 'update',
      gameId: 'g2',
      gameType: m.id,
      version: 5,
      view: m.view(state, null),
      lines: [],
      summary: m.summary(state),
      mention: [],
      result: null,
    });
    const update = fresh();
    const rows = withStatus(m, game, [{ kind: 'channel', target: 'c', payload: update }], null, clock, now);
    const [post, status] = rows.map((r) => r.payload);
    expect(post!.type === 'update' && post!.clockFaces).toEqual([
      { side: 'japan', name: m.sideName('japan'), leftMs: 3 * 24 * HOUR - 3 * HOUR, running: true, flagged: false },
      { side: 'russia', name: m.sideName('russia'), leftMs: 3 * 24 * HOUR, running: false, flagged: false },
    ]);
    expect(status!.type === 'status' && status!.clockFaces).toEqual(post!.type === 'update' && post!.clockFaces);
    const row = (payload: OutboxPayload) =>
      ({ id: 1n, payload, createdAt: now }) as unknown as OutboxRecord<OutboxPayload>;
    await composeMessage(row(post!), 'ja');
    await composeMessage(row(status!), 'ja');
    // One picture for both rows, drawn with the clocks; the files' names say nothing of them.
    expect(calls).toHaveLength(1);
    expect([pictureName(post!), pictureName(status!)]).toEqual(['map.png', 'status.png']);
    expect(calls[0]!.clocks?.map((c) => c.side)).toEqual(['japan', 'russia']);
    // Without a clock, the rows carry none.
    const none = withStatus(m, game, [{ kind: 'channel', target: 'c', payload: fresh() }], null, null, now);
    expect(none.every((r) => !('clockFaces' in r.payload))).toBe(true);
    // A game over: its clocks are not drawn.
    await composeMessage(
      row({ ...post!, version: 6, result: { winner: 'japan', reason: m.summary(state) } } as OutboxPayload),
      'ja',
    );
    expect(calls[1]!.clocks).toBeUndefined();
  });
});
