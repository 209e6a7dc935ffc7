// Nothing ends the process without a structured log line.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/spawn-bot.ts';

function run(code: string): Promise<{ exit: number | null; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '' },
  });
  let stderr = '';
  child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
  return new Promise((resolve) => child.on('close', (exit) => resolve({ exit, stderr })));
}

const PRELUDE = `
import { configureLogging, logger } from './src/log.ts';
import { installProcessHandlers } from './src/process.ts';
configureLogging({ level: 'info', format: 'json', secrets: ['s3cret-token-text'] });
installProcessHandlers(logger.child({ module: 'main' }));
`;

function jsonLines(s: string): Record<string, unknown>[] {
  return s
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

describe('process-level error handlers', () => {
  it('an uncaught exception is logged as one structured line (secrets redacted), then the process exits 1', async () => {
    const r = await run(`${PRELUDE} setTimeout(() => { throw new Error('kaboom with s3cret-token-text'); }, 10);`);
    expect(r.exit).toBe(1);
    const lines = jsonLines(r.stderr);
    const line = lines.find((l) => l.msg === 'uncaught exception; exiting');
    expect(line, r.stderr).toBeDefined();
    expect(line).toMatchObject({ level: 'error', module: 'main' });
    expect(JSON.stringify(line)).toContain('kaboom');
    expect(r.stderr).not.toContain('s3cret-token-text');
  });

  it('an unhandled rejection is logged as one structured line and the process keeps running', async () => {
    const r = await run(
      `${PRELUDE} Promise.reject(new Error('nobody awaited me')); setTimeout(() => { process.stderr.write('{"msg":"still alive"}\\n'); process.exit(0); }, 200);`,
    );
    expect(r.exit).toBe(0);
    const lines = jsonLines(r.stderr);
    expect(
      lines.find((l) => l.msg === 'unhandled promise rejection (the process keeps running)'),
      r.stderr,
    ).toMatchObject({ level: 'error' });
    expect(JSON.stringify(lines)).toContain('nobody awaited me');
    expect(lines.some((l) => l.msg === 'still alive')).toBe(true);
  });
});
