// The phone picture (issue 23, "the phone picture is enough to play from"): it always holds a map
// window — around the last action, or, with none (a game's or a phase's start), over the side to
// act's units — under the status, which says each thing once; 関ヶ原無双's shows the last
// combat's dice, 日露大戦's the last combat's die.
import { describe, expect, it } from 'vitest';
import { phonePicture, windowOver } from '#render/kit/layers.ts';
import { allPackages, getPackage } from '#games/index.ts';
import { renderGameImageHere } from '#images/local.ts';
import type { GameModule } from '#engine/types.ts';
import { nichiroLayers } from '#games/nichiro-taisen/render/overlay.ts';
import { sampleNichiroView } from '#games/nichiro-taisen/render/index.ts';
import { sekiLayers } from '#games/sekigahara-musou/render/index.ts';
import { sekigaharaMusou } from '#games/sekigahara-musou/index.ts';
import { midGame } from '#ai/positions.ts';

const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('phone picture: the map window', () => {
  it('with no last action, the window takes in as many of the places given as fit, centred on them', () => {
    const places = [
      { x: 0, y: 0, w: 10, h: 10 },
      { x: 200, y: 200, w: 10, h: 10 },
      { x: 230, y: 210, w: 10, h: 10 },
      { x: 215, y: 240, w: 10, h: 10 },
    ];
    // A 60 × 60 window cannot hold the lone place and the three together: it takes the three.
    expect(windowOver(places, 60, 60)).toEqual({ x: 220, y: 225 });
    // A window that holds them all is centred on all.
    expect(windowOver(places, 300, 300)).toEqual({ x: 120, y: 125 });
    // A place larger than the window (a whole board): its centre.
    expect(windowOver([{ x: 0, y: 0, w: 500, h: 400 }], 60, 60)).toEqual({ x: 250, y: 200 });
    expect(windowOver([], 60, 60)).toBeNull();
  });

  it('cuts the window over the area when there is no last action, and only the status with neither', () => {
    const width = 100;
    const height = 80;
    const data = Buffer.alloc(width * height * 4);
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set([x, y, 7, 255], (y * width + x) * 4);
    const status = { x: 0, y: 70, w: 20, h: 10 };
    const pic = phonePicture({ data, width, height }, { status, action: null, area: [{ x: 60, y: 20, w: 4, h: 4 }] });
    // Status 10 rows, a 6 px gap, then a 20 × 14 window centred on (62, 22).
    expect(pic.height).toBe(10 + 6 + Math.round(20 * 0.72));
    const first = pic.data.subarray(16 * 20 * 4, 16 * 20 * 4 + 4);
    expect([...first]).toEqual([52, 15, 7, 255]);
    expect(phonePicture({ data, width, height }, { status, action: null, area: [] }).height).toBe(10);
  });

  it.each(allPackages().map((p) => [p.rules.id]))(
    '%s: at the game start the phone picture, at most 400 px wide, holds a map window under the status',
    async (game) => {
      const m = getPackage(game)!.rules as GameModule;
      const view = m.view(m.setup(11, {}), null);
      const focus = (await (await getPackage(game)!.renderer()).renderLayers(view, 'ja')).focus!;
      const img = await renderGameImageHere(game, view, 'ja');
      const size = pngSize(img.inset!);
      expect(size.width).toBe(Math.round(focus.status.w));
      // A phone shows an image about 400 px wide: the phone picture is no wider, so it is shown
      // 1:1 and its hex ids (10 px or more) and counter values read as drawn.
      expect(size.width).toBeLessThanOrEqual(400);
      // A window at least 0.7 of the width tall below the status.
      expect(size.height).toBeGreaterThan(Math.round(focus.status.h) + 0.7 * size.width);
    },
  );
});

describe('phone picture: 日露大戦 status', () => {
  it('at the start says the phase once (no decision line repeating it) with the turn and morale', async () => {
    const M = getPackage('nichiro-taisen')!.rules as GameModule;
    const view = M.view(M.setup(3, {}), null) as ReturnType<typeof sampleNichiroView>;
    expect(view.decisionText?.ja).toContain('移動フェイズ');
    for (const locale of ['ja', 'en'] as const) {
      const l = await nichiroLayers(view, locale);
      expect(l.overlayBody).toContain('data-phase="movement"');
      expect(l.overlayBody).not.toContain('data-decision');
      expect(l.overlayBody).toContain('data-facts');
      expect(l.overlayBody).not.toContain('data-last-die');
    }
  });

  it('names a decision other than the phase, and the last combat’s die, inside the status panel', async () => {
    const view = sampleNichiroView(null);
    const l = await nichiroLayers(view, 'en');
    expect(l.overlayBody).toContain('data-decision');
    const die = l.overlayBody.match(/<g data-last-die="1"[^>]*>|data-last-die="1"/);
    expect(die).not.toBeNull();
  });
});

describe('phone picture: 関ヶ原無双 dice', () => {
  it('after a combat the phone picture holds every die of both pools', async () => {
    const M = sekigaharaMusou as unknown as GameModule;
    const state = midGame(M);
    const view = M.view(state, null) as Parameters<typeof sekiLayers>[0];
    if (!view.lastCombat) throw new Error('the mid-game position has had no combat');
    const l = await sekiLayers(view, 'ja');
    const s = l.focus!.status;
    const dice = [...l.overlayBody.matchAll(/<rect data-die="[^"]+" data-hit="\d" x="([\d.]+)" y="([\d.]+)"/g)];
    expect(dice.length).toBe(view.lastCombat.attacker.rolled.length + view.lastCombat.defender.rolled.length);
    for (const d of dice) {
      const x = Number(d[1]);
      const y = Number(d[2]);
      expect(x).toBeGreaterThanOrEqual(s.x);
      expect(x + 24).toBeLessThanOrEqual(s.x + s.w);
      expect(y).toBeGreaterThanOrEqual(s.y);
      expect(y + 24).toBeLessThanOrEqual(s.y + s.h);
    }
  });
});
