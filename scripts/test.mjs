// `npm test`: the type check (tsc --noEmit) and every test (vitest run) at the same time, not one
// after the other: the type check is one core's work for about 14 s, and the suite's first
// minutes (the whole-process runs, which mostly wait on their child processes) leave a core free
// for it. Exits 0 only when both pass; vitest's arguments pass through (`npm test -- <files>`).
// tsc's report (only its errors) is printed whole after the suite's, so the two never interleave.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);

function run(command, args, capture) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let out = '';
    if (capture) {
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
    }
    child.on('error', (err) => resolve({ code: 1, out: `${out}${err.message}\n` }));
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), out }));
  });
}

const [types, tests] = await Promise.all([
  run(bin('tsc'), ['--noEmit'], true),
  run(bin('vitest'), ['run', ...process.argv.slice(2)], false),
]);
if (types.code === 0) {
  console.log('\ntsc --noEmit: no type errors');
} else {
  process.stdout.write(`\ntsc --noEmit found type errors:\n${types.out}`);
}
process.exit(types.code !== 0 ? types.code : tests.code);
