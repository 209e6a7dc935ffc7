// What a button press is to the bot: one interaction kind per custom_id format. Each kind is one
// module that encodes its ids (for the posts and replies that carry its buttons), parses a pressed
// id back (strictly: a malformed or foreign id is no press of that kind), and runs the press. The
// router (src/bot/router.ts) lists the kinds and asks each in turn; an id no kind reads is an old
// or foreign button. Kinds the service's posts need live at the service layer (this folder, or the
// module of their feature: confirm.ts, undo.ts, clock/sweep.ts, private-buttons.ts); the league's at
// the league layer.
//
// Also here, what every kind's id is made of: a game's id in 22 characters, and a view's key.
import { createHash } from 'node:crypto';
import stringify from 'safe-stable-stringify';
import type { Locale } from '#engine/types.ts';
import type { ServiceDeps } from '../types.ts';

/** A button on a post or a reply. */
export interface OutButton {
  customId: string;
  label: string;
  style: 'primary' | 'secondary' | 'success' | 'danger';
}

/** Who pressed, where (the router has checked every field: src/bot/input.ts). */
export interface Press {
  guildId: string | null;
  channelId: string;
  userId: string;
  userName?: string;
  locale: Locale;
  /** Manage Server permission in this guild. */
  canManageGuild: boolean;
  /** The ids of the member's roles on this server. */
  memberRoles?: string[];
  /** The interaction's id (an accept contributes it to the dice key). */
  interactionId?: string;
}

/** The answer to a press, seen by the presser only. */
export interface PressReply {
  content: string;
  /** Their own next choices, as buttons. */
  buttons?: OutButton[][];
}

export interface InteractionKind<P> {
  /** For logs and tests. */
  name: string;
  /** The press an id stands for, or null when it is no id of this kind. */
  parse(customId: string): P | null;
  run(deps: ServiceDeps, press: Press, parsed: P): Promise<PressReply>;
}

/** A game's UUID as 22 base64url characters (custom_id is at most 100 characters). */
export function compactGameId(gameId: string): string {
  return Buffer.from(gameId.replace(/-/g, ''), 'hex').toString('base64url');
}

/** The UUID back from compactGameId(); null when `s` is not one. */
export function expandGameId(s: string): string | null {
  if (!/^[A-Za-z0-9_-]{22}$/.test(s)) return null;
  const hex = Buffer.from(s, 'base64url').toString('hex');
  if (hex.length !== 32) return null;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A short key of a view: equal views (whatever their key order) give equal keys. */
export function viewKey(view: unknown): string {
  return createHash('sha256')
    .update(stringify(view) ?? '')
    .digest('base64url')
    .slice(0, 12);
}
