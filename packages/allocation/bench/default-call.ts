import { buildInstance } from '../src/allocate/instance';
import { solveRanked } from '../src/allocate/solve-ranked';
import { tfidfSimilarityTable } from '../src/allocate/tfidf-table';
import {
  allocateProjects,
  createTfIdfProvider,
  groupText,
  prepareSimilarity,
  projectText,
} from '../src/index';
import { getPolicy } from '../src/policies/registry';
import type { AllocationResult } from '../src/index';
import { findCbc, solveWithCbc } from './cbc';
import { generateTextInstance } from './generate-texts';
import { mb, measure, median } from './measure';

/** Time budgets for the whole default call, warm (median ms). */
const BUDGET_MS: Record<number, number> = { 300: 10, 3000: 100, 10000: 400 };
const HEAP_BUDGET_MB = 200;

/** The legacy objective of an allocation: sum of 7 * sim‰ + 1000 * (8 - rank). */
const legacyObjective = (result: AllocationResult): number =>
  result.assignments.reduce(
    (sum, a) =>
      sum + (a.rank === null ? 0 : 7 * Math.round(a.similarity * 1000) + 1000 * (8 - a.rank)),
    0,
  );

export interface IssueBench {
  defaultTable: string;
  legacyTable: string;
  notes: string[];
  failures: string[];
}

/**
 * The figures docs/benchmarks/allocation.md reports, on instances from `generateTextInstance`:
 * the whole default call `allocateProjects(input)` (TF-IDF fitted inside it), with its parts
 * shown beside it, and `legacy` against the CBC process on the same instance.
 */
export function runIssueBench(sizes: number[], runs: number): IssueBench {
  const failures: string[] = [];
  const notes: string[] = [];
  const defaultRows: string[] = [];
  const legacyRows: string[] = [];
  const cbc = findCbc();
  if (!cbc) notes.push('CBC rows skipped: `cbc` is not on PATH (apt-get install coinor-cbc).');

  for (const groups of sizes) {
    const input = generateTextInstance({ groups, seed: 1 });
    const call = measure(() => allocateProjects(input), runs, 5, 2000);
    // Parts, timed apart and never instead of the whole call.
    const instance = buildInstance(input);
    const fit = measure(() => tfidfSimilarityTable(instance), runs, 3, 1000);
    const texts = [...input.groups.map(groupText), ...input.projects.map(projectText)];
    const prepare = measure(() => createTfIdfProvider().prepare(texts), runs, 3, 1000);
    const budget = BUDGET_MS[groups];
    const verdict =
      budget === undefined
        ? '-'
        : call.ms <= budget && (groups < 10000 || Number(mb(call.peak)) < HEAP_BUDGET_MB)
          ? `ok (≤ ${budget} ms)`
          : `over (${budget} ms)`;
    if (verdict.startsWith('over')) failures.push(`default call at ${groups} groups: ${verdict}`);
    const r = call.result;
    defaultRows.push(
      `| ${groups} | ${input.projects.length} | ${r.report.allocated} | ${r.report.worstRank} | ` +
        `${r.report.meanRank?.toFixed(2)} | ${call.ms.toFixed(1)} | ${Math.min(...call.times).toFixed(1)} | ` +
        `${mb(call.peak)} | ${fit.ms.toFixed(1)} | ${prepare.ms.toFixed(1)} | ${verdict} |`,
    );
    process.stderr.write(`default call ${groups}: ${call.ms.toFixed(1)} ms\n`);

    // legacy: the call given the similarities computed before it (as CBC is given them in its
    // LP), the whole default call (TF-IDF fitted inside), a prepared provider, and the solve.
    const prepared = prepareSimilarity(input);
    const preparing = measure(() => prepareSimilarity(input), runs, 3, 1000);
    const headline = measure(
      () => allocateProjects(input, { policy: 'legacy', similarity: prepared }),
      runs,
      5,
      2000,
    );
    const legacy = measure(() => allocateProjects(input, { policy: 'legacy' }), runs, 5, 2000);
    const provider = createTfIdfProvider();
    provider.prepare(texts);
    const given = measure(
      () => allocateProjects(input, { policy: 'legacy', similarity: provider }),
      runs,
      5,
      2000,
    );
    const table = tfidfSimilarityTable(instance);
    const solve = measure(
      () => solveRanked(instance, getPolicy('legacy'), table, 0),
      runs,
      5,
      1000,
    );
    const engineObjective = legacyObjective(legacy.result);
    if (legacyObjective(given.result) !== engineObjective)
      failures.push(`MISMATCH legacy at ${groups}: prepared provider changed the objective`);
    if (legacyObjective(headline.result) !== engineObjective)
      failures.push(`MISMATCH legacy at ${groups}: prepared similarities changed the objective`);
    if (-(solve.result.cost[0] as number) !== engineObjective)
      failures.push(
        `MISMATCH legacy at ${groups}: solver cost differs from the result's objective`,
      );
    let cbcCells = 'skipped (no cbc) | - | - | - | - | -';
    if (cbc) {
      const cbcTimes: number[] = [];
      let cbcObjective = NaN;
      for (let i = 0; i < Math.max(1, Math.min(3, runs)); i++) {
        const run = solveWithCbc(cbc, input);
        cbcTimes.push(run.ms);
        cbcObjective = run.objective;
      }
      const cbcMs = median(cbcTimes);
      const equal = cbcObjective === engineObjective;
      if (!equal)
        failures.push(
          `MISMATCH legacy at ${groups}: objective ${engineObjective} vs CBC ${cbcObjective}`,
        );
      const ratio = (ms: number): string => `${(cbcMs / ms).toFixed(1)}x`;
      const fast = cbcMs / headline.ms >= 10;
      cbcCells =
        `${cbcObjective} | ${equal ? 'equal' : 'DIFFERENT'} | ${cbcMs.toFixed(0)} | ` +
        `**${ratio(headline.ms)}** | ${groups >= 3000 ? (fast ? 'ok' : 'under 10x') : '-'} | ` +
        `${ratio(legacy.ms)} / ${ratio(given.ms)} / ${ratio(solve.ms)}`;
      if (groups >= 3000 && !fast)
        failures.push(
          `legacy call with prepared similarities at ${groups}: only ${ratio(headline.ms)} CBC`,
        );
    }
    legacyRows.push(
      `| ${groups} | ${engineObjective} | ${headline.ms.toFixed(1)} | ` +
        `${Math.min(...headline.times).toFixed(1)} | ${preparing.ms.toFixed(1)} | ` +
        `${legacy.ms.toFixed(1)} | ${given.ms.toFixed(1)} | ${solve.ms.toFixed(1)} | ${cbcCells} |`,
    );
    process.stderr.write(`legacy ${groups}: done\n`);
  }
  const defaultTable = [
    '| groups | projects | allocated | worst rank | mean rank | whole call median ms | min ms | heap MB | TF-IDF fit of the call ms | provider prepare ms | target |',
    `|${'---|'.repeat(11)}`,
    ...defaultRows,
  ].join('\n');
  const legacyTable = [
    '| groups | legacy objective | legacy call, prepared similarities: median ms | min ms | `prepareSimilarity` ms (before the call) | legacy whole call with TF-IDF fit ms | legacy call, prepared provider ms | legacy solve ms | CBC objective | equal | CBC process ms | **CBC / call with prepared similarities** | 10x | CBC / (whole call with fit / prepared provider / solve) |',
    `|${'---|'.repeat(14)}`,
    ...legacyRows,
  ].join('\n');
  return { defaultTable, legacyTable, notes, failures };
}
