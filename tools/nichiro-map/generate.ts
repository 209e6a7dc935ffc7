// Builds src/games/nichiro-taisen/data/map.ts from tools/nichiro-map/source.ts.
//
//   npx tsx tools/nichiro-map/generate.ts            write the data file
//   npx tsx tools/nichiro-map/generate.ts --report   also print where each place went and why
//
// The output is deterministic: same source, same bytes. The test suite checks that the data file
// is this generator's output, so a correction goes into source.ts and is regenerated.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { HexId } from '#engine/hex.ts';
import { areAdjacent, hexId, sideId } from '#engine/hex.ts';
import { fitAnchors, nearestHex, type Fit } from './geo.ts';
import { hexList, name, q, sideList } from '../emit-ts.ts';
import {
  ALL_SEA_SIDES,
  BOXES,
  GRID,
  MORALE_TRACK,
  PLACES,
  RAILWAYS,
  RIVERS,
  ROADS,
  SETUP,
  SUPPLY,
  TERRAIN_ROWS,
  TURN_TRACK,
  type LineSource,
  type PortKind,
} from './source.ts';

export const OUTPUT = fileURLToPath(new URL('../../src/games/nichiro-taisen/data/map.ts', import.meta.url));

type Terrain = 'sea' | 'clear' | 'rough';
type Side = [HexId, HexId];

interface HexOut {
  id: HexId;
  terrain: Terrain;
  town?: { ja: string; en: string };
  keyPoint?: true;
  port?: PortKind;
  supply?: 'japan' | 'russia';
}

export interface PlacePlacement {
  ja: string;
  en: string;
  computed: HexId | null;
  hex: HexId;
  how: 'anchor' | 'computed' | 'moved';
  note: string;
}

export interface MapModel {
  fit: Fit;
  hexes: HexOut[];
  places: PlacePlacement[];
  labels: { hex: HexId; ja: string; en: string }[];
}

function fail(msg: string): never {
  throw new Error(`nichiro map: ${msg}`);
}

function side(a: HexId, b: HexId): Side {
  return a < b ? [a, b] : [b, a];
}

function compareSides(x: Side, y: Side): number {
  return sideId(x[0], x[1]) < sideId(y[0], y[1]) ? -1 : sideId(x[0], x[1]) > sideId(y[0], y[1]) ? 1 : 0;
}

/** Two hexsides meet at a hex corner: three distinct hexes, all mutually adjacent. */
function shareCorner(s: Side, t: Side): boolean {
  const all = [...new Set([...s, ...t])];
  if (all.length !== 3) return false;
  const [a, b, c] = all as [HexId, HexId, HexId];
  return areAdjacent(GRID, a, b) && areAdjacent(GRID, b, c) && areAdjacent(GRID, a, c);
}

export function buildModel(): MapModel {
  // --- terrain ---------------------------------------------------------------------------
  const nCols = GRID.cols.max - GRID.cols.min + 1;
  const nRows = GRID.rows.max - GRID.rows.min + 1;
  if (TERRAIN_ROWS.length !== nRows) fail(`TERRAIN_ROWS has ${TERRAIN_ROWS.length} rows, the grid ${nRows}`);
  const terrain = new Map<HexId, Terrain>();
  TERRAIN_ROWS.forEach((line, i) => {
    if (line.length !== nCols) fail(`terrain row ${i + GRID.rows.min} has ${line.length} columns, the grid ${nCols}`);
    [...line].forEach((ch, j) => {
      const id = hexId(GRID.cols.min + j, GRID.rows.min + i);
      const t: Terrain | undefined = ch === '.' ? 'sea' : ch === 'c' ? 'clear' : ch === 'r' ? 'rough' : undefined;
      if (!t) fail(`terrain ${JSON.stringify(ch)} at ${id}`);
      terrain.set(id, t);
    });
  });
  const isLand = (h: HexId): boolean => {
    const t = terrain.get(h);
    return t !== undefined && t !== 'sea';
  };
  const mustLand = (h: HexId, what: string): void => {
    if (!terrain.has(h)) fail(`${what}: ${h} is off the map`);
    if (!isLand(h)) fail(`${what}: ${h} is sea`);
  };

  // --- places ------------------------------------------------------------------------------
  const anchors = PLACES.filter((p) => p.anchor).map((p) => ({ hex: p.anchor!.hex, lat: p.lat, lon: p.lon }));
  const fit = fitAnchors(GRID, anchors);
  const features = new Map<HexId, Omit<HexOut, 'id' | 'terrain'>>();
  const feature = (h: HexId) => {
    let f = features.get(h);
    if (!f) features.set(h, (f = {}));
    return f;
  };
  const places: PlacePlacement[] = [];
  const labels: MapModel['labels'] = [];
  const taken = new Map<HexId, string>();
  for (const p of PLACES) {
    const near = nearestHex(GRID, fit.toHexSpace(p.lat, p.lon));
    const computed = near?.hex ?? null;
    if (p.anchor && p.at) fail(`${p.ja}: both anchor and at`);
    const hex = p.anchor?.hex ?? p.at?.hex ?? computed ?? fail(`${p.ja} falls off the map`);
    if (p.anchor && computed !== hex) fail(`anchor ${p.ja} computed at ${computed}, not ${hex}`);
    if (p.at && p.at.hex === computed) fail(`${p.ja}: 'at' ${p.at.hex} is where it is computed anyway`);
    mustLand(hex, p.ja);
    if (taken.has(hex)) fail(`${p.ja} and ${taken.get(hex)} both at ${hex}`);
    taken.set(hex, p.ja);
    places.push({
      ja: p.ja,
      en: p.en,
      computed,
      hex,
      how: p.anchor ? 'anchor' : p.at ? 'moved' : 'computed',
      note: p.anchor?.source ?? p.at?.why ?? '',
    });
    const name = { ja: p.ja, en: p.en };
    if (p.town) feature(hex).town = name;
    else labels.push({ hex, ...name });
    if (p.keyPoint) {
      if (!p.town) fail(`key point ${p.ja} is not a town`);
      feature(hex).keyPoint = true;
    }
    if (p.port) feature(hex).port = p.port;
  }
  for (const [who, h] of Object.entries(SUPPLY) as ['japan' | 'russia', HexId][]) {
    mustLand(h, `${who} supply`);
    feature(h).supply = who;
  }

  const hexes: HexOut[] = [...terrain.keys()]
    .sort()
    .map((id) => ({ id, terrain: terrain.get(id)!, ...features.get(id) }));
  labels.sort((a, b) => (a.hex < b.hex ? -1 : 1));
  return { fit, hexes, places, labels };
}

function checkSides(model: MapModel): {
  rivers: { id: string; ja: string; en: string; sides: Side[] }[];
  allSea: Side[];
  coast: Side[];
  roads: LineSource[];
  rails: LineSource[];
  roadSides: Side[];
  railSides: Side[];
} {
  const land = new Set(model.hexes.filter((h) => h.terrain !== 'sea').map((h) => h.id));
  const onMap = new Set(model.hexes.map((h) => h.id));
  const mustSide = (a: HexId, b: HexId, what: string): Side => {
    if (!onMap.has(a) || !onMap.has(b)) fail(`${what}: ${a}-${b} leaves the map`);
    if (!areAdjacent(GRID, a, b)) fail(`${what}: ${a} and ${b} are not adjacent`);
    if (!land.has(a) || !land.has(b)) fail(`${what}: ${a}-${b} touches the sea`);
    return side(a, b);
  };
  const allSea = ALL_SEA_SIDES.map((s) => mustSide(s.sides[0], s.sides[1], 'all-sea side')).sort(compareSides);
  const allSeaIds = new Set(allSea.map((s) => sideId(s[0], s[1])));

  const seen = new Map<string, string>();
  const rivers = RIVERS.map((r) => {
    const sides = r.sides.map(([a, b]) => mustSide(a, b, `river ${r.ja}`));
    sides.forEach((s, i) => {
      const id = sideId(s[0], s[1]);
      if (seen.has(id)) fail(`river side ${id} in both ${seen.get(id)} and ${r.ja}`);
      if (allSeaIds.has(id)) fail(`river side ${id} is all sea`);
      seen.set(id, r.ja);
      const next = sides[i + 1];
      if (next && !shareCorner(s, next)) fail(`river ${r.ja}: ${id} and ${sideId(next[0], next[1])} do not meet`);
    });
    return { id: r.id, ja: r.ja, en: r.en, sides };
  });

  const lineSides = (lines: readonly LineSource[], kind: string): Side[] => {
    const out = new Map<string, Side>();
    for (const l of lines) {
      if (new Set(l.hexes).size !== l.hexes.length) fail(`${kind} ${l.id} visits a hex twice`);
      l.hexes.forEach((h, i) => {
        if (i === 0) return;
        const s = mustSide(l.hexes[i - 1]!, h, `${kind} ${l.id}`);
        const id = sideId(s[0], s[1]);
        if (allSeaIds.has(id)) fail(`${kind} ${l.id} crosses the all-sea side ${id}`);
        out.set(id, s);
      });
      if (l.box) {
        const box = BOXES.find((b) => b.id === l.box!.id) ?? fail(`${kind} ${l.id}: no box ${l.box.id}`);
        const end = l.box.at === 'start' ? l.hexes[0] : l.hexes[l.hexes.length - 1];
        if (box.link?.hex !== end)
          fail(`${kind} ${l.id} reaches box ${box.id} at ${end}, the box joins ${box.link?.hex}`);
      }
    }
    return [...out.values()].sort(compareSides);
  };
  const roadSides = lineSides(ROADS, 'road');
  const railSides = lineSides(RAILWAYS, 'railway');
  for (const b of BOXES) {
    if (!b.link) continue;
    const lines = b.link.by === 'road' ? ROADS : RAILWAYS;
    if (!lines.some((l) => l.box?.id === b.id))
      fail(`box ${b.id} joins ${b.link.hex} by ${b.link.by}, but no such line ends there`);
  }

  const coast: Side[] = [];
  for (const h of model.hexes) {
    if (h.terrain === 'sea') continue;
    for (const g of model.hexes) {
      if (g.terrain !== 'sea' || !areAdjacent(GRID, h.id, g.id)) continue;
      coast.push(side(h.id, g.id));
    }
  }
  coast.sort(compareSides);
  return { rivers, allSea, coast, roads: [...ROADS], rails: [...RAILWAYS], roadSides, railSides };
}

// --- rendering ------------------------------------------------------------------------------

function renderLine(l: LineSource): string {
  const box = l.box ? `\n    box: { id: ${q(l.box.id)}, at: ${q(l.box.at)} },` : '';
  return `  {\n    id: ${q(l.id)},\n    name: ${name(l)},${box}\n    hexes: [\n${hexList(l.hexes, '      ')}\n    ],\n  },`;
}

export function renderMapModule(): string {
  const model = buildModel();
  const s = checkSides(model);
  const hexLine = (h: HexOut): string => {
    const parts = [`id: ${q(h.id)}`, `terrain: ${q(h.terrain)}`];
    if (h.town) parts.push(`town: ${name(h.town)}`);
    if (h.keyPoint) parts.push('keyPoint: true');
    if (h.port) parts.push(`port: ${q(h.port)}`);
    if (h.supply) parts.push(`supply: ${q(h.supply)}`);
    return `  { ${parts.join(', ')} },`;
  };
  const key = model.hexes.filter((h) => h.keyPoint);
  const ports = model.hexes.filter((h) => h.port);
  const landCount = model.hexes.filter((h) => h.terrain !== 'sea').length;
  const out = `// 日露大戦 (BonSai Games SS-004): the reconstructed A3 map, as data keyed by the rulebook's hex ids.
// GENERATED by tools/nichiro-map/generate.ts from tools/nichiro-map/source.ts — do not edit by
// hand: correct the source and run \`npx tsx tools/nichiro-map/generate.ts\`.
// The map was a picture and is lost; what the rulebook fixes and how the rest was rebuilt from
// real geography is in docs/games/nichiro-taisen.md ("The map").
//
// Grid: flat-topped hexes in columns, odd columns half a hex lower ("odd-q"). Increasing row runs
// ENE along the Korea Bay coast (旅順 1201 → the Yalu), increasing column NNW inland (→ 奉天 2215,
// 鉄嶺 2417). ${model.hexes.length} hexes, ${landCount} of them land; about ${Math.round(model.fit.kmPerHex)} km per hex.
import type { HexGrid, HexId } from '#engine/hex.ts';

export type Terrain = 'sea' | 'clear' | 'rough';
export interface Name { ja: string; en: string }
/** 'south': 遼東半島南部の港湾 (white circle, red anchor), open to Japanese transport from the start;
 * 'other': open only once the Port Arthur fleet can no longer sortie ([rule 10.2.5], [rule 10.4.1], [rule 11.6]). */
export type PortKind = 'south' | 'other';
export type Side = readonly [HexId, HexId];
export type BoxId = 'korea' | 'siberia' | 'japan' | 'europeanRussia' | 'eliminated';

export interface MapHex {
  id: HexId;
  /** 海 no entry and no combat; 平地; 荒地: entering ends the move unless along road/rail, +1 to a defender ([rule 8.1], [rule 9.4.1]). */
  terrain: Terrain;
  /** 町: +1 to a defender ([rule 9.4.1]); no rail or strategic move into an enemy-controlled town ([rule 8.2], [rule 10.2.4]). */
  town?: Name;
  /** 重要地点 ([rule 3.3], [rule 4.3.1]): start Russian-controlled; capturing an enemy-controlled one costs the enemy 1 morale. */
  keyPoint?: true;
  /** 港湾 ([rule 10.2.5]). */
  port?: PortKind;
  /** 補給源: entering the enemy's wins at once ([rule 4.4]). */
  supply?: 'japan' | 'russia';
}

export interface MapRiver { id: string; name: Name; sides: readonly Side[] }
export interface MapLine {
  id: string;
  name: Name;
  /** Ordered hexes; moving between two consecutive ones is "along" this line ([rule 8.1], [rule 8.2], [rule 10.2.4]). */
  hexes: readonly HexId[];
  /** The off-map box joined to the first or last hex ([rule 8.3]). */
  box?: { id: BoxId; at: 'start' | 'end' };
}

export const GRID: HexGrid = {
  shifted: ${q(GRID.shifted)},
  cols: { min: ${GRID.cols.min}, max: ${GRID.cols.max} },
  rows: { min: ${GRID.rows.min}, max: ${GRID.rows.max} },
};

/** Every hex of the map, by id. */
export const HEXES: readonly MapHex[] = [
${model.hexes.map(hexLine).join('\n')}
];

export const HEX_BY_ID: ReadonlyMap<HexId, MapHex> = new Map(HEXES.map((h) => [h.id, h]));

/** The four key points ([rule 3.3]). */
export const KEY_POINTS: readonly HexId[] = [${key.map((h) => q(h.id)).join(', ')}];

/** Supply hexes ([rule 4.4], [rule 8.3]). */
export const SUPPLY = { japan: ${q(SUPPLY.japan)}, russia: ${q(SUPPLY.russia)} } as const satisfies Record<string, HexId>;

/** Ports ([rule 10.2.5]). */
export const PORTS: readonly { hex: HexId; kind: PortKind }[] = [
${ports.map((h) => `  { hex: ${q(h.id)}, kind: ${q(h.port!)} },`).join('\n')}
];

/** Rivers (河川), each an ordered chain of hexsides between land hexes. */
export const RIVERS: readonly MapRiver[] = [
${s.rivers.map((r) => `  {\n    id: ${q(r.id)},\n    name: ${name(r)},\n    sides: [\n${sideList(r.sides, '      ')}\n    ],\n  },`).join('\n')}
];

/** Every river hexside, sorted. */
export const RIVER_SIDES: readonly Side[] = [
${sideList([...s.rivers.flatMap((r) => r.sides)].sort(compareSides), '  ')}
];

/** Hexsides between two land hexes that are entirely sea: no movement, ZOC or attack across ([rule 6.0], [rule 8.1]). */
export const ALL_SEA_SIDES: readonly Side[] = [
${sideList(s.allSea, '  ')}
];

/** The land/sea boundary: every hexside between a land hex and a sea hex (derived from the terrain). */
export const COAST_SIDES: readonly Side[] = [
${sideList(s.coast, '  ')}
];

/** Roads (道路). */
export const ROADS: readonly MapLine[] = [
${s.roads.map(renderLine).join('\n')}
];

/** Railways (鉄道). */
export const RAILWAYS: readonly MapLine[] = [
${s.rails.map(renderLine).join('\n')}
];

/** Every road hexside (between consecutive hexes of one road), sorted. */
export const ROAD_SIDES: readonly Side[] = [
${sideList(s.roadSides, '  ')}
];

/** Every railway hexside, sorted. */
export const RAIL_SIDES: readonly Side[] = [
${sideList(s.railSides, '  ')}
];

/** Off-map boxes ([rule 3.1], [rule 3.2], [rule 8.3], [rule 9.5], [rule 10.2.5]). */
export const BOXES: readonly {
  id: BoxId;
  name: Name;
  side: 'japan' | 'russia' | 'both';
  /** The hex the box joins and by what ([rule 8.3]); without it units leave only by transport ([rule 10.2.5]). */
  link?: { hex: HexId; by: 'road' | 'rail' };
  /** Where transport ([rule 10.2.5]) takes a unit from this box: a box id, or 'port'. */
  transportTo?: readonly string[];
}[] = [
${BOXES.map((b) => {
  const parts = [`id: ${q(b.id)}`, `name: ${name(b)}`, `side: ${q(b.side)}`];
  if (b.link) parts.push(`link: { hex: ${q(b.link.hex)}, by: ${q(b.link.by)} }`);
  if (b.transportTo) parts.push(`transportTo: [${b.transportTo.map(q).join(', ')}]`);
  return `  { ${parts.join(', ')} },`;
}).join('\n')}
];

/** Setup symbols printed on the map ([rule 2.2.2], [rule 3.1], [rule 3.2]). */
export const SETUP: {
  russia: readonly { hex: HexId; counter: string }[];
  japan: readonly { box: BoxId; counters: number; counter: string }[];
} = {
  russia: [
${SETUP.russia.map((r) => `    { hex: ${q(r.hex)}, counter: ${q(r.counter)} },`).join('\n')}
  ],
  japan: [
${SETUP.japan.map((j) => `    { box: ${q(j.box)}, counters: ${j.counters}, counter: ${q(j.counter)} },`).join('\n')}
  ],
};

/** Place names printed on the map without a town symbol (no rule effect). */
export const PLACE_LABELS: readonly { hex: HexId; name: Name }[] = [
${model.labels.map((l) => `  { hex: ${q(l.hex)}, name: ${name(l)} },`).join('\n')}
];

/** Game-turn record track ([rule 5.0]): the marker starts on turn 1. */
export const TURN_TRACK: readonly { turn: number; name: Name }[] = [
${TURN_TRACK.map((t) => `  { turn: ${t.turn}, name: ${name(t)} },`).join('\n')}
];

/** Morale point record track ([rule 3.3], [rule 4.0]). */
export const MORALE_TRACK = {
  min: ${MORALE_TRACK.min},
  max: ${MORALE_TRACK.max},
  start: { japan: ${MORALE_TRACK.start.japan}, russia: ${MORALE_TRACK.start.russia} },
} as const;
`;
  return out;
}

export function placementReport(): string {
  const model = buildModel();
  const f = model.fit;
  const lines = [
    `fit: ${f.kmPerHex.toFixed(1)} km per hex; row axis bearing ${f.rowBearing.toFixed(0)}°, column axis bearing ${f.colBearing.toFixed(0)}°`,
    `anchors before local correction: ${f.residuals.map((r) => `${r.hex} ${r.before.toFixed(2)}`).join(', ')} (hexes)`,
    '',
    '| place | hex | computed | how | note |',
    '|---|---|---|---|---|',
    ...model.places.map((p) => `| ${p.ja} ${p.en} | ${p.hex} | ${p.computed ?? 'off map'} | ${p.how} | ${p.note} |`),
  ];
  return lines.join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(OUTPUT, renderMapModule());
  console.log(`wrote ${OUTPUT}`);
  if (process.argv.includes('--report')) console.log(placementReport());
}
