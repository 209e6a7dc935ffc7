// 日露大戦's map image: small shapes (rings, stars, key-point and control markers, anchors, towns,
// ZOC badges, panel frames) and the text styles.
import { hexCorners } from '#render/hex-geometry.ts';
import type { NSide } from '../types.ts';
import { pts, r1, textWidth, type Pt, type TextStyle } from '#render/svg-kit.ts';
import { C, type Rect } from './layout.ts';

// ---------------------------------------------------------------------------------------------
// Small shapes

export function ringSvg(c: Pt, r: number, attrs: string): string {
  return `<polygon points="${pts(hexCorners(c, r))}" ${attrs}/>`;
}

export function starPath(cx: number, cy: number, R: number, r = R * 0.45): string {
  const out: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rad = i % 2 === 0 ? R : r;
    out.push(`${i === 0 ? 'M' : 'L'}${r1(cx + rad * Math.cos(a))} ${r1(cy + rad * Math.sin(a))}`);
  }
  return `${out.join('')}Z`;
}

/**
 * The control marker of a key point: a disc in the controller's colour with a star (Japan: red,
 * white star; Russia: green, white star), at the hex's east corner.
 */
export function keyPointMarker(side: NSide, cx: number, cy: number, r = 10): string {
  const fill = side === 'japan' ? C.japanDark : C.russiaDark;
  return `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r}" fill="${fill}" stroke="#fff" stroke-width="1.8"/><path d="${starPath(cx, cy + 0.5, r * 0.72)}" fill="#fff"/>`;
}

/** Japanese control of an ordinary hex: a small Hinomaru disc. */
export function japanControlMarker(cx: number, cy: number, r = 7): string {
  return `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r}" fill="#fff" stroke="#333" stroke-width="1"/><circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r * 0.48)}" fill="${C.japanDark}"/>`;
}

export function anchorIcon(kind: 'south' | 'other', cx: number, cy: number, r = 8.5): string {
  const col = kind === 'south' ? '#d0201b' : '#1d3f7a';
  const k = r / 8.5;
  const P = (x: number, y: number) => `${r1(cx + x * k)} ${r1(cy + y * k)}`;
  const body = `M${P(0, -3.2)}L${P(0, 5.2)}M${P(-3.2, -1.2)}L${P(3.2, -1.2)}M${P(-5, 1.6)}Q${P(-4.2, 5.6)} ${P(0, 5.6)}Q${P(4.2, 5.6)} ${P(5, 1.6)}`;
  return (
    `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r}" fill="#fff" stroke="${col}" stroke-width="1.2"/>` +
    `<circle cx="${r1(cx)}" cy="${r1(cy - 4.6 * k)}" r="${r1(1.5 * k)}" fill="none" stroke="${col}" stroke-width="${r1(1.3 * k)}"/>` +
    `<path d="${body}" fill="none" stroke="${col}" stroke-width="${r1(1.5 * k)}" stroke-linecap="round"/>`
  );
}

export function townSymbol(cx: number, cy: number, k = 1): string {
  const a = 5 * k;
  return `<rect x="${r1(cx - a - 2 * k)}" y="${r1(cy - a + 1 * k)}" width="${r1(2 * a)}" height="${r1(2 * a)}" fill="${C.town}" stroke="#fff" stroke-width="${r1(1.2 * k)}"/><rect x="${r1(cx - a + 3 * k)}" y="${r1(cy - a - 3 * k)}" width="${r1(2 * a - 2 * k)}" height="${r1(2 * a - 2 * k)}" fill="${C.town}" stroke="#fff" stroke-width="${r1(1.2 * k)}"/>`;
}

export function zocBadge(cx: number, cy: number): string {
  return `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="8" fill="${C.zoc}" stroke="#3a2a00" stroke-width="1.3"/><path d="M${r1(cx - 3.2)} ${r1(cy - 3.4)}L${r1(cx + 3.2)} ${r1(cy - 3.4)}L${r1(cx - 3.2)} ${r1(cy + 3.4)}L${r1(cx + 3.2)} ${r1(cy + 3.4)}" fill="none" stroke="#222" stroke-width="1.6" stroke-linejoin="round"/><path d="M${r1(cx - 6)} ${r1(cy + 6)}L${r1(cx + 6)} ${r1(cy - 6)}" stroke="${C.combat}" stroke-width="2"/>`;
}

export function panelFrame(r: Rect, fill: string = C.panel, stroke: string = C.panelBorder, rx = 8): string {
  return `<rect x="${r1(r.x + 0.75)}" y="${r1(r.y + 0.75)}" width="${r1(r.w - 1.5)}" height="${r1(r.h - 1.5)}" rx="${rx}" fill="${fill}" stroke="${stroke}" stroke-width="1.5"/>`;
}

// ---------------------------------------------------------------------------------------------
// Text styles

export const ST = {
  panelTitle: { size: 14, weight: 700, color: C.inkSoft, anchor: 'start' } as TextStyle,
  body: { size: 14, weight: 400, color: C.ink, anchor: 'start' } as TextStyle,
  bodyBold: { size: 14, weight: 700, color: C.ink, anchor: 'start' } as TextStyle,
  small: { size: 12, weight: 400, color: C.inkSoft, anchor: 'start' } as TextStyle,
  smallBold: { size: 12, weight: 700, color: C.ink, anchor: 'start' } as TextStyle,
};

export function st(base: TextStyle, patch: Partial<TextStyle>): TextStyle {
  return { ...base, ...patch };
}

/** The largest of `sizes` at which `text` fits in `maxW` px (else the smallest). */
export async function fitSize(text: string, maxW: number, base: TextStyle, sizes: number[]): Promise<TextStyle> {
  for (const size of sizes) {
    const s = st(base, { size });
    if ((await textWidth(text, s)) <= maxW) return s;
  }
  return st(base, { size: sizes[sizes.length - 1]! });
}
