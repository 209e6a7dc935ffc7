// Hand-built HotenViews for the renderer tests (no engine involved).
import { COUNTER_BY_ID } from '#games/hoten-kaisen/data/counters.ts';
import type { CounterView, HotenSide, HotenView, Where } from '#games/hoten-kaisen/types.ts';

export interface FixtureOptions {
  viewer: HotenSide | null;
  where: Record<string, Where>;
  /** Enemy counters the viewer has seen in combat. */
  revealed?: string[];
  resting?: string[];
  /**
   * Put the id on hidden counters too, as a careless view builder might: the
   * renderer must still draw a blank back (it may only trust `known`).
   */
  leaky?: boolean;
  patch?: Partial<HotenView>;
}

function placeKey(w: Where): string {
  switch (w.kind) {
    case 'map':
      return `1-${w.hex}`;
    case 'entry':
      return `2-${w.area}`;
    case 'eliminated':
      return '3';
    case 'unplaced':
      return '4';
  }
}

export function makeView(o: FixtureOptions): HotenView {
  const counters: CounterView[] = Object.entries(o.where).map(([id, where]) => {
    const d = COUNTER_BY_ID[id]!;
    const known = d.side === o.viewer || (o.revealed ?? []).includes(id);
    const resting = (o.resting ?? []).includes(id);
    if (known || o.leaky) {
      return { side: d.side, known, id, where, resting };
    }
    return { side: d.side, known: false, where, resting };
  });
  // Sorted by place then side, never by identity.
  counters.sort((a, b) =>
    placeKey(a.where) + a.side < placeKey(b.where) + b.side
      ? -1
      : placeKey(a.where) + a.side > placeKey(b.where) + b.side
        ? 1
        : 0,
  );
  return {
    game: 'hoten-kaisen',
    viewer: o.viewer,
    step: 12,
    turn: 3,
    time: 1,
    toAct: ['japan'],
    decision: 'activation',
    activeSide: 'japan',
    counters,
    lastHexes: [],
    lastCombat: null,
    result: null,
    summary: { ja: '日本軍の手番: 部隊を1つ活性化する。', en: "Japan's turn: activate one unit." },
    ...o.patch,
  };
}

const map = (hex: string): Where => ({ kind: 'map', hex });

/** Everyone on a flag hex (Japan's two others in entry areas 1 and 3). */
export const START: Record<string, Where> = {
  J1: map('0807'),
  J2: map('0407'),
  J3: { kind: 'entry', area: 1 },
  J4: map('0607'),
  JY: { kind: 'entry', area: 3 },
  R1: map('0704'),
  R2: map('0405'),
  R3: map('0505'),
  RR: map('0503'),
  RC: map('0605'),
};

/** The same hexes with the counters of each side permuted among them. */
export const START_PERMUTED: Record<string, Where> = {
  J1: map('0407'),
  J2: map('0607'),
  J3: { kind: 'entry', area: 3 },
  J4: map('0807'),
  JY: { kind: 'entry', area: 1 },
  R1: map('0503'),
  R2: map('0605'),
  R3: map('0704'),
  RR: map('0505'),
  RC: map('0405'),
};

export const publicStart = (leaky = false): HotenView => makeView({ viewer: null, where: START, leaky });
export const japanStart = (): HotenView => makeView({ viewer: 'japan', where: START });

/** Mid-game: J2 attacked R2 across the river, R2 lost and retreated; R3 was eliminated earlier. */
export const COMBAT_WHERE: Record<string, Where> = {
  J1: map('0806'),
  J2: map('0406'),
  J3: map('0206'),
  J4: map('0606'),
  JY: { kind: 'entry', area: 2 },
  R1: map('0704'),
  R2: map('0404'),
  R3: { kind: 'eliminated' },
  RR: map('0503'),
  RC: map('0605'),
};

export function combatView(viewer: HotenSide | null = 'japan'): HotenView {
  return makeView({
    viewer,
    where: COMBAT_WHERE,
    revealed: viewer === 'japan' ? ['R2', 'R3'] : viewer === 'russia' ? ['J2'] : ['R3'],
    resting: ['R2'],
    patch: {
      turn: 9,
      time: 3,
      toAct: ['japan'],
      decision: 'advance',
      lastHexes: ['0406', '0405'],
      lastCombat: {
        attackerHex: '0406',
        defenderHex: '0405',
        attacker: {
          side: 'japan',
          name: COUNTER_BY_ID.J2!.name,
          result: { strength: 4, die: 5, support: 1, modifier: 0, total: 10 },
        },
        defender: {
          side: 'russia',
          name: COUNTER_BY_ID.R2!.name,
          result: { strength: 5, die: 1, support: 0, modifier: 2, total: 8 },
        },
        outcome: { ja: '第2満州軍は敗れて退却した。', en: '2nd Manchurian Army lost and retreated.' },
      },
      summary: { ja: '日本軍: 0405へ戦闘後前進するか決める。', en: 'Japan: advance into 0405 or not.' },
    },
  });
}
