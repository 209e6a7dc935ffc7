// A whole game's players at the fake Discord: slash commands and button presses that wait for their
// own private answer only (posts and DMs arrive in the background), each checked to be ephemeral,
// and every interaction kept for the end-of-game checks.
import { expect } from 'vitest';
import type { InteractionHandle, RecordedInteractionResponse, RecordedMessage, SimpleOptionValue } from '../fake-discord/index.ts';
import type { TestBot } from './app.ts';

export interface Players {
  slash(user: string, name: string, options?: Record<string, SimpleOptionValue>): Promise<RecordedInteractionResponse>;
  press(user: string, message: RecordedMessage, customId: string): Promise<RecordedInteractionResponse>;
  /** Every interaction sent, in order. */
  handles: InteractionHandle[];
}

export function players(bot: () => TestBot, stepMs: number): Players {
  const handles: InteractionHandle[] = [];
  const answered = async (h: InteractionHandle, what: string) => {
    handles.push(h);
    const reply = await h.waitForEdit(undefined, stepMs);
    expect(h.callback?.ephemeral, `${what} answers privately`).toBe(true);
    return reply;
  };
  return {
    handles,
    slash: (user, name, options = {}) => answered(bot().fake.sendSlashCommand({ user, name, options, channelId: bot().channelId }), `/${name}`),
    press: (user, message, customId) => answered(bot().fake.clickButton({ user, messageId: message.id, customId }), `button ${customId}`),
  };
}
