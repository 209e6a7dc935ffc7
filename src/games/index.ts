// The registry of playable games.
import type { GameModule } from '../engine/types.ts';
import { hotenKaisen } from './hoten-kaisen/index.ts';
import { nichiroTaisen } from './nichiro-taisen/index.ts';

export const GAMES: Record<string, GameModule> = {
  [hotenKaisen.id]: hotenKaisen,
  [nichiroTaisen.id]: nichiroTaisen,
};

export function getGame(id: string): GameModule | undefined {
  return GAMES[id];
}
