// Writing TypeScript literals from the map generators (tools/*-map/generate.ts): quoted strings,
// ja/en names, and lists of hex ids or hex sides wrapped at 100 columns.
import type { HexId } from '#engine/hex.ts';

/** A single-quoted TypeScript string literal. */
export const q = (s: string): string => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** A `{ ja, en }` literal. */
export const name = (n: { ja: string; en: string }): string => `{ ja: ${q(n.ja)}, en: ${q(n.en)} }`;

/** Comma-terminated items, as many to a line as fit in `width` columns after `indent`. */
export function wrap(items: string[], indent: string, width = 100): string {
  const lines: string[] = [];
  let cur = '';
  for (const it of items) {
    const piece = cur ? `${cur} ${it},` : `${it},`;
    if (cur && indent.length + piece.length > width) {
      lines.push(indent + cur);
      cur = `${it},`;
    } else cur = piece;
  }
  if (cur) lines.push(indent + cur);
  return lines.join('\n');
}

/** A list of hex sides (pairs of hex ids). */
export const sideList = (sides: readonly (readonly [HexId, HexId])[], indent: string): string =>
  wrap(
    sides.map(([a, b]) => `[${q(a)}, ${q(b)}]`),
    indent,
  );

/** A list of hex ids. */
export const hexList = (hexes: readonly HexId[], indent: string): string => wrap(hexes.map(q), indent);
