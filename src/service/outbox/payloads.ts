// What the outbox carries: owed channel posts and DMs (and jobs: the AI seat's turns), written in the same transaction as the
// change that owes them. Views are stored, not states: a payload never holds more than its
// recipient may see.
import type { GameResult, LegalAction, Locale, Side, Text } from '#engine/types.ts';
import type { ClockFace } from '#render/kit/clock.ts';

export interface ButtonPrompt {
  /** Only this user may press the buttons. */
  userId: string;
  side: Side;
  /** The buttons name the public position they were drawn at (src/service/interactions/action.ts), not the version. */
  actions: LegalAction[];
}

export type OutboxPayload =
  | {
      type: 'update';
      gameId: string;
      gameType: string;
      version: number;
      /** The public view (what spectators may see). */
      view: unknown;
      lines: Text[];
      summary: Text;
      mention: string[];
      prompt?: ButtonPrompt;
      /** The buttons show only the public choices; the others are made with /act. */
      moreChoices?: boolean;
      result: GameResult | null;
      /** The clocks after the change (games with a clock): one line. */
      clocks?: Text;
      /** The same clocks as the picture draws them (its status panel): each side's time left, whose runs, who is out of time. */
      clockFaces?: ClockFace[];
    }
  | {
      /**
       * The game's pinned status message (posted once, then edited in place): the public map, who
       * acts, the clocks. Never pings (the posts do).
       */
      type: 'status';
      gameId: string;
      gameType: string;
      version: number;
      view: unknown;
      summary: Text;
      /** Who owes a decision (named, not pinged). */
      toAct: string[];
      result: GameResult | null;
      clocks?: Text;
      /** As the update's (the same change, the same instant: both rows share one picture). */
      clockFaces?: ClockFace[];
      /** The game ended without a result (aborted, or ended unrated). */
      aborted?: boolean;
    }
  | {
      type: 'private';
      gameId: string;
      gameType: string;
      channelId: string;
      version: number;
      side: Side;
      sideName: Text;
      /** That side's own view. */
      view: unknown;
      /** The player's hand of cards (games with cards), sent as an image with this text. */
      hand?: { cards: string[]; lines: Text[] };
      lines: Text[];
      summary: Text;
      locale: Locale;
    }
  | {
      type: 'challenge';
      gameId: string;
      gameType: string;
      /** A league's game: a Start button only (it cannot be declined). */
      league?: boolean;
      text: Text;
      mention: string[];
      opponentId: string;
    }
  | {
      type: 'notice';
      gameId: string;
      text: Text;
      mention?: string[];
      /** A DM's language (a player's); channel notices use the channel's. */
      locale?: Locale;
      /** Tells that another message could not be delivered; its own failure is not reported again. */
      failureNotice?: true;
      /** Buttons for the one user who may press them (a timeout's claim). */
      buttons?: { customId: string; label: Text; style: 'primary' | 'secondary' | 'success' | 'danger' }[];
    }
  | {
      /**
       * A job (row kind 'job'), not a message: the AI seat owes the decision of `gameId` at
       * `version` (src/service/ai-seat.ts). Run by the outbox worker, never sent.
       */
      type: 'ai-turn';
      gameId: string;
      version: number;
    }
  | {
      /** A league's post in its channel (no game): an announcement, a result, standings. */
      type: 'league';
      leagueId: string;
      text: Text;
      mention?: string[];
      /** Buttons anyone may press (Join / Leave of a season's sign-up). */
      buttons?: { customId: string; label: Text; style: 'primary' | 'secondary' | 'success' | 'danger' }[];
      /** A table drawn as an image (standings). */
      table?: {
        title: Text;
        subtitle?: Text;
        columns: Text[];
        rows: { rank: number; name: string; cells: (string | number)[] }[];
      };
    };
