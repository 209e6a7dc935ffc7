// Writes test/durations.json (the order vitest.config.ts gives a run without vitest's own timings:
// longest first) from a whole run's JSON report:
//   npx vitest run --reporter=json --outputFile=/tmp/report.json
//   node scripts/test-durations.mjs /tmp/report.json
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/test-durations.mjs <vitest JSON report>');
  process.exit(2);
}
const report = JSON.parse(readFileSync(file, 'utf8'));
const rows = report.testResults
  .map((r) => [path.relative(ROOT, r.name).replaceAll('\\', '/'), Math.round((r.endTime - r.startTime) / 100) / 10])
  .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
const text = `{\n${rows.map(([f, s]) => `  ${JSON.stringify(f)}: ${s}`).join(',\n')}\n}\n`;
writeFileSync(path.join(ROOT, 'test', 'durations.json'), text);
console.log(`test/durations.json: ${rows.length} files`);
