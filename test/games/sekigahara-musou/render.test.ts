// 関ヶ原無双's map on the render kit: every unit on the map drawn (a band on the commander face), the
// last combat's hexes marked, a PNG under 1 MB with its phone picture, and the public picture the
// same whichever hidden 宇喜多隊 carries 明石全登 ([rule 3.2]).
import { describe, expect, it } from 'vitest';
import { apply, legalActionTexts, pendingSides } from '#engine/engine.ts';
import type { GameState } from '#engine/types.ts';
import { sekigaharaMusou as M } from '#games/sekigahara-musou/index.ts';
import type { SekiFrame, SekiG } from '#games/sekigahara-musou/types.ts';
import { rasterLayered } from '#render/kit/layers.ts';
import { isHit } from '#games/sekigahara-musou/rules/resolution.ts';
import { IMAGE_W, sekiRenderer } from '#games/sekigahara-musou/render/index.ts';

type S = GameState<SekiG, SekiFrame>;

function played(steps: number): S {
  let s = M.setup(1600, {}) as S;
  let x = 12345;
  const rnd = (n: number) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return Math.floor((x / 2 ** 32) * n);
  };
  for (let i = 0; i < steps && !s.result; i++) {
    const side = pendingSides(s)[0]!;
    const legal = legalActionTexts(M, s, side);
    const r = apply(M, s, side, legal[rnd(legal.length)]!);
    if (!r.ok) throw new Error(r.rejection.text.en);
    s = r.state as S;
  }
  return s;
}

describe('関ヶ原無双 map', () => {
  const s = played(90);

  it('[rule 8.5] draws every unit on the map, the commander face with its band, every die of the last combat and the last hexes', async () => {
    const svg = await sekiRenderer.renderSvg(M.view(s, null), 'ja');
    const onMap = Object.values(s.g.units).filter((u) => u.where.kind === 'map');
    for (const u of onMap) expect(svg, u.id).toContain(`data-unit="${u.id}" data-face="${u.face}"`);
    expect(svg).not.toMatch(/<text\b/);
    const lc = s.g.lastCombat!;
    expect(lc).not.toBeNull();
    // Every die of both pools, a hit drawn as a hit ([rule 8.5.3]).
    for (const [who, side] of [
      ['attacker', lc.attacker],
      ['defender', lc.defender],
    ] as const) {
      const mod = side.modifier + side.uphill + side.river;
      for (const [i, d] of side.rolled.entries())
        expect(svg).toContain(`data-die="${who}-${i}" data-hit="${isHit(d, mod) ? 1 : 0}"`);
      expect(svg).not.toContain(`data-die="${who}-${side.rolled.length}"`);
      expect(side.rolled.filter((d) => isHit(d, mod)).length).toBe(side.hits);
    }
    expect(s.g.lastHexes.length).toBeGreaterThan(0);
    for (const h of s.g.lastHexes) expect(svg).toContain(`data-last="${h}"`);
    expect(svg).toContain('data-marker="kobayakawa"');
  });

  it('is a PNG under 1 MB with a phone picture as wide as the status panel (400 px: a phone shows it 1:1)', async () => {
    const out = await rasterLayered('sekigahara-musou', await sekiRenderer.renderLayers(M.view(s, null), 'en'));
    expect(out.width).toBe(IMAGE_W);
    expect(out.png.length).toBeLessThan(1024 * 1024);
    expect(out.inset).not.toBeNull();
    expect(out.inset!.readUInt32BE(16)).toBe(400);
  });

  it('[rule 3.2] the public and the East see the same picture whichever hidden 宇喜多隊 is 明石全登', async () => {
    const hidden = Object.values(s.g.units).filter(
      (u) => /^ukita-[a-d]$/.test(u.id) && u.where.kind === 'map' && u.face === 'troop',
    );
    const akashi = hidden.find((u) => u.def === 'ukita-akashi');
    const other = hidden.find((u) => u.def !== 'ukita-akashi');
    if (!akashi || !other) return expect(hidden.length).toBeLessThan(2);
    const t = structuredClone(s);
    t.g.units[akashi.id]!.def = other.def;
    t.g.units[other.id]!.def = 'ukita-akashi';
    for (const reader of [null, 'east'] as const) {
      expect(await sekiRenderer.renderSvg(M.view(s, reader), 'ja')).not.toContain('data-akashi');
      expect(await sekiRenderer.renderSvg(M.view(t, reader), 'ja')).toBe(
        await sekiRenderer.renderSvg(M.view(s, reader), 'ja'),
      );
    }
    // The West's own map marks 明石全登's unit: there the two differ.
    const west = await sekiRenderer.renderSvg(M.view(s, 'west'), 'ja');
    expect(west).toContain('data-akashi="1"');
    expect(await sekiRenderer.renderSvg(M.view(t, 'west'), 'ja')).not.toBe(west);
  });
});
