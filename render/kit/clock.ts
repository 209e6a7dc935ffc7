// The clocks in a picture (games played with a clock): each side's time left when the change was
// made, whose clock runs and a side out of time, on one line in the slot the game's status panel
// leaves for them (Focus.clocks), in the reader's language. The phone picture is cut from the same
// pixels, so a phone reads both clocks with the status. A game played without a clock gets no
// clocks and draws none; nothing here names a game.
import type { Locale, Text } from '#engine/types.ts';
import { PAPER, r1 } from './geometry.ts';
import type { Layered, Rect } from './layers.ts';
import { textAt, textWidth, type LabelStyle } from './text.ts';

/** One side's clock as a picture shows it: public (every post's text shows the same). */
export interface ClockFace {
  side: string;
  /** The side's name, in both languages. */
  name: Text;
  /** Time left when the change was made, in ms. */
  leftMs: number;
  /** The side owes a decision: its clock runs. */
  running: boolean;
  /** Its time ran out. */
  flagged: boolean;
}

const RUNNING = '#1f7a3a';
const FLAGGED = '#c0261f';

/** Time left in words: "2日3時間", "5時間20分", "45分" / "2d 3h", "5h 20m", "45m" (whole minutes). */
export function clockTime(ms: number, locale: Locale): string {
  const m = Math.max(0, Math.round(ms / 60_000));
  const d = Math.floor(m / 1440);
  const h = Math.floor((m % 1440) / 60);
  const min = m % 60;
  if (locale === 'ja') return d ? `${d}日${h ? `${h}時間` : ''}` : h ? `${h}時間${min ? `${min}分` : ''}` : `${min}分`;
  return d ? (h ? `${d}d ${h}h` : `${d}d`) : h ? (min ? `${h}h ${min}m` : `${h}h`) : `${min}m`;
}

const WORDS = {
  title: { ja: '持ち時間', en: 'Clocks' },
  out: { ja: '時間切れ', en: 'out of time' },
} as const;

/**
 * The clocks on one line in `slot` (vertically centred): "持ち時間 ● <side> 2日3時間 ○ <side>
 * 3日", the running side's dot and name in green, a side out of time in red; drawn smaller (down
 * to 10 px) when the line is wider than the slot.
 */
export async function clockStrip(clocks: readonly ClockFace[], slot: Rect, locale: Locale): Promise<string> {
  if (!clocks.length) return '';
  const parts = clocks.map((c) => ({
    c,
    name: c.name[locale],
    time: c.flagged ? WORDS.out[locale] : clockTime(c.leftMs, locale),
  }));
  const title = WORDS.title[locale];
  const layout = async (size: number) => {
    const st = (weight: 400 | 700, color: string): LabelStyle => ({ size, weight, color });
    const gap = size * 0.45;
    const dot = size * 0.8;
    const widths = await Promise.all(
      parts.map(async (p) => ({
        name: await textWidth(p.name, st(700, PAPER.ink)),
        time: await textWidth(p.time, st(700, PAPER.ink)),
      })),
    );
    const titleW = await textWidth(title, st(400, PAPER.inkSoft));
    const total =
      titleW + widths.reduce((s, w) => s + gap * 2 + dot + gap + w.name + gap + w.time, 0) + (parts.length - 1) * gap;
    return { st, gap, dot, widths, titleW, total };
  };
  let size = 14;
  let l = await layout(size);
  while (l.total > slot.w && size > 10) {
    size = Math.max(10, Math.floor(size * (slot.w / l.total) * 4) / 4);
    l = await layout(size);
  }
  const y = slot.y + slot.h / 2;
  // data-width: the line's laid-out width (tests check it stays within the slot).
  const out = [`<g data-clocks="${clocks.length}" data-size="${size}" data-width="${r1(l.total)}">`];
  let x = slot.x;
  out.push(await textAt(title, x, y, { ...l.st(400, PAPER.inkSoft), anchor: 'start' }));
  x += l.titleW;
  for (const [i, p] of parts.entries()) {
    const w = l.widths[i]!;
    x += l.gap * 2 + (i ? l.gap : 0);
    const colour = p.c.flagged ? FLAGGED : p.c.running ? RUNNING : PAPER.inkSoft;
    const r = l.dot / 2;
    out.push(
      `<g data-clock-side="${p.c.side}"${p.c.running ? ' data-running="1"' : ''}${p.c.flagged ? ' data-flagged="1"' : ''}>`,
      p.c.running || p.c.flagged
        ? `<circle cx="${r1(x + r)}" cy="${r1(y)}" r="${r1(r)}" fill="${colour}"/>`
        : `<circle cx="${r1(x + r)}" cy="${r1(y)}" r="${r1(r - 0.75)}" fill="none" stroke="${colour}" stroke-width="1.5"/>`,
    );
    x += l.dot + l.gap;
    out.push(await textAt(p.name, x, y, { ...l.st(700, p.c.running ? RUNNING : PAPER.ink), anchor: 'start' }));
    x += w.name + l.gap;
    out.push(await textAt(p.time, x, y, { ...l.st(700, p.c.flagged ? FLAGGED : PAPER.ink), anchor: 'start' }));
    x += w.time;
    out.push('</g>');
  }
  out.push('</g>');
  return out.join('');
}

/**
 * The picture with the clocks drawn into its status panel's clock slot (its focus's `clocks`):
 * unchanged without clocks (a game played without one) or without a slot.
 */
export async function withClocks(
  l: Layered,
  clocks: readonly ClockFace[] | undefined,
  locale: Locale,
): Promise<Layered> {
  const slot = l.focus?.clocks;
  if (!clocks?.length || !slot) return l;
  return { ...l, overlayBody: l.overlayBody + (await clockStrip(clocks, slot, locale)) };
}
