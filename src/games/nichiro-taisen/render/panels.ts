// 日露大戦's map image: the contents of the header, the turn and morale tracks and the panels
// (status, cards, markers, last combat).
import type { Locale, Text } from '#engine/types.ts';
import { MORALE_TRACK, TURN_TRACK } from '../data/map.ts';
import { COUNTER_BY_ID, COUNTERS } from '../data/counters.ts';
import { CARD_BY_ID } from '../data/cards.ts';
import type { CombatRecord, NSide, NichiroView } from '../types.ts';
import { paragraphAt, r1, textAt, textWidth, type TextStyle } from '#render/svg-kit.ts';
import { fmt } from '#render/words.ts';
import { SIDE_NAME } from '../messages.ts';
import { C, INNER_W, MARGIN, MORALE_RECT, TRACK_H, Y_HEADER, Y_TRACK, sideColors } from './layout.ts';
import { ST, fitSize, st } from './shapes.ts';
import { infoRects } from './static-layer.ts';
import { LEGEND_TEXT, MODIFIER_NAME, phaseTitle, RESULT_NAME, SIDE_MARK, T, signed } from './words.ts';

export async function header(view: NichiroView, locale: Locale): Promise<string> {
  const out: string[] = [];
  const right = MARGIN + INNER_W;
  const y = Y_HEADER + 24;
  const turnText = `${fmt(T.turn[locale], { n: view.turn })} · ${turnName(view)[locale]}`;
  const turnStyle: TextStyle = { size: 20, weight: 700, color: C.ink, anchor: 'end' };
  out.push(await textAt(turnText, right - 4, y, turnStyle));
  const tw = await textWidth(turnText, turnStyle);
  const chip = view.viewer ? fmt(T.eyesOnly[locale], { side: SIDE_NAME[view.viewer][locale] }) : T.public[locale];
  const chipStyle: TextStyle = { size: 14, weight: 700, color: view.viewer ? '#fff' : C.ink };
  const cw = (await textWidth(chip, chipStyle)) + 20;
  const cx = right - 4 - tw - 16 - cw;
  out.push(
    `<rect x="${r1(cx)}" y="${r1(y - 14)}" width="${r1(cw)}" height="28" rx="6" fill="${view.viewer ? sideColors(view.viewer).dark : '#d9ccaa'}"/>`,
  );
  out.push(await textAt(chip, cx + cw / 2, y, chipStyle, `data-viewer="${view.viewer ?? 'public'}"`));
  return out.join('');
}

export async function turnMarker(view: NichiroView, locale: Locale): Promise<string> {
  const out: string[] = [];
  const labelW = 58;
  const n = TURN_TRACK.length;
  const gap = 4;
  const boxW = (INNER_W - labelW - gap * n) / n;
  for (let i = 0; i < n; i++) {
    const t = TURN_TRACK[i]!;
    const x = MARGIN + labelW + gap + i * (boxW + gap);
    const now = t.turn === view.turn;
    const past = t.turn < view.turn;
    if (now) {
      out.push(
        `<rect data-turn-now="${t.turn}" x="${r1(x)}" y="${Y_TRACK}" width="${r1(boxW)}" height="${TRACK_H}" rx="6" fill="${C.gold}" stroke="${C.ink}" stroke-width="2.5"/>`,
      );
    } else if (past) {
      out.push(
        `<rect x="${r1(x + 1)}" y="${Y_TRACK + 1}" width="${r1(boxW - 2)}" height="${TRACK_H - 2}" rx="5" fill="#ddd2b8"/>`,
      );
    }
    const color = past ? '#8a7c64' : C.ink;
    out.push(await textAt(String(t.turn), x + boxW / 2, Y_TRACK + 15, { size: now ? 18 : 16, weight: 700, color }));
    const month = t.name[locale];
    out.push(
      await textAt(
        month,
        x + boxW / 2,
        Y_TRACK + 36,
        await fitSize(month, boxW - 8, { size: 12, weight: now ? 700 : 400, color }, [12, 11, 10, 9]),
      ),
    );
  }
  return out.join('');
}

export async function moraleMarkers(view: NichiroView, locale: Locale): Promise<string> {
  const out: string[] = [];
  const m = MORALE_RECT;
  const n = MORALE_TRACK.max - MORALE_TRACK.min + 1;
  const top = m.y + 26;
  const cell = (m.h - 32) / n;
  for (const side of ['japan', 'russia'] as const) {
    const v = Math.max(MORALE_TRACK.min, Math.min(MORALE_TRACK.max, view.morale[side]));
    const y = top + (MORALE_TRACK.max - v) * cell + (cell - 3) / 2;
    const x = m.x + (side === 'japan' ? 50 : 79);
    const { dark } = sideColors(side);
    out.push(
      `<g data-morale="${side}" data-value="${view.morale[side]}"><rect x="${r1(x - 13 + 1.5)}" y="${r1(y - 13 + 1.5)}" width="26" height="26" rx="4" fill="#000" fill-opacity=".3"/><rect x="${r1(x - 13)}" y="${r1(y - 13)}" width="26" height="26" rx="4" fill="${dark}" stroke="#fff" stroke-width="1.5"/>`,
    );
    out.push(await textAt(SIDE_MARK[side][locale], x, y, { size: 15, weight: 700, color: '#fff' }));
    out.push('</g>');
  }
  return out.join('');
}

async function chipAt(
  text: string,
  x: number,
  y: number,
  side: NSide | null,
  size = 13,
): Promise<{ svg: string; w: number }> {
  const style: TextStyle = { size, weight: 700, color: side ? '#fff' : C.ink };
  const w = (await textWidth(text, style)) + 14;
  const fill = side ? sideColors(side).dark : '#d9ccaa';
  const svg =
    `<rect x="${r1(x)}" y="${r1(y - size * 0.85)}" width="${r1(w)}" height="${r1(size * 1.7)}" rx="5" fill="${fill}"/>` +
    (await textAt(text, x + w / 2, y, style));
  return { svg, w };
}

export async function statusPanel(view: NichiroView, locale: Locale): Promise<string> {
  const r = infoRects().status;
  const out: string[] = [];
  const x = r.x + 12;
  const w = r.w - 24;
  let y = r.y + 38;
  if (view.result) {
    const res = view.result;
    const winner = res.winner === 'japan' || res.winner === 'russia' ? res.winner : null;
    const head = winner ? fmt(T.wins[locale], { side: SIDE_NAME[winner][locale] }) : T.draw[locale];
    const chip = await chipAt(`${T.over[locale]} · ${head}`, x, y, winner, 17);
    out.push(`<g data-result="${winner ?? 'draw'}">${chip.svg}</g>`);
    y += 22;
    const p = await paragraphAt(res.reason[locale], x, y, w, { size: 14, color: C.ink, lineHeight: 1.3, maxLines: 3 });
    out.push(p.svg);
    y += p.height + 4;
  } else {
    // Whose player turn, which phase.
    if (view.phasing && view.phase) {
      const chip = await chipAt(
        fmt(T.playerTurn[locale], { side: SIDE_NAME[view.phasing][locale] }),
        x,
        y,
        view.phasing,
        14,
      );
      out.push(`<g data-phasing="${view.phasing}" data-phase="${view.phase}">${chip.svg}</g>`);
      let px = x + chip.w + 10;
      const phase = phaseTitle(view.phase, locale);
      out.push(await textAt(phase, px, y, st(ST.bodyBold, { size: 16 })));
      px += (await textWidth(phase, st(ST.bodyBold, { size: 16 }))) + 10;
      if (view.extraPhase) out.push((await chipAt(T.forcedMarch[locale], px, y, null, 12)).svg);
    }
    y += 28;
    // Who owes a decision, and what (without the side's name, which the chip shows, and not
    // when it only names the phase again).
    out.push(await textAt(`${T.toAct[locale]}:`, x, y, ST.small));
    let px = x + (await textWidth(`${T.toAct[locale]}:`, ST.small)) + 8;
    if (view.toAct.length === 0) out.push(await textAt(T.nobody[locale], px, y, ST.body));
    for (const s of view.toAct) {
      const chip = await chipAt(SIDE_NAME[s][locale], px, y, s, 13);
      out.push(`<g data-to-act="${s}">${chip.svg}</g>`);
      px += chip.w + 6;
    }
    y += 14;
    const what = decisionWords(view, locale);
    if (what) {
      const p = await paragraphAt(what, x, y, w, {
        size: 15,
        weight: 700,
        color: C.ink,
        lineHeight: 1.25,
        maxLines: 2,
      });
      out.push(`<g data-decision="1">${p.svg}</g>`);
      y += p.height + 3;
    }
    // The game turn and morale: what the summary adds to the panel, without repeating it.
    const facts = `${fmt(T.turn[locale], { n: view.turn })} (${turnName(view)[locale]}) · ${T.morale[locale]} ${SIDE_MARK.japan[locale]}${view.morale.japan} ${SIDE_MARK.russia[locale]}${view.morale.russia}`;
    y += 12;
    out.push(await textAt(facts, x, y, st(ST.bodyBold, { size: 15 }), 'data-facts="1"'));
    // The combat being resolved or the last one: its die and result (the combat panel is not in
    // the phone picture).
    const c = view.combat ?? view.lastCombat;
    if (c && y + 24 <= r.y + r.h - 6) {
      y += 22;
      const line = `${LEGEND_TEXT.combat![locale]} ${c.target}: ${T.die[locale]} ${c.die ?? '—'} → ${T.result[locale]} ${c.result ?? T.pending[locale]}`;
      out.push(await textAt(line, x, y, st(ST.bodyBold, { size: 15, color: C.combat }), 'data-last-die="1"'));
    }
  }
  return out.join('');
}

/** The decision owed, as the panel shows it: without its side's name, null when it names only the phase. */
function decisionWords(view: NichiroView, locale: Locale): string | null {
  const what = view.decisionText?.[locale] ?? view.decision;
  if (!what) return null;
  let rest = what;
  for (const s of view.toAct) {
    const head = `${SIDE_NAME[s][locale]}: `;
    if (rest.startsWith(head)) rest = rest.slice(head.length);
  }
  const phase = view.phase ? phaseTitle(view.phase, locale) : null;
  if (phase && rest.trim().toLowerCase() === phase.toLowerCase()) return null;
  // A sentence of its own in English once the side's name is gone.
  return locale === 'en' ? rest.charAt(0).toUpperCase() + rest.slice(1) : rest;
}

function cardBack(x: number, y: number, w = 16, h = 22): string {
  return `<rect x="${r1(x)}" y="${r1(y)}" width="${w}" height="${h}" rx="2.5" fill="#3b4a6b" stroke="#fff" stroke-width="1.2"/><rect x="${r1(x + 3)}" y="${r1(y + 3)}" width="${w - 6}" height="${h - 6}" rx="1.5" fill="none" stroke="#c9b57a" stroke-width="1"/>`;
}

export async function cardsPanel(view: NichiroView, locale: Locale): Promise<string> {
  const r = infoRects().cards;
  const out: string[] = [];
  const x = r.x + 12;
  let y = r.y + 40;
  // Hand sizes (public), as fanned card backs and a number.
  for (const side of ['japan', 'russia'] as const) {
    const n = view.handSizes[side];
    out.push(
      await textAt(
        `${SIDE_NAME[side][locale]} ${T.hand[locale]}`,
        x,
        y,
        st(ST.bodyBold, { color: sideColors(side).dark }),
      ),
    );
    const bx = x + 118;
    for (let i = 0; i < Math.min(n, 6); i++) out.push(cardBack(bx + i * 11, y - 11));
    out.push(
      await textAt(
        fmt(T.nCards[locale], { n }),
        bx + Math.min(n, 6) * 11 + 12,
        y,
        st(ST.bodyBold, { size: 16 }),
        `data-hand-size="${side}"`,
      ),
    );
    y += 28;
  }
  out.push(
    await textAt(
      `${T.deck[locale]} ${fmt(T.nCards[locale], { n: view.deckSize })} · ${T.discard[locale]} ${fmt(T.nCards[locale], { n: view.discardSize })}`,
      x,
      y,
      ST.body,
    ),
  );
  y += 22;
  out.push(await textAt(T.topDiscard[locale], x, y, ST.small));
  y += 8;
  if (view.topDiscard && CARD_BY_ID[view.topDiscard]) {
    const c = CARD_BY_ID[view.topDiscard]!;
    const w = r.w - 24;
    out.push(`<g data-top-discard="${view.topDiscard}">`);
    out.push(
      `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="52" rx="5" fill="#fffaf0" stroke="${C.panelBorder}" stroke-width="1.2"/>`,
    );
    out.push(`<rect x="${r1(x + 1)}" y="${r1(y + 1)}" width="${r1(w - 2)}" height="25" rx="4" fill="#fbe9e6"/>`);
    out.push(`<rect x="${r1(x + 1)}" y="${r1(y + 26)}" width="${r1(w - 2)}" height="25" rx="4" fill="#e6efe0"/>`);
    out.push(await textAt(view.topDiscard, x + 8, y + 26, st(ST.bodyBold, { size: 15 })));
    const nx = x + 46;
    const maxW = w - 52;
    const jn = c.japan.name[locale];
    const rn = c.russia.name[locale];
    out.push(
      await textAt(
        jn,
        nx,
        y + 13.5,
        await fitSize(jn, maxW, st(ST.bodyBold, { color: C.japanDark }), [14, 13, 12, 11, 10]),
      ),
    );
    out.push(
      await textAt(
        rn,
        nx,
        y + 38.5,
        await fitSize(rn, maxW, st(ST.bodyBold, { color: C.russiaDark }), [14, 13, 12, 11, 10]),
      ),
    );
    out.push('</g>');
  } else {
    out.push(await textAt(view.topDiscard ?? T.noDiscard[locale], x, y + 14, ST.body));
  }
  return out.join('');
}

export async function markersPanel(view: NichiroView, locale: Locale): Promise<string> {
  const r = infoRects().markers;
  const out: string[] = [];
  const x = r.x + 12;
  const vx = r.x + r.w * 0.56;
  let y = r.y + 38;
  const m = view.markers;
  const row = async (label: string, value: string, active: boolean, attrs = '') => {
    out.push(await textAt(label, x, y, st(ST.body, { size: 13, color: active ? C.ink : C.inkSoft })));
    if (active) {
      const vw = await textWidth(value, st(ST.bodyBold, { size: 13 }));
      out.push(`<rect x="${r1(vx - 5)}" y="${r1(y - 10)}" width="${r1(vw + 10)}" height="20" rx="4" fill="#f6d9a4"/>`);
    }
    out.push(
      await textAt(
        value,
        vx,
        y,
        st(active ? ST.bodyBold : ST.body, { size: 13, color: active ? C.ink : C.inkSoft }),
        attrs,
      ),
    );
    y += 19.5;
  };
  await row(
    T.paFleet[locale],
    m.paFleetCannotSortie ? T.paFleetBlocked[locale] : T.paFleetFree[locale],
    m.paFleetCannotSortie,
    'data-marker="pa-fleet"',
  );
  await row(
    T.handLimit[locale],
    m.japanHandLimit === null ? T.none[locale] : fmt(T.nCards[locale], { n: m.japanHandLimit }),
    m.japanHandLimit !== null,
  );
  await row(
    T.homeTransport[locale],
    m.japanNoHomeTransport ? T.barred[locale] : T.allowed[locale],
    m.japanNoHomeTransport,
  );
  await row(
    `${T.forcedMarchUsed[locale]} / ${T.railUsed[locale]}`,
    `${m.forcedMarchUsed ? T.used[locale] : T.unused[locale]} / ${m.railMoveUsed ? T.used[locale] : T.unused[locale]}`,
    m.forcedMarchUsed || m.railMoveUsed,
  );
  const md = m.moraleCheckDieModifier;
  await row(
    T.moraleDie[locale],
    `${SIDE_MARK.japan[locale]} ${signed(md.japan)} / ${SIDE_MARK.russia[locale]} ${signed(md.russia)}`,
    md.japan !== 0 || md.russia !== 0,
  );
  const lost = view.lostThisTurn;
  await row(
    T.lost[locale],
    `${SIDE_MARK.japan[locale]} ${lost.japan} / ${SIDE_MARK.russia[locale]} ${lost.russia}`,
    lost.japan + lost.russia > 0,
  );
  const zoc = m.zocLoss.map((id) => (view.units.some((u) => u.id === id) ? COUNTER_BY_ID[id]!.short : id));
  await row(T.zocLoss[locale], zoc.length ? zoc.join(', ') : T.none[locale], zoc.length > 0);
  return out.join('');
}

/** The turn's month (the turn track's data). */
function turnName(view: NichiroView): Text {
  return TURN_TRACK[view.turn - 1]!.name;
}

function unitShort(id: string): string {
  return COUNTERS.find((c) => c.id === id)?.short ?? id;
}

export async function combatPanel(view: NichiroView, locale: Locale): Promise<string> {
  const r = infoRects().combat;
  const out: string[] = [];
  const c: CombatRecord | null = view.combat ?? view.lastCombat;
  const title = view.combat ? T.combatNow : T.lastCombat;
  out.push(
    await textAt(title[locale], r.x + 12, r.y + 15, st(ST.panelTitle, { color: view.combat ? C.combat : C.inkSoft })),
  );
  if (!c) {
    out.push(await textAt(T.noCombat[locale], r.x + 12, r.y + 44, st(ST.body, { color: C.inkSoft })));
    return out.join('');
  }
  const att = c.attackerSide;
  const def: NSide = att === 'japan' ? 'russia' : 'japan';
  const x = r.x + 12;
  const resultW = 170;
  const innerW = r.w - 24 - resultW - 12;
  // One row per side: units, printed strength, modifiers, total.
  const modsOf = (role: 'attacker' | 'defender') => c.modifiers.filter((m) => m.side === role);
  const rowFor = async (role: 'attacker' | 'defender', side: NSide, y: number) => {
    const { dark, body } = sideColors(side);
    out.push(
      `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(innerW)}" height="50" rx="6" fill="${body}" stroke="${dark}" stroke-width="1.2"/>`,
    );
    out.push(
      await textAt(
        `${(role === 'attacker' ? T.attacker : T.defender)[locale]} · ${SIDE_NAME[side][locale]}`,
        x + 8,
        y + 12,
        st(ST.smallBold, { color: dark }),
      ),
    );
    const units =
      role === 'attacker'
        ? c.attackers.map((a) => `${unitShort(a.id)} (${a.hex})`).join(', ')
        : `${c.defenders.map((id) => unitShort(id)).join(', ')} (${c.target})`;
    out.push(
      await textAt(
        units,
        x + 8,
        y + 34,
        await fitSize(units, innerW * 0.5, st(ST.bodyBold, { size: 15 }), [15, 13, 12, 11]),
      ),
    );
    const printed = role === 'attacker' ? c.attackStrength : c.defenseStrength;
    const mods = modsOf(role);
    const total = printed + mods.reduce((a, m) => a + m.value, 0);
    const modText = mods.length
      ? mods.map((m) => `${MODIFIER_NAME[m.code]?.[locale] ?? m.code} ${signed(m.value)}`).join(' ')
      : T.noModifier[locale];
    const mx = x + innerW * 0.52;
    out.push(await textAt(`${printed}`, mx + 12, y + 25, { size: 20, weight: 700, color: C.ink }));
    out.push(
      await textAt(
        modText,
        mx + 28,
        y + 25,
        await fitSize(modText, innerW * 0.48 - 80, st(ST.small, { color: C.ink }), [12, 11, 10]),
      ),
    );
    out.push(
      await textAt(
        `= ${total}`,
        x + innerW - 8,
        y + 25,
        { size: 22, weight: 700, color: dark, anchor: 'end' },
        `data-total="${role}"`,
      ),
    );
  };
  await rowFor('attacker', att, r.y + 28);
  await rowFor('defender', def, r.y + 84);
  // Differential, column, die, events.
  let y = r.y + 152;
  const col = c.column === null ? T.noAttack[locale] : signed(c.column);
  const parts = [
    `${T.differential[locale]} ${signed(c.differential)}`,
    `${T.column[locale]} ${col}`,
    `${T.die[locale]} ${c.die ?? '—'}`,
    `${T.rolled[locale]} ${c.rolled ?? '—'}`,
  ];
  if (c.support) parts.push(`${T.support[locale]} ${c.support}`);
  const line = parts.join(' · ');
  out.push(await textAt(line, x, y, await fitSize(line, innerW, st(ST.bodyBold, { size: 14 }), [14, 13, 12, 11])));
  if (c.events.length) {
    y += 17;
    const ev = c.events
      .map((e) => {
        const name = CARD_BY_ID[e.card]?.[e.side].name[locale] ?? e.card;
        return `${SIDE_MARK[e.side][locale]} ${e.card} ${name}: ${e.from ?? '—'}→${e.to ?? '—'}`;
      })
      .join(' · ');
    out.push(
      await textAt(
        `${T.events[locale]}: ${ev}`,
        x,
        y,
        await fitSize(`${T.events[locale]}: ${ev}`, innerW, st(ST.small, { color: C.ink }), [12, 11, 10, 9]),
      ),
    );
  }
  // The result, large.
  const rx = r.x + r.w - 12 - resultW;
  const ry = r.y + 28;
  const rh = r.h - 40;
  const res = c.result;
  out.push(
    `<rect data-combat-result="${res ?? 'pending'}" x="${r1(rx)}" y="${r1(ry)}" width="${resultW}" height="${r1(rh)}" rx="8" fill="${res ? '#fff4f0' : '#f3efe4'}" stroke="${res ? C.combat : C.panelBorder}" stroke-width="2"/>`,
  );
  out.push(
    await textAt(T.result[locale], rx + resultW / 2, ry + 16, st(ST.smallBold, { anchor: 'middle', color: C.inkSoft })),
  );
  out.push(
    await textAt(res ?? '?', rx + resultW / 2, ry + rh / 2 + 2, {
      size: 46,
      weight: 700,
      color: res ? C.combat : C.inkSoft,
    }),
  );
  const rn = res ? RESULT_NAME[res][locale] : T.pending[locale];
  out.push(
    await textAt(
      rn,
      rx + resultW / 2,
      ry + rh - 20,
      await fitSize(rn, resultW - 12, st(ST.bodyBold, { anchor: 'middle' }), [14, 13, 12, 11]),
    ),
  );
  return out.join('');
}
