// 奉天会戦's map image: one counter (face up, or its hidden back).
import type { Locale } from '#engine/types.ts';
import type { CounterView } from '../types.ts';
import { counterFace } from '../view.ts';
import { labelAt, r1 } from '#render/svg-kit.ts';
import { C, COUNTER_SIZE, sideColors } from './layout.ts';
import { T } from './words.ts';

// ---------------------------------------------------------------------------------------------
// Counters

/** The stable marker tests look for: hidden counters of a side all carry the same one. */
export function counterKey(c: CounterView): string {
  return c.known ? `${c.side}-${asciiId(c.id ?? 'unknown')}` : `hidden-${c.side}`;
}

function asciiId(s: string): string {
  return s.replace(/[^A-Za-z0-9_-]/g, '_');
}

/**
 * One counter as SVG, top-left at (x, y). A hidden counter (known=false) is a blank back: its
 * markup depends on its side, its place and `resting` only, never on id, name or strength.
 */
export async function counterSvg(c: CounterView, x: number, y: number, locale: Locale, where: string): Promise<string> {
  const s = COUNTER_SIZE;
  const { body, dark } = sideColors(c.side);
  const parts: string[] = [];
  parts.push(
    `<rect x="${r1(x + 3)}" y="${r1(y + 3)}" width="${s}" height="${s}" rx="5" fill="#000" fill-opacity=".35"/>`,
  );
  parts.push(
    `<rect x="${r1(x)}" y="${r1(y)}" width="${s}" height="${s}" rx="5" fill="${body}" stroke="${dark}" stroke-width="2"/>`,
  );
  if (c.known) {
    parts.push(`<rect x="${r1(x + 3)}" y="${r1(y + 3)}" width="${s - 6}" height="23" rx="3" fill="${dark}"/>`);
    const face = counterFace(c);
    const short = face?.short[locale] ?? c.id ?? '?';
    parts.push(
      await labelAt(
        short,
        x + s / 2,
        y + 14.5,
        { size: short.length > 3 ? 13 : 15, weight: 700, color: '#ffffff' },
        'data-label="name"',
      ),
    );
    if (face) {
      parts.push(
        await labelAt(
          String(face.strength),
          x + s / 2,
          y + 50,
          { size: 40, weight: 700, color: dark },
          'data-label="strength"',
        ),
      );
    }
  } else {
    parts.push(
      `<rect x="${r1(x + 7)}" y="${r1(y + 7)}" width="${s - 14}" height="${s - 14}" rx="3" fill="none" stroke="${dark}" stroke-width="1.5"/>`,
    );
  }
  if (c.resting) {
    const bx = x + s - 9;
    const by = y + s - 9;
    parts.push(`<circle cx="${r1(bx)}" cy="${r1(by)}" r="12" fill="${C.rest}" stroke="#5a3d00" stroke-width="1.5"/>`);
    parts.push(await labelAt(T.rest[locale], bx, by, { size: 13, weight: 700, color: '#2a1a00' }));
  }
  return `<g data-counter="${counterKey(c)}" data-where="${where}"${c.resting ? ' data-resting="1"' : ''}>${parts.join('')}</g>`;
}
