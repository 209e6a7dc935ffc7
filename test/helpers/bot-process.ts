// The bot as a CHILD PROCESS (`node --import tsx src/main.ts`), for crash and outage tests: spawn
// it with an environment, wait for "connected to Discord", kill it (SIGKILL: no cleanup at all,
// like a power cut) or stop it (SIGTERM), restart it, and keep everything it printed.
//
//   const bot = new BotProcess({ env: { DISCORD_TOKEN: 'x', DISCORD_API_URL: fake.apiUrl, DATABASE_URL } });
//   await bot.start();      // resolves once the log says "connected to Discord"
//   bot.kill();             // SIGKILL, returns at once; await bot.exited() to wait for the exit
//   await bot.start();      // again, same env
//   bot.output()            // stdout+stderr of every run, each run headed by "=== run N ==="
//
// Self-contained on purpose ("ops" has a start-up helper too; the lead may merge the two).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface BotProcessOptions {
  /** Added to a minimal environment (PATH, HOME); LOG_FORMAT=json unless given. */
  env: Record<string, string>;
  /** Max wait for "connected to Discord" (default 60 s). */
  readyTimeoutMs?: number;
  /** Echo the child's output to this process's stderr (or BOT_PROCESS_VERBOSE=1). */
  verbose?: boolean;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export class BotProcess {
  private child: ChildProcess | null = null;
  private exitP: Promise<Exit> | null = null;
  private readonly chunks: string[] = [];
  private runs = 0;
  /** Exits of earlier runs, in order (what the tests expect: SIGKILL/SIGTERM ones). */
  readonly exits: Exit[] = [];
  private lineListeners = new Set<(line: string) => void>();

  constructor(private readonly opts: BotProcessOptions) {}

  get running(): boolean {
    return this.child !== null;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Spawns the bot and resolves when it has connected to (the fake) Discord. */
  async start(): Promise<void> {
    if (this.child) throw new Error('bot process already running');
    this.runs++;
    this.chunks.push(`=== run ${this.runs} ===\n`);
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_FORMAT: 'json', ...this.opts.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const verbose = this.opts.verbose ?? process.env.BOT_PROCESS_VERBOSE === '1';
    let partial = '';
    const onData = (buf: Buffer) => {
      const s = buf.toString('utf8');
      this.chunks.push(s);
      if (verbose) process.stderr.write(s);
      partial += s;
      const lines = partial.split('\n');
      partial = lines.pop() ?? '';
      for (const l of lines) for (const f of [...this.lineListeners]) f(l);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    this.exitP = new Promise<Exit>((resolve) => {
      child.once('exit', (code, signal) => {
        const e = { code, signal };
        this.exits.push(e);
        this.chunks.push(`=== exit ${JSON.stringify(e)} ===\n`);
        if (this.child === child) this.child = null;
        resolve(e);
      });
    });
    const exitP = this.exitP;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => done(new Error(`bot did not connect within ${this.opts.readyTimeoutMs ?? 60_000} ms\n${this.tail()}`)), this.opts.readyTimeoutMs ?? 60_000);
      const listener = (line: string) => {
        if (line.includes('connected to Discord')) done();
      };
      const done = (err?: Error) => {
        clearTimeout(timer);
        this.lineListeners.delete(listener);
        if (err) reject(err);
        else resolve();
      };
      this.lineListeners.add(listener);
      void exitP.then((e) => done(new Error(`bot exited before connecting: ${JSON.stringify(e)}\n${this.tail()}`)));
    });
  }

  /** SIGKILL now (no handler runs). Resolves when the process is gone. */
  async kill(): Promise<Exit | null> {
    const child = this.child;
    if (!child) return null;
    child.kill('SIGKILL');
    return this.exitP!;
  }

  /** SIGTERM (graceful shutdown). Resolves with the exit. */
  async stop(): Promise<Exit | null> {
    const child = this.child;
    if (!child) return null;
    child.kill('SIGTERM');
    return this.exitP!;
  }

  /** Resolves when the current run exits (never, while it lives). */
  exited(): Promise<Exit> | null {
    return this.exitP;
  }

  /** Calls f for every output line from now on; returns an unsubscribe. */
  onLine(f: (line: string) => void): () => void {
    this.lineListeners.add(f);
    return () => this.lineListeners.delete(f);
  }

  output(): string {
    return this.chunks.join('');
  }

  /** The last n characters of the output (for failure messages). */
  tail(n = 4000): string {
    const s = this.output();
    return s.length > n ? s.slice(-n) : s;
  }
}
