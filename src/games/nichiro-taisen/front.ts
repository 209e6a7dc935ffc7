// 日露大戦's front: the kinds of its verbs' arguments, the shortcut commands it offers (/move with
// the way there and the rail move, /attack, /end, and /play for its cards, 10.2), and the standing
// auto-pass preference (/autopass) answering combat-event windows (10.4).
import { makeRejection, type Template } from '#engine/messages.ts';
import { attackShortcut, emptyOption, endShortcut, moveShortcut, plusOne, Walk, words } from '#engine/shortcuts.ts';
import type {
  Action,
  Choice,
  GameFront,
  GameModule,
  GameState,
  LegalAction,
  Plan,
  PreferenceSpec,
  Rejection,
  ShortcutSpec,
  Side,
} from '#engine/types.ts';
import { CARD_BY_ID } from './data/cards.ts';

const CATALOGUE: Record<string, Template> = {
  CARD_NOT_PLAYABLE: (a) => ({
    ja: `カード ${a.card} は今は使えません(手札にないか、この場面では使い道がありません)。`,
    en: `Card ${a.card} cannot be played now (it is not in your hand, or it has no use at this point).`,
  }),
  USE_NEEDED: (a) => ({
    ja: `カード ${a.card} には今いくつかの使い道があります。「用途」で選んでください: ${a.usesJa}`,
    en: `Card ${a.card} can be used in several ways now. Choose one with "use": ${a.usesEn}`,
  }),
};

const reject = (code: string, args: Record<string, string> = {}): Rejection => makeRejection(CATALOGUE, code, args);

// ---------------------------------------------------------------------------------------------
// /play: a card from the hand in one of its uses (10.2) — the event, attack support, forced march,
// strategic move, transport or rebuild — then the units it moves or rebuilds and where they go.

/** A card's legal use now: the verb and, for uses with an extra argument, that argument. */
interface Use {
  value: string;
  action: Action;
  label: LegalAction['label'];
}

/** Every legal card use now, by card (from the verbs declared with role `card`). */
function usesByCard(w: Walk): Map<string, Use[]> {
  const out = new Map<string, Use[]>();
  for (const verb of w.verbs('card-use')) {
    for (const c of w.choices([verb])) {
      const more = w.choices([verb, c.value]);
      const uses: Use[] = more.length
        ? more.map((x) => ({ value: `${verb} ${x.value}`, action: `${verb} ${c.value} ${x.value}`, label: x.label }))
        : [{ value: verb, action: `${verb} ${c.value}`, label: c.label }];
      out.set(c.value, [...(out.get(c.value) ?? []), ...uses]);
    }
  }
  return out;
}

/**
 * What a player typed for a card, matched to a card id the game lists now: the id itself, or its
 * number ("9", "09" and "#9" all name "#09"). Unmatched input is returned as typed.
 */
export function cardId(input: string, known: readonly string[] = []): string {
  const t = input.trim();
  if (known.includes(t)) return t;
  const digits = /^#?\s*0*(\d+)$/.exec(t)?.[1];
  if (digits !== undefined) {
    const hit = known.find((k) => /^\D*0*(\d+)$/.exec(k)?.[1] === digits);
    if (hit) return hit;
    return `#${digits.padStart(2, '0')}`;
  }
  return t;
}

export function planPlay(
  m: GameModule,
  state: GameState,
  side: Side,
  o: { card: string; use?: string; units?: string; to?: string },
): Plan {
  const w = new Walk(m, state, side);
  if (!o.card.trim()) return w.refuse(emptyOption('card'));
  const refused = playSteps(w, o);
  if (refused) return refused;
  const to = o.to?.trim();
  if (to) {
    const toVerb = w.verbs('destination')[0];
    if (!toVerb) return w.lacks('/play');
    return w.step(`${toVerb} ${to}`) ?? w.done();
  }
  return w.done();
}

/**
 * /play up to its destination: the card's use (the only legal one when none is named), then each
 * unit named, then "done" where the game asks for it. Null when every step was applied.
 */
function playSteps(w: Walk, o: { card: string; use?: string; units?: string }): Plan | null {
  const byCard = usesByCard(w);
  const card = cardId(o.card, [...byCard.keys()]);
  const uses = byCard.get(card) ?? [];
  const typedUse = o.use?.trim();
  let action: Action;
  if (!typedUse) {
    if (uses.length === 0) return w.refuse(reject('CARD_NOT_PLAYABLE', { card }));
    if (uses.length > 1) {
      return w.refuse(
        reject('USE_NEEDED', {
          card,
          usesJa: uses.map((u) => `${u.value}(${u.label.ja})`).join('、'),
          usesEn: uses.map((u) => `${u.value} (${u.label.en})`).join(', '),
        }),
      );
    }
    action = uses[0]!.action;
  } else {
    const [verb, arg] = typedUse.split(' ');
    action = arg ? `${verb} ${card} ${arg}` : `${verb} ${card}`;
  }
  const first = w.step(action);
  if (first) return first;
  const units = words(o.units);
  const pick = w.verbs('pick-unit')[0];
  if (units.length && !pick) return w.lacks('/play');
  for (const u of units) {
    const r = w.step(`${pick!} ${u}`);
    if (r) return r;
  }
  const done = w.verbs('pick-done')[0];
  if (units.length && done && w.offers(done)) return w.step(done);
  return null;
}

/** The cards /play may name now: each with its legal uses in the label. */
export function playableCards(m: GameModule, state: GameState, side: Side): Choice[] {
  const w = new Walk(m, state, side);
  return [...usesByCard(w)].map(([card, uses]) => ({
    value: card,
    label: { ja: uses.map((u) => u.label.ja).join(' / '), en: uses.map((u) => u.label.en).join(' / ') },
  }));
}

export function cardUses(m: GameModule, state: GameState, side: Side, card: string): Choice[] {
  const w = new Walk(m, state, side);
  const byCard = usesByCard(w);
  return (byCard.get(cardId(card, [...byCard.keys()])) ?? []).map((u) => ({ value: u.value, label: u.label }));
}

/** After playing `card` as `use` (and naming `units`): the units, then the destinations, offered. */
export function playFollowUps(
  m: GameModule,
  state: GameState,
  side: Side,
  o: { card: string; use?: string; units?: string },
  want: 'units' | 'to',
): Choice[] {
  const w = new Walk(m, state, side);
  if (want === 'units') {
    if (playSteps(w, { ...o, units: undefined })) return [];
    const pick = w.verbs('pick-unit')[0];
    return pick ? plusOne(w.choices([pick]), o.units ?? '') : [];
  }
  if (playSteps(w, o)) return [];
  const to = w.verbs('destination')[0];
  return to ? w.choices([to]) : [];
}

const str = (v: string | boolean | undefined): string => (typeof v === 'string' ? v : '');
const optional = (v: string | boolean | undefined): string | undefined => (typeof v === 'string' ? v : undefined);

const PLAY: ShortcutSpec = {
  command: 'play',
  ja: 'カード',
  description: {
    ja: 'カードを使います(/行動 のカード使用手順をまとめたもの)',
    en: 'Play a card (a shortcut for the /act steps of a card use)',
  },
  options: [
    {
      option: 'card',
      ja: 'カード',
      description: { ja: 'カード(例: #09)', en: 'The card, e.g. #09' },
      type: 'string',
      required: true,
      maxLength: 10,
      autocomplete: true,
    },
    {
      option: 'use',
      ja: '用途',
      description: {
        ja: '使い道(今いくつもある場合に指定)',
        en: 'How to use it (needed when it has several uses now)',
      },
      type: 'string',
      maxLength: 30,
      autocomplete: true,
    },
    {
      option: 'units',
      ja: '部隊',
      description: { ja: '移動・再建する部隊(空白区切り)', en: 'The units it moves or rebuilds, separated by spaces' },
      type: 'string',
      maxLength: 100,
      autocomplete: true,
      continues: true,
    },
    {
      option: 'to',
      ja: '移動先',
      description: { ja: '移動先', en: 'Where they go' },
      type: 'string',
      maxLength: 40,
      autocomplete: true,
    },
  ],
  roles: ['card-use', 'pick-unit', 'pick-done', 'destination'],
  plan: (m, state, side, i) =>
    planPlay(m, state, side, { card: str(i.card), use: optional(i.use), units: optional(i.units), to: optional(i.to) }),
  choices(m, state, side, focused, typed, i) {
    const card = str(i.card).trim();
    const o = { card, use: optional(i.use), units: optional(i.units) };
    switch (focused) {
      case 'use':
        return card ? cardUses(m, state, side, card) : [];
      case 'units':
        return card ? playFollowUps(m, state, side, { ...o, units: typed }, 'units') : [];
      case 'to':
        return card ? playFollowUps(m, state, side, o, 'to') : [];
      default:
        return playableCards(m, state, side);
    }
  },
};

// ---------------------------------------------------------------------------------------------
// /autopass

/** The auto-pass preference (/autopass): on or off, and the cards that make the player decide. */
export const PREFERENCES: PreferenceSpec = {
  command: {
    command: 'autopass',
    ja: '自動パス',
    description: {
      ja: '戦闘イベントの機会を自動でパスします(指定したカードが使える時を除く)',
      en: 'Always pass combat-event windows, unless you can play one of the listed cards',
    },
    options: [
      {
        option: 'on',
        field: 'autoPass',
        ja: '有効',
        description: { ja: '有効にするか', en: 'On or off' },
        type: 'boolean',
        required: true,
      },
      {
        option: 'unless',
        field: 'unless',
        ja: '例外',
        description: {
          ja: '自分で決めたいカード番号 例 "#09 #02"(空欄: 使えるイベントがあれば毎回)',
          en: 'Card numbers that make me decide myself, e.g. "#09 #02" (empty: any playable event)',
        },
        type: 'string',
        maxLength: 100,
      },
    ],
  },
  describe(prefs, locale) {
    if (prefs.autoPass !== true) return locale === 'ja' ? '自動パス: オフ' : 'autopass: off';
    const unless = Array.isArray(prefs.unless) ? (prefs.unless as unknown[]).map(String) : [];
    if (locale === 'ja')
      return `自動パス: オン${unless.length ? `(${unless.join(' ')} が使えるときを除く)` : '(使えるイベントがあるときを除く)'}`;
    return `autopass: on${unless.length ? ` unless ${unless.join(' ')}` : ' unless any event can be played'}`;
  },
  parse(input) {
    const on = input.autoPass;
    if (on !== undefined && typeof on !== 'boolean') return null;
    const raw = input.unless ?? [];
    const list =
      typeof raw === 'string' ? (raw.match(/#?\d{1,2}/g) ?? []) : Array.isArray(raw) ? raw.map(String) : null;
    if (list === null) return null;
    const unless: string[] = [];
    for (const x of list) {
      const card = `#${x.replace('#', '').padStart(2, '0')}`;
      if (!CARD_BY_ID[card]) return null;
      if (!unless.includes(card)) unless.push(card);
    }
    return { autoPass: on === true, unless };
  },
};

export const FRONT: GameFront = {
  argKinds: {
    hex: { label: { ja: 'ヘクス', en: 'a hex' } },
    unit: { label: { ja: 'ユニット', en: 'a unit' } },
    card: { label: { ja: 'カード', en: 'a card' }, secret: true },
    number: { label: { ja: '数', en: 'a number' } },
    word: { label: { ja: '選択', en: 'a choice' } },
  },
  shortcuts: [
    moveShortcut({
      via: {
        option: 'via',
        ja: '経由',
        description: {
          ja: '別の道(通って支配を得る町など。道の選択に意味がある場合だけ候補が出ます)',
          en: 'Another way there, through a town to take (offered only where the way matters)',
        },
        type: 'string',
        maxLength: 10,
        autocomplete: true,
      },
      alt: {
        option: 'rail',
        ja: '鉄道',
        description: {
          ja: 'もう一つの移動方法があるゲームでその移動(鉄道移動など)',
          en: 'The second kind of move of games that have one (e.g. by rail)',
        },
        type: 'boolean',
      },
    }),
    attackShortcut(),
    PLAY,
    endShortcut(),
  ],
  // Backing out of a step (cancel) is a button and an /act choice; no shortcut walks it.
  roles: ['back-out'],
  preferences: PREFERENCES,
};
