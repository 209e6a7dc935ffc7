// 関ヶ原無双: hints for the generic computer players and the AI seat (src/ai).
import type { GameAi } from '#ai/player.ts';
import type { SekiG } from './types.ts';

/** The hints the generic players and the AI seat read (GamePackage.ai). */
export const sekiAi: GameAi<SekiG> = {};
