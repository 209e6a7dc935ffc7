// 日露大戦 [rule 9.0] combat, by the rulebook's steps: declaration, resolution, losses, retreat, advance.
export * from './declaration.ts';
export * from './resolution.ts';
export * from './losses.ts';
export * from './retreat.ts';
export * from './advance.ts';
