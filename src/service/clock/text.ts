// How clocks read in posts, /status and reminders: each side's time left, and for a running clock
// the moment it runs out as a Discord timestamp (<t:…:R>), which every reader sees in their own
// time zone and language ("in 2 days").
import type { GameModule, Text } from '#engine/types.ts';
import { deadline, discordTime, formatDuration, remaining, type Clock, type Pace } from './time.ts';
import { t } from '../i18n.ts';

export function clockLines(m: GameModule, c: Clock, now: Date): Text {
  const parts = Object.keys(c.sides).map((side) => {
    const name = m.sideName(side);
    if (c.flagged === side) return t('clockOutOfTime', { sideJa: name.ja, sideEn: name.en });
    const left = formatDuration(remaining(c, side, now));
    const out = deadline(c, side);
    return out
      ? t('clockLeftUntil', { sideJa: name.ja, sideEn: name.en, left, at: discordTime(out) })
      : t('clockLeft', { sideJa: name.ja, sideEn: name.en, left });
  });
  return t('clockLine', { partsJa: parts.map((p) => p.ja).join('・'), partsEn: parts.map((p) => p.en).join(' · ') });
}

/** A pace in words ("3 days, +1 day a move, at most 4 days"). */
export function paceText(p: Pace): Text {
  const d = (ms: number) => formatDuration(ms);
  if (p.startMs === p.incrementMs && p.incrementMs === p.capMs) return t('pacePerMove', { cap: d(p.capMs) });
  return t('pace', { start: d(p.startMs), increment: d(p.incrementMs), cap: d(p.capMs) });
}
