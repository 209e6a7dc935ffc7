// Most test files share long-lived processes (vitest.config.ts, project 'shared'): module state
// carries over from one file to the next. A file that changes what the process holds for every
// later file must run in a process of its own (the ISOLATED list), or a later file in the same
// fork sees it — a test game registered from the test folder showed up in another file's loop
// over the registered games. This reads every test file for such changes and checks each is on
// the list.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The ISOLATED list of vitest.config.ts, as written there. */
function isolatedPatterns(): string[] {
  const config = fs.readFileSync(path.join(ROOT, 'vitest.config.ts'), 'utf8');
  const list = /const ISOLATED = \[([\s\S]*?)\];/.exec(config);
  if (!list) throw new Error('vitest.config.ts has no ISOLATED list');
  return [...list[1]!.matchAll(/'([^']+)'/g)].map((m) => m[1]!);
}

/** Whether a pattern of the list ('dir/**\/*.test.ts' or a file) covers a test file. */
function covers(pattern: string, file: string): boolean {
  const star = pattern.indexOf('**/');
  return star === -1 ? pattern === file : file.startsWith(pattern.slice(0, star)) && file.endsWith('.test.ts');
}

function testFiles(dir = 'test'): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return testFiles(rel);
    return e.name.endsWith('.test.ts') ? [rel] : [];
  });
}

/** What changes the process for the files after it, by what a file's text shows. */
const PROCESS_WIDE: [string, RegExp][] = [
  ['registers a test game', /third-shape\/register|registerGame\(/],
  ['sets the environment', /process\.env\.[A-Z_]+ =|delete process\.env|vi\.stubEnv/],
  ['fakes timers or globals', /vi\.useFakeTimers|vi\.stubGlobal/],
  ['mocks or spies', /vi\.mock\(|vi\.spyOn/],
  ['sets up logging', /configureLogging\(/],
  ['reads or closes the render pool', /renderPoolStats|closeRenderPool/],
];

describe('files that change process-wide state run in a process of their own', () => {
  it('every such test file is on the ISOLATED list of vitest.config.ts', () => {
    const patterns = isolatedPatterns();
    const missing: string[] = [];
    for (const file of testFiles()) {
      if (file === 'test/arch/isolated-files.test.ts') continue;
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      const why = PROCESS_WIDE.filter(([, re]) => re.test(text)).map(([w]) => w);
      if (why.length && !patterns.some((p) => covers(p, file))) missing.push(`${file}: ${why.join(', ')}`);
    }
    expect(missing).toEqual([]);
  });

  it('the check sees a file that is not on the list', () => {
    expect(covers('test/resilience/**/*.test.ts', 'test/resilience/kill9.test.ts')).toBe(true);
    expect(covers('test/engine/rule-index.test.ts', 'test/engine/rule-index.test.ts')).toBe(true);
    expect(covers('test/engine/rule-index.test.ts', 'test/engine/board.test.ts')).toBe(false);
    expect(isolatedPatterns()).toContain('test/engine/autocomplete-property.test.ts');
  });
});
