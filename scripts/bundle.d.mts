// The types of scripts/bundle.mjs (plain JavaScript: it runs before anything can compile TypeScript).
export declare const ROOT: string;
/** The key of the sources as they are now. */
export declare function sourceKey(): string;
/** The folder of the bundle of the sources as they are now (main.mjs, worker-entry.mjs), built first when there is none. */
export declare function ensureBundle(): Promise<string>;
/** Runs an entry of the bot in this process, from its bundle (or from the sources through tsx where it cannot be built). */
export declare function runFromBundle(entry: 'main' | 'shard'): Promise<void>;
