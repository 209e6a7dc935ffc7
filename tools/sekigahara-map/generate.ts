// Builds src/games/sekigahara-musou/data/map.ts from tools/sekigahara-map/source.ts.
//
//   node --import tsx tools/sekigahara-map/generate.ts
//
// Deterministic: same source, same bytes. data.test.ts checks that the committed data file is
// this generator's output, so a correction goes into source.ts and is regenerated.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { HexId } from '#engine/hex.ts';
import { areAdjacent, hexId, neighbourIds, sideId } from '#engine/hex.ts';
import { hexList, name, q, sideList } from '../emit-ts.ts';
import { EXITS, GRID, NEUTRALS, PLACES, RIVERS, ROADS, TERRAIN_COLUMNS, TRACKS } from './source.ts';

export const OUTPUT = fileURLToPath(new URL('../../src/games/sekigahara-musou/data/map.ts', import.meta.url));

type Side = [HexId, HexId];

interface HexOut {
  id: HexId;
  elevation: number;
  pond?: true;
  impassable?: true;
}

function fail(msg: string): never {
  throw new Error(`sekigahara map: ${msg}`);
}

const side = (a: HexId, b: HexId): Side => (a < b ? [a, b] : [b, a]);

/** Two hexsides meet at a hex corner: three distinct hexes, all mutually adjacent. */
function shareCorner(s: Side, t: Side): boolean {
  const all = [...new Set([...s, ...t])];
  if (all.length !== 3) return false;
  const [a, b, c] = all as [HexId, HexId, HexId];
  return areAdjacent(GRID, a, b) && areAdjacent(GRID, b, c) && areAdjacent(GRID, a, c);
}

export function buildHexes(): HexOut[] {
  const nRows = GRID.rows.max - GRID.rows.min + 1;
  const cols = TERRAIN_COLUMNS.map((c) => c.col);
  const expected: number[] = [];
  for (let c = GRID.cols.max; c >= GRID.cols.min; c--) expected.push(c);
  if (cols.join() !== expected.join()) fail(`TERRAIN_COLUMNS must list columns ${expected.join(',')}`);
  const out: HexOut[] = [];
  for (const { col, line } of TERRAIN_COLUMNS) {
    if (line.length !== nRows) fail(`column ${col} has ${line.length} rows, the grid ${nRows}`);
    [...line].forEach((ch, i) => {
      const id = hexId(col, GRID.rows.min + i);
      if (/[0-3]/.test(ch)) out.push({ id, elevation: Number(ch) });
      else if (ch === 'p') out.push({ id, elevation: 0, pond: true });
      else if (ch === 'x') out.push({ id, elevation: 3, impassable: true });
      else fail(`terrain ${JSON.stringify(ch)} at ${id}`);
    });
  }
  return out.sort((a, b) => (a.id < b.id ? -1 : 1));
}

export function buildModel() {
  const hexes = buildHexes();
  const byId = new Map(hexes.map((h) => [h.id, h]));
  const enterable = (h: HexId): boolean => {
    const x = byId.get(h);
    return !!x && !x.pond && !x.impassable && !NEUTRALS.some((n) => n.hex === h);
  };
  const must = (h: HexId, what: string): void => {
    if (!byId.has(h)) fail(`${what}: ${h} is off the map`);
  };
  const taken = new Map<HexId, string>();
  for (const n of NEUTRALS) {
    must(n.hex, n.ja);
    if (taken.has(n.hex)) fail(`${n.ja} and ${taken.get(n.hex)} share ${n.hex}`);
    taken.set(n.hex, n.ja);
    if (byId.get(n.hex)!.pond || byId.get(n.hex)!.impassable) fail(`${n.ja} on a pond/impassable hex`);
  }
  for (const p of PLACES) must(p.hex, p.ja);
  for (const e of EXITS) if (!enterable(e.hex)) fail(`exit ${e.hex} not enterable`);

  const roads = ROADS.map((r) => {
    if (new Set(r.hexes).size !== r.hexes.length) fail(`road ${r.id} visits a hex twice`);
    r.hexes.forEach((h, i) => {
      must(h, `road ${r.id}`);
      if (!enterable(h)) fail(`road ${r.id} runs through ${h}, which no unit may enter`);
      if (i > 0 && !areAdjacent(GRID, r.hexes[i - 1]!, h))
        fail(`road ${r.id}: ${r.hexes[i - 1]} and ${h} are not adjacent`);
    });
    return r;
  });
  const roadSides = new Map<string, Side>();
  for (const r of roads) {
    for (let i = 1; i < r.hexes.length; i++) {
      const [a, b] = [r.hexes[i - 1]!, r.hexes[i]!];
      roadSides.set(sideId(a, b), side(a, b));
    }
  }

  const seen = new Map<string, string>();
  const rivers = RIVERS.map((r) => {
    const sides: Side[] = [];
    r.course.forEach(([a, b], i) => {
      must(a, `river ${r.ja}`);
      must(b, `river ${r.ja}`);
      if (!areAdjacent(GRID, a, b)) fail(`river ${r.ja}: ${a} and ${b} are not adjacent`);
      const s = side(a, b);
      const prev = sides[sides.length - 1];
      if (i > 0 && prev && !shareCorner(prev, s)) {
        // The hexside joining the two: it must meet both.
        const cands = new Map<string, Side>();
        for (const h of [...prev, ...s])
          for (const n of neighbourIds(GRID, h)) if (byId.has(n)) cands.set(sideId(h, n), side(h, n));
        const joins = [...cands.values()].filter((t) => shareCorner(prev, t) && shareCorner(t, s));
        if (joins.length !== 1)
          fail(`river ${r.ja}: ${sideId(...prev)} → ${sideId(a, b)} has ${joins.length} joining hexsides`);
        sides.push(joins[0]!);
      }
      sides.push(s);
    });
    for (const s of sides) {
      const id = sideId(s[0], s[1]);
      if (seen.has(id)) fail(`river side ${id} in both ${seen.get(id)} and ${r.ja}`);
      seen.set(id, r.ja);
    }
    return { id: r.id, ja: r.ja, en: r.en, sides };
  });
  return {
    hexes,
    roads,
    roadSides: [...roadSides.values()].sort((x, y) => (sideId(...x) < sideId(...y) ? -1 : 1)),
    rivers,
  };
}

export function renderMapModule(): string {
  const m = buildModel();
  const hexLine = (h: HexOut): string => {
    const parts = [`id: ${q(h.id)}`, `elevation: ${h.elevation}`];
    if (h.pond) parts.push('pond: true');
    if (h.impassable) parts.push('impassable: true');
    return `  { ${parts.join(', ')} },`;
  };
  return `// 関ヶ原無双 (β 0.20090418): the reconstructed map, as data keyed by the rulebook's hex ids.
// GENERATED by tools/sekigahara-map/generate.ts from tools/sekigahara-map/source.ts — do not edit
// by hand: correct the source and run \`node --import tsx tools/sekigahara-map/generate.ts\`.
// The map was a picture and is lost; what the rulebook fixes and how the rest was rebuilt is in
// docs/games/sekigahara-musou.md ("The map").
//
// Grid: flat-topped hexes in columns, odd columns half a hex lower ("odd-q"). Row 01 is the west
// edge, rows increase eastward; columns increase northward. ${m.hexes.length} hexes.
import type { HexGrid, HexId } from '#engine/hex.ts';

export interface Name { ja: string; en: string }
export type Side = readonly [HexId, HexId];

export interface MapHex {
  id: HexId;
  /** 0 basin floor … 3 mountain. Entering a higher level ends a move ([rule 7.2]); attacking a target
   * higher than all the attackers is −1 per die ([rule 8.5.3]). */
  elevation: number;
  /** 池: no unit may enter ([rule 7.2]). */
  pond?: true;
  /** Terrain drawn with a solid colour border: no unit may enter ([rule 7.2]). */
  impassable?: true;
}

export const GRID: HexGrid = {
  shifted: ${q(GRID.shifted)},
  cols: { min: ${GRID.cols.min}, max: ${GRID.cols.max} },
  rows: { min: ${GRID.rows.min}, max: ${GRID.rows.max} },
};

/** Every hex of the map. */
export const HEXES: readonly MapHex[] = [
${m.hexes.map(hexLine).join('\n')}
];

export const HEX_BY_ID: ReadonlyMap<HexId, MapHex> = new Map(HEXES.map((h) => [h.id, h]));

/** Neutral commanders' hexes (yellow names): neither side may enter or pass; no stop beside them ([rule 7.2]). */
export const NEUTRALS: readonly { hex: HexId; name: Name; where: string }[] = [
${NEUTRALS.map((n) => `  { hex: ${q(n.hex)}, name: ${name(n)}, where: ${q(n.where)} },`).join('\n')}
];

/** Map-edge exits ([rule 4.2]). */
export const EXITS: readonly { id: 'tosando' | 'hokkoku'; hex: HexId; name: Name }[] = [
${EXITS.map((e) => `  { id: ${q(e.id)}, hex: ${q(e.hex)}, name: ${name(e)} },`).join('\n')}
];

/** Roads: ordered hexes; moving between consecutive ones is "along the road" ([rule 7.2], [rule 8.6]). */
export const ROADS: readonly { id: string; name: Name; hexes: readonly HexId[] }[] = [
${m.roads.map((r) => `  {\n    id: ${q(r.id)},\n    name: ${name(r)},\n    hexes: [\n${hexList(r.hexes, '      ')}\n    ],\n  },`).join('\n')}
];

/** Every road link (hexside between consecutive hexes of a road), sorted. */
export const ROAD_SIDES: readonly Side[] = [
${sideList(m.roadSides, '  ')}
];

/** Rivers, each a connected chain of hexsides. */
export const RIVERS: readonly { id: string; name: Name; sides: readonly Side[] }[] = [
${m.rivers.map((r) => `  {\n    id: ${q(r.id)},\n    name: ${name(r)},\n    sides: [\n${sideList(r.sides, '      ')}\n    ],\n  },`).join('\n')}
];

/** Every river hexside, sorted. */
export const RIVER_SIDES: readonly Side[] = [
${sideList(
  m.rivers.flatMap((r) => r.sides).sort((x, y) => (sideId(...x) < sideId(...y) ? -1 : 1)),
  '  ',
)}
];

/** Place names printed on the map (no rule effect). */
export const PLACES: readonly { hex: HexId; name: Name }[] = [
${PLACES.map((p) => `  { hex: ${q(p.hex)}, name: ${name(p)} },`).join('\n')}
];

/** Turn track ([rule 3.2], [rule 4.1], [rule 4.2], [rule 6.1]). */
export const TRACKS = {
  turns: { first: ${TRACKS.turns.first}, last: ${TRACKS.turns.last} },
  turnMarkerStart: ${TRACKS.turnMarkerStart},
  kobayakawaStart: ${TRACKS.kobayakawaStart},
  kobayakawaClamp: { min: ${TRACKS.kobayakawaClamp.min}, max: ${TRACKS.kobayakawaClamp.max} },
  reinforcementTurn: ${TRACKS.reinforcementTurn},
} as const;
`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(OUTPUT, renderMapModule());
  console.log(`wrote ${OUTPUT}`);
}
