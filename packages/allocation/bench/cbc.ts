import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildInstance, eligiblePairs } from '../src/allocate/instance';
import { tfidfSimilarityTable } from '../src/allocate/tfidf-table';
import type { AllocationInput } from '../src/types';

/** Path of `cbc` on PATH, or null. */
export function findCbc(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v cbc'], { encoding: 'utf8' });
  const where = found.stdout.trim();
  return found.status === 0 && where !== '' ? where : null;
}

export interface CbcRun {
  /** Optimal objective CBC reports (the legacy integer objective). */
  objective: number;
  /** Wall time of the cbc process: reading the LP file, solving, writing the solution. */
  ms: number;
  status: string;
}

/**
 * Solves the legacy objective with CBC: maximise the sum of 7 * sim‰ + 1000 * (8 - rank) over
 * ranked pairs x_gp in {0, 1}, each group on at most one project, each project at most its
 * capacity. The similarities are the engine's own thousandths (the default TF-IDF of the call).
 * Writing the LP file is not timed; spawning cbc on it, with its solve, is.
 */
export function solveWithCbc(cbc: string, input: AllocationInput): CbcRun {
  const instance = buildInstance(input);
  const similarity = tfidfSimilarityTable(instance);
  const pairs = eligiblePairs(instance);
  const objective: string[] = [];
  const byGroup = new Map<number, string[]>();
  const byProject = new Map<number, string[]>();
  pairs.forEach((a, i) => {
    const name = `x${i}`;
    const weight = 7 * similarity.milli(a.group, a.project) + 1000 * (8 - a.rank);
    objective.push(`${weight} ${name}`);
    byGroup.set(a.group, [...(byGroup.get(a.group) ?? []), name]);
    byProject.set(a.project, [...(byProject.get(a.project) ?? []), name]);
  });
  const lines = ['Maximize', ` obj: ${objective.join(' + ')}`, 'Subject To'];
  for (const [g, names] of byGroup) lines.push(` g${g}: ${names.join(' + ')} <= 1`);
  for (const [p, names] of byProject)
    lines.push(` p${p}: ${names.join(' + ')} <= ${instance.remaining[p] as number}`);
  lines.push('Binary', ...pairs.map((_, i) => ` x${i}`), 'End', '');

  const dir = mkdtempSync(path.join(os.tmpdir(), 'alloc-cbc-'));
  try {
    const lp = path.join(dir, 'legacy.lp');
    const solution = path.join(dir, 'solution.txt');
    writeFileSync(lp, lines.join('\n'));
    const started = performance.now();
    const run = spawnSync(cbc, [lp, 'solve', 'solution', solution], { encoding: 'utf8' });
    const ms = performance.now() - started;
    if (run.status !== 0) throw new Error(`cbc failed: ${run.stderr || run.stdout}`);
    const head = readFileSync(solution, 'utf8').split('\n')[0] ?? '';
    const match = /objective value\s+(-?[0-9.e+]+)/i.exec(head);
    if (!match) throw new Error(`cannot read cbc objective from: ${head}`);
    // CBC writes the objective of a maximisation as it minimised it (negated) in some builds.
    return { objective: Math.abs(Number(match[1])), ms, status: head.split(' - ')[0] ?? head };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
