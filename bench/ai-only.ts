// The AI figures of `npm run bench` alone (bench/ai.ts: the think time per decision of each level
// of the AI seat, for every registered game), for short runs while tuning the search:
//   npx tsx bench/ai-only.ts
import { aiFigures, aiReport, benchAi } from './ai.ts';

const t0 = performance.now();
const figures = benchAi((l) => console.log(l));
console.log(['', ...aiReport(figures), ''].join('\n'));
console.log(`AI figures in ${((performance.now() - t0) / 1000).toFixed(0)} s:`);
for (const [name, v] of aiFigures(figures)) console.log(`bench ${name} ${Number.isFinite(v) ? v.toFixed(1) : 'NaN'}`);
