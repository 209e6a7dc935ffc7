// 三国鼎立 (Triad): a minimal image renderer (no satori, no text): each area a circle in its owner's
// colour with one pip per troop, the borders as lines, the areas last touched ringed; along the
// top one square per side, filled when it has given this round's order. Drawn with the render
// kit's layers like every game: the page and borders static, the rest the view's overlay.
import type { GameRenderer } from '#render/types.ts';
import { layeredSvg, type Layered } from '#render/kit/layers.ts';
import { svgDoc } from '#render/kit/geometry.ts';
import { ADJACENT, AREAS, SIDES, type Area, type TriadView, type TSide } from './types.ts';

const POS: Record<Area, [number, number]> = {
  ye: [300, 90],
  xuzhou: [470, 190],
  jianye: [470, 390],
  jingzhou: [300, 490],
  chengdu: [130, 390],
  hanzhong: [130, 190],
  luoyang: [300, 290],
};

const COLOUR: Record<TSide, string> = { wei: '#3b6fd1', shu: '#2e9b4f', wu: '#c8453b' };
const NEUTRAL = '#a9a290';

/** What no view changes: the page and the borders between areas. */
function triadStatic(): string {
  const parts = ['<rect width="600" height="580" fill="#f4efe1"/>'];
  for (const a of AREAS) {
    for (const b of ADJACENT[a]) {
      if (a < b)
        parts.push(
          `<line x1="${POS[a][0]}" y1="${POS[a][1]}" x2="${POS[b][0]}" y2="${POS[b][1]}" stroke="#6b6250" stroke-width="6"/>`,
        );
    }
  }
  return parts.join('');
}

/** The view: areas with their owners and troops, and who has given this round's order. */
function triadOverlay(view: TriadView): string {
  const parts: string[] = [];
  for (const area of view.areas) {
    const [x, y] = POS[area.id];
    const fill = area.owner ? COLOUR[area.owner] : NEUTRAL;
    const ring = view.lastAreas.includes(area.id)
      ? ' stroke="#f2c230" stroke-width="8"'
      : ' stroke="#3a3428" stroke-width="3"';
    parts.push(`<circle cx="${x}" cy="${y}" r="${area.id === 'luoyang' ? 62 : 52}" fill="${fill}"${ring}/>`);
    for (let i = 0; i < area.troops; i++) {
      const px = x - 24 + (i % 3) * 24;
      const py = y - 20 + Math.floor(i / 3) * 20;
      parts.push(`<circle cx="${px}" cy="${py}" r="7" fill="#ffffff" stroke="#222" stroke-width="1.5"/>`);
    }
  }
  SIDES.forEach((s, i) => {
    const done = view.ordered.includes(s) || view.out.includes(s);
    parts.push(
      `<rect x="${20 + i * 40}" y="20" width="28" height="28" fill="${done ? COLOUR[s] : 'none'}" stroke="${COLOUR[s]}" stroke-width="4"/>`,
    );
  });
  return parts.join('');
}

function triadLayers(view: TriadView): Layered {
  return {
    width: 600,
    height: 580,
    staticKey: 'all',
    staticBody: async () => triadStatic(),
    overlayBody: triadOverlay(view),
  };
}

/** The whole picture as one SVG document (what layeredSvg gives for these layers). */
export function triadSvg(view: TriadView): string {
  return svgDoc(600, 580, triadStatic() + triadOverlay(view));
}

export const triadRenderer: GameRenderer = {
  async renderLayers(view) {
    return triadLayers(view as TriadView);
  },
  async renderSvg(view) {
    return layeredSvg(triadLayers(view as TriadView));
  },
};
