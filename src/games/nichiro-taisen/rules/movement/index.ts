// 日露大戦 [rule 8.0] movement: normal moves, moves along lines (rail, strategic, transport), making a move.
export * from './normal.ts';
export * from './lines.ts';
export * from './move.ts';
