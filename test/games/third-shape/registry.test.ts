// 三国鼎立 (Triad) plugs in through the registry like any game: registered from the test folder
// only, found by id, listed after the built-in games, its renderer loaded on first use and drawn
// through the generic entry point.
import './register.ts';
import { describe, expect, it } from 'vitest';
import { allGames, getGame, getPackage, registerGame } from '#games/index.ts';
import { renderGameImage } from '#images/index.ts';
import { fresh, play, triad } from './helpers.ts';

describe('三国鼎立 in the registry', () => {
  it('is found by id and listed with the other games', () => {
    expect(getGame('test-triad')).toBe(triad);
    expect(allGames().map((g) => g.id)).toContain('test-triad');
    expect(allGames().at(-1)).toBe(triad);
    expect(() => registerGame({ ...getPackage('test-triad')!, ruleSummaries: {} })).toThrow(/registered twice/);
  });

  it('draws a PNG of any side’s view through the generic renderer entry point', async () => {
    const s = play(fresh(), [['wei', 'order attack hanzhong']]);
    const r = await getPackage('test-triad')!.renderer();
    const svg = await r.renderSvg(triad.view(s, 'shu'), 'en');
    expect(svg).toMatch(/^<svg [^>]*width="600"/);
    const img = await renderGameImage('test-triad', triad.view(s, null), 'ja');
    expect(img.png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect({ width: img.width, height: img.height }).toEqual({ width: 600, height: 580 });
  });
});
