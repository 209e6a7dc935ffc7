// Rendering runs in the worker pool (src/images/pool.ts), not on the main thread: the same PNG as an
// in-thread render, errors that name their cause, a game registered only in this thread drawn here.
import { afterAll, describe, expect, it } from 'vitest';
import '../games/third-shape/register.ts';
import { triad } from '../games/third-shape/register.ts';
import {
  closeRenderPool,
  renderGameImage,
  renderGameImageHere,
  renderHandImage,
  renderPoolStats,
  renderThreads,
} from '#images/index.ts';
import { hotenKaisen } from '#games/hoten-kaisen/index.ts';
import { nichiroTaisen } from '#games/nichiro-taisen/index.ts';

afterAll(() => closeRenderPool());

describe('the render worker pool', () => {
  it('is sized to the cores unless RENDER_THREADS says otherwise (0: no pool)', () => {
    expect(renderThreads({})).toBeGreaterThanOrEqual(1);
    expect(renderThreads({ RENDER_THREADS: '3' })).toBe(3);
    expect(renderThreads({ RENDER_THREADS: '0' })).toBe(0);
    expect(renderThreads({ RENDER_THREADS: 'lots' })).toBeGreaterThanOrEqual(1);
  });

  it('draws a map in a worker: the same PNG as drawing it in this thread', async () => {
    const s = hotenKaisen.setup(7, {});
    const view = hotenKaisen.view(s, null);
    const before = renderPoolStats().completed;
    const pooled = await renderGameImage('hoten-kaisen', view, 'ja');
    expect(renderPoolStats().completed).toBe(before + 1);
    expect(renderPoolStats().threads).toBeGreaterThanOrEqual(1);
    const here = await renderGameImageHere('hoten-kaisen', view, 'ja');
    expect(pooled.width).toBe(here.width);
    expect(Buffer.compare(pooled.png, here.png)).toBe(0);
  });

  it('draws hands of cards in a worker too', async () => {
    const s = nichiroTaisen.setup(3, {});
    const hand = nichiroTaisen.hand!(nichiroTaisen.view(s, 'japan'), 'japan')!;
    const before = renderPoolStats().completed;
    const png = await renderHandImage('nichiro-taisen', hand.cards, 'japan', 'en');
    expect(renderPoolStats().completed).toBe(before + 1);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it("passes a renderer's error back, and names an unknown game", async () => {
    await expect(renderGameImage('hoten-kaisen', { game: 'other' }, 'ja')).rejects.toThrow(/not a HotenView/);
    await expect(renderGameImage('no-such-game', {}, 'ja')).rejects.toThrow(/no image renderer/);
  });

  it('draws a game registered only in this thread here (the workers load src/games only)', async () => {
    const s = triad.setup(1, {});
    const img = await renderGameImage(triad.id, triad.view(s, null), 'en');
    expect(img.png.subarray(1, 4).toString('latin1')).toBe('PNG');
  });
});
