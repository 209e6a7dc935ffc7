// How clocks read in posts, /status and reminders: each side's time left, and for a running clock
// the moment it runs out as a Discord timestamp (<t:…:R>), which every reader sees in their own
// time zone and language ("in 2 days").
import type { GameModule, Text } from '../engine/types.ts';
import { deadline, discordTime, formatDuration, remaining, type Clock, type Pace } from './clock.ts';

export function clockLines(m: GameModule, c: Clock, now: Date): Text {
  const parts = Object.keys(c.sides).map((side) => {
    const name = m.sideName(side);
    if (c.flagged === side) return { ja: `${name.ja} 時間切れ`, en: `${name.en} out of time` };
    const left = formatDuration(remaining(c, side, now));
    const out = deadline(c, side);
    return out
      ? { ja: `${name.ja} 残り${left}(${discordTime(out)}に切れる)`, en: `${name.en} ${left} left (runs out ${discordTime(out)})` }
      : { ja: `${name.ja} 残り${left}`, en: `${name.en} ${left} left` };
  });
  return { ja: `⏱ ${parts.map((p) => p.ja).join('・')}`, en: `⏱ ${parts.map((p) => p.en).join(' · ')}` };
}

/** A pace in words ("3 days, +1 day a move, at most 4 days"). */
export function paceText(p: Pace): Text {
  const d = (ms: number) => formatDuration(ms);
  if (p.startMs === p.incrementMs && p.incrementMs === p.capMs) return { ja: `1手${d(p.capMs)}`, en: `${d(p.capMs)} per move` };
  return { ja: `持ち時間${d(p.startMs)}、1手ごとに+${d(p.incrementMs)}(上限${d(p.capMs)})`, en: `${d(p.startMs)}, +${d(p.incrementMs)} a move, at most ${d(p.capMs)}` };
}
