// 日露大戦 [rule 10.0] cards, by the rulebook: deck and refill, events, uses.
export * from './deck.ts';
export * from './events.ts';
export * from './uses.ts';
