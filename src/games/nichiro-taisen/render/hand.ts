// 日露大戦: a player's hand as an image (the hand DM and the private /hand command). Each card is
// drawn like the physical one: the Japanese event on the top half, the Russian event on the
// bottom half (name, timing, text), the card number on the band between them. The viewer's own
// half is emphasised (full colour, larger name, "your event"); the other half is dimmed, since
// only its owner may play it as an event. A footer recalls the plays every card allows ([rule 10.2]).
//
// Layout is satori's (wrapped card texts), rendered with the fallback fonts of render/fonts.ts (card
// texts use → and ≈ and #10 names 黒木為楨, absent from the whole-script Japanese font: NICHIRO_GLYPHS). Cards go two abreast, 400 px
// each, so the image is 840 px wide: a phone shows it at about half size, and the texts (16 px)
// read after a tap. One card alone gets a single column.
import satori from 'satori';
import type { Locale, Text } from '#engine/types.ts';
import { CARD_BY_ID, type EventHalf, type Timing } from '../data/cards.ts';
import { TIMING_NAME } from '../messages.ts';
import type { CardId, NSide } from '../types.ts';
import { FONT_FAMILY, loadFontsWithFallback, useFallbackGlyphs } from '#render/fonts.ts';
import { el, type SatoriInput, type SatoriNode } from '#render/svg-kit.ts';
import { fmt } from '#render/words.ts';
import { SIDE_NAME } from '../messages.ts';
import { svgToPngFast } from '#render/png-fast.ts';

export const CARD_W = 400;
const GAP = 14;
const PAD = 16;

const C = {
  page: '#e9dfc6',
  ink: '#2a2017',
  inkSoft: '#6b5b43',
  card: '#fffaf0',
  cardBorder: '#8c7a58',
  japanDark: '#b3262d',
  japanTint: '#fbe3df',
  russiaDark: '#2e5b2c',
  russiaTint: '#e1eed6',
  dimText: '#8d8373',
  dimFill: '#f1ece2',
  band: '#3b4a6b',
} as const;

/** When a half may be played: the game's own words (messages.ts), English capitalised. */
function timingTitle(t: Timing, locale: Locale): string {
  const w = TIMING_NAME[t];
  if (!w) return t;
  return locale === 'en' ? w.en.charAt(0).toUpperCase() + w.en.slice(1) : w.ja;
}

const T = {
  title: { ja: '{side}の手札', en: "{side}'s hand" },
  count: { ja: '{n}枚', en: '{n} cards' },
  one: { ja: '1枚', en: '1 card' },
  empty: { ja: '手札はありません。', en: 'No cards in hand.' },
  yours: { ja: 'あなたのイベント', en: 'Your event' },
  theirs: { ja: '相手のイベント', en: "Opponent's event" },
  footer: {
    ja: 'どのカードも、捨てて次に使える: 攻撃支援(+1)・強行軍・戦略移動・輸送・再編成(ロシア軍) (10.2)',
    en: 'Any card may instead be discarded for: attack support (+1), forced march, strategic move, transport, rebuild (Russia) (10.2).',
  },
  unknown: { ja: '不明なカード', en: 'Unknown card' },
} satisfies Record<string, Text>;

function half(ev: EventHalf, side: NSide, own: boolean, locale: Locale): SatoriNode {
  const dark = side === 'japan' ? C.japanDark : C.russiaDark;
  const tint = side === 'japan' ? C.japanTint : C.russiaTint;
  const timing = ev.timing.map((t) => timingTitle(t, locale));
  return el(
    {
      flexDirection: 'column',
      flexGrow: 1,
      padding: own ? '10px 14px 12px' : '8px 14px 10px',
      backgroundColor: own ? tint : C.dimFill,
      borderRadius: 6,
      borderLeft: own ? `6px solid ${dark}` : `6px solid #cfc6b4`,
    },
    [
      el({ alignItems: 'center', justifyContent: 'space-between', marginBottom: 4 }, [
        el(
          {
            fontSize: 13,
            fontWeight: 700,
            color: '#fff',
            backgroundColor: own ? dark : '#a79d8b',
            borderRadius: 4,
            padding: '1px 7px',
          },
          SIDE_NAME[side][locale],
        ),
        el({ fontSize: 12, fontWeight: 700, color: own ? dark : C.dimText }, own ? T.yours[locale] : T.theirs[locale]),
      ]),
      el(
        { fontSize: own ? 23 : 17, fontWeight: 700, color: own ? C.ink : C.dimText, lineHeight: 1.2, marginBottom: 5 },
        ev.name[locale],
      ),
      el(
        { flexWrap: 'wrap', marginBottom: 5 },
        timing.map((t) =>
          el(
            {
              fontSize: 12,
              fontWeight: 700,
              color: own ? dark : C.dimText,
              border: `1.5px solid ${own ? dark : '#c2b9a6'}`,
              borderRadius: 10,
              padding: '0px 8px',
              marginRight: 5,
              marginBottom: 2,
              backgroundColor: own ? '#ffffff' : 'transparent',
            },
            t,
          ),
        ),
      ),
      el({ fontSize: own ? 16 : 13, color: own ? C.ink : C.dimText, lineHeight: 1.4 }, ev.text[locale]),
    ],
  );
}

function cardNode(id: CardId, side: NSide, locale: Locale, width: number): SatoriNode {
  const c = CARD_BY_ID[id];
  if (!c) {
    return el(
      {
        width: width - 4,
        height: 160,
        backgroundColor: C.card,
        border: `2px solid ${C.cardBorder}`,
        borderRadius: 12,
        alignItems: 'center',
        justifyContent: 'center',
        fontSize: 20,
        color: C.inkSoft,
      },
      `${id} · ${T.unknown[locale]}`,
    );
  }
  const rule = () => el({ flexGrow: 1, height: 2, backgroundColor: C.cardBorder }, []);
  const band = el({ alignItems: 'center', height: 30 }, [
    rule(),
    el(
      {
        backgroundColor: C.band,
        color: '#fff',
        fontSize: 17,
        fontWeight: 700,
        borderRadius: 14,
        padding: '1px 14px',
        border: '2px solid #fff',
        margin: '0 6px',
      },
      id,
    ),
    rule(),
  ]);
  const ownTop = side === 'japan';
  return el(
    {
      // satori sizes the content box: take the frame (2 × 2 px) and padding (2 × 8 px) off.
      width: width - 20,
      flexDirection: 'column',
      backgroundColor: C.card,
      border: `2px solid ${C.cardBorder}`,
      borderRadius: 12,
      padding: 8,
    },
    [half(c.japan, 'japan', ownTop, locale), band, half(c.russia, 'russia', !ownTop, locale)],
    { 'data-card': id },
  );
}

export interface HandImage {
  svg: string;
  width: number;
  height: number;
}

/** What 日露大戦's texts write beyond the whole-script font: card texts' "AE→AR→NE→DR", summaries' "0407→0406", "1 hex ≈ 24 km", card #10's 黒木為楨 (test/render/glyph-coverage.test.ts finds any other). */
export const NICHIRO_GLYPHS = '→≈楨';

/** The hand as SVG (satori: text as paths). `cards` in hand order. */
export async function renderHandSvg(cards: readonly CardId[], side: NSide, locale: Locale): Promise<HandImage> {
  // Drawn straight from here too (tests, tools), not only through the images room: ask for the glyphs.
  useFallbackGlyphs(NICHIRO_GLYPHS);
  const fonts = await loadFontsWithFallback();
  const cols = cards.length <= 1 ? 1 : 2;
  const width = PAD * 2 + cols * CARD_W + (cols - 1) * GAP;
  const dark = side === 'japan' ? C.japanDark : C.russiaDark;
  const title = el({ alignItems: 'center', justifyContent: 'space-between', marginBottom: 12 }, [
    el({ fontSize: 24, fontWeight: 700, color: dark }, fmt(T.title[locale], { side: SIDE_NAME[side][locale] })),
    el(
      { fontSize: 16, color: C.inkSoft },
      cards.length === 1 ? T.one[locale] : fmt(T.count[locale], { n: cards.length }),
    ),
  ]);
  const rows: SatoriNode[] = [];
  for (let i = 0; i < cards.length; i += cols) {
    const row = cards.slice(i, i + cols).map((id) => cardNode(id, side, locale, CARD_W));
    rows.push(el({ alignItems: 'stretch', marginBottom: GAP, gap: GAP }, row));
  }
  if (cards.length === 0)
    rows.push(el({ fontSize: 18, color: C.inkSoft, padding: '20px 0', marginBottom: GAP }, T.empty[locale]));
  const footer = el({ fontSize: 13, color: C.inkSoft, lineHeight: 1.35 }, T.footer[locale]);
  const tree = el(
    {
      width: width - 2 * PAD,
      flexDirection: 'column',
      padding: PAD,
      backgroundColor: C.page,
      fontFamily: FONT_FAMILY,
      color: C.ink,
    },
    [title, ...rows, footer],
  );
  const svg = await satori(tree as unknown as SatoriInput, { width, fonts });
  const height = Number(/height="([\d.]+)"/.exec(svg)?.[1] ?? 0);
  return { svg, width, height };
}

/** The hand as a PNG buffer. */
export async function renderHandPng(cards: readonly CardId[], side: NSide, locale: Locale): Promise<Buffer> {
  const { svg } = await renderHandSvg(cards, side, locale);
  return (await svgToPngFast(svg)).png;
}
