// The bot as a CHILD PROCESS that is started again and again (`src/main.ts` as the run's bundle,
// through spawnBundledBot: one file, started with plain node; see scripts/bundle.mjs), for crash and
// outage tests: start it with an environment, wait for "connected to Discord", kill it
// (SIGKILL: no cleanup at all, like a power cut) or stop it (SIGTERM), restart it, and keep
// everything every run printed.
//
//   const bot = new BotProcess({ env: { DISCORD_TOKEN: 'x', DISCORD_API_URL: fake.apiUrl, DATABASE_URL } });
//   await bot.start();      // resolves once the log says "connected to Discord"
//   await bot.kill();       // SIGKILL; resolves with the exit
//   await bot.start();      // again, same env
//   bot.output()            // stdout+stderr of every run, each run headed by "=== run N ==="
import { baseEnv, spawnBundledBot, type SpawnedBot } from './spawn-bot.ts';

export interface BotProcessOptions {
  /** Added to a minimal environment (PATH, HOME); LOG_FORMAT=json unless given. */
  env: Record<string, string>;
  /** Max wait for "connected to Discord" (default 60 s). */
  readyTimeoutMs?: number;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export class BotProcess {
  private run: { bot: SpawnedBot; exit: Promise<Exit>; done: boolean } | null = null;
  private readonly earlier: string[] = [];
  private runs = 0;
  /** Exits of earlier runs, in order (what the tests expect: SIGKILL/SIGTERM ones). */
  readonly exits: Exit[] = [];

  constructor(private readonly opts: BotProcessOptions) {}

  get running(): boolean {
    return this.run !== null && !this.run.done;
  }

  /** Spawns the bot and resolves when it has connected to (the fake) Discord. */
  async start(): Promise<void> {
    if (this.running) throw new Error('bot process already running');
    this.closeRun();
    this.runs++;
    const bot = spawnBundledBot({ ...baseEnv(), LOG_FORMAT: 'json', ...this.opts.env });
    const run = {
      bot,
      done: false,
      exit: new Promise<Exit>((resolve) => {
        bot.child.once('exit', (code, signal) => {
          run.done = true;
          this.exits.push({ code, signal });
          resolve({ code, signal });
        });
      }),
    };
    this.run = run;
    try {
      await bot.waitForLine(/connected to Discord/, this.opts.readyTimeoutMs ?? 60_000);
    } catch (err) {
      throw new Error(`${(err as Error).message.split('\n')[0]}\n${this.tail()}`);
    }
  }

  /** SIGKILL now (no handler runs). Resolves when the process is gone. */
  async kill(): Promise<Exit | null> {
    return this.signal('SIGKILL');
  }

  /** SIGTERM (graceful shutdown). Resolves with the exit. */
  async stop(): Promise<Exit | null> {
    return this.signal('SIGTERM');
  }

  private async signal(sig: NodeJS.Signals): Promise<Exit | null> {
    const run = this.run;
    if (!run || run.done) return null;
    run.bot.child.kill(sig);
    return run.exit;
  }

  /** Moves a finished run's output into the history. */
  private closeRun(): void {
    if (!this.run) return;
    const last = this.exits[this.exits.length - 1];
    this.earlier.push(`=== run ${this.runs} ===\n${this.run.bot.output()}=== exit ${JSON.stringify(last)} ===\n`);
    this.run = null;
  }

  output(): string {
    const current = this.run
      ? `=== run ${this.runs} ===\n${this.run.bot.output()}${this.run.done ? `=== exit ${JSON.stringify(this.exits[this.exits.length - 1])} ===\n` : ''}`
      : '';
    return this.earlier.join('') + current;
  }

  /** The last n characters of the output (for failure messages). */
  tail(n = 4000): string {
    const s = this.output();
    return s.length > n ? s.slice(-n) : s;
  }
}
