/**
 * Re-allocation after a withdrawal: how many groups that were not on the withdrawn project a
 * from-scratch re-run moves, against the minimal-change proposal, and what the proposal costs
 * next to a from-scratch suggestion of the same market.
 */
import {
  allocateProjects,
  reallocateWithMinimalChange,
  type AllocationInput,
  type ReallocationInput,
} from '../src/index';
import { createRandom } from '../src/util/prng';
import { generateInstance } from './generate';
import { median } from './measure';

export interface ReallocationBenchSize {
  groups: number;
  markets: number;
}

export const REALLOCATION_SIZES: ReallocationBenchSize[] = [
  { groups: 40, markets: 20 },
  { groups: 120, markets: 10 },
  { groups: 1000, markets: 3 },
];

/** Market seeds start here: far from the seeds the rest of the bench (and the tuning) used. */
const FIRST_SEED = 7100;
const RUNS = 7;
const WARMUP = 3;
const GOAL = 2;

interface Market {
  /** The market after the withdrawal: what a from-scratch suggestion sees. */
  after: AllocationInput;
  proposalInput: ReallocationInput;
  base: Map<string, string>;
  withdrawn: string;
}

/** Publishes a from-scratch allocation as the base, then withdraws one allocated project at random. */
function withdrawOne(groups: number, seed: number): Market {
  const input = generateInstance({ groups, seed, slack: 1.2 });
  const published = allocateProjects(input, { seed: 0 });
  const base = new Map(published.assignments.map((a) => [a.groupId, a.projectId]));
  const allocated = [...new Set(base.values())].sort();
  const random = createRandom(seed);
  const withdrawn = allocated[Math.floor(random() * allocated.length)] as string;
  const projects = input.projects.filter((p) => p.id !== withdrawn);
  return {
    after: { groups: input.groups, projects },
    proposalInput: {
      groups: input.groups.map((g) => ({
        ...g,
        members: 4,
        baseProjectId: base.get(g.id) ?? null,
      })),
      projects,
    },
    base,
    withdrawn,
  };
}

/** Groups that were not on the withdrawn project and whose project differs from the base. */
function othersMoved(market: Market, project: (groupId: string) => string | null): number {
  let moved = 0;
  for (const g of market.after.groups) {
    const from = market.base.get(g.id) ?? null;
    if (from === market.withdrawn) continue;
    if (project(g.id) !== from) moved++;
  }
  return moved;
}

const timed = (run: () => unknown): number => {
  const t = performance.now();
  run();
  return performance.now() - t;
};

const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

export interface ReallocationBench {
  table: string;
  failures: string[];
}

export function runReallocationBench(
  sizes: ReallocationBenchSize[] = REALLOCATION_SIZES,
): ReallocationBench {
  const rows: string[] = [];
  const failures: string[] = [];
  for (const { groups, markets } of sizes) {
    const scratchMoved: number[] = [];
    const minimalMoved: number[] = [];
    const scratchMs: number[] = [];
    const proposalMs: number[] = [];
    let projects = 0;
    for (let i = 0; i < markets; i++) {
      const market = withdrawOne(groups, FIRST_SEED + groups + i);
      projects = market.after.projects.length;
      // Whole calls as a user waits for them (TF-IDF fitted inside both), alternating, so that
      // both see the same load on a shared machine.
      const suggest = () => allocateProjects(market.after, { seed: 0 });
      const propose = () => reallocateWithMinimalChange(market.proposalInput, { seed: 0 });
      for (let r = 0; r < WARMUP; r++) {
        suggest();
        propose();
      }
      for (let r = 0; r < RUNS; r++) {
        scratchMs.push(timed(suggest));
        proposalMs.push(timed(propose));
      }
      const scratch = suggest();
      const proposal = propose();
      const fresh = new Map(scratch.assignments.map((a) => [a.groupId, a.projectId]));
      scratchMoved.push(othersMoved(market, (id) => fresh.get(id) ?? null));
      const assignment = proposal.assignment;
      minimalMoved.push(othersMoved(market, (id) => assignment[id] ?? null));
      if (proposal.levels.placed < scratch.assignments.length)
        failures.push(
          `MISMATCH reallocation at ${groups} groups (market ${i}): the proposal places fewer groups than from scratch`,
        );
    }
    const ratio = median(proposalMs) / median(scratchMs);
    const verdict = ratio <= GOAL ? `ok (≤ ${GOAL}x)` : `over (${GOAL}x)`;
    if (ratio > GOAL) failures.push(`reallocation at ${groups} groups: ${ratio.toFixed(2)}x`);
    rows.push(
      `| ${groups} | ${projects + 1} | ${markets} | ${mean(scratchMoved).toFixed(1)} | ${Math.max(...scratchMoved)} | ` +
        `${mean(minimalMoved).toFixed(1)} | ${Math.max(...minimalMoved)} | ${median(scratchMs).toFixed(1)} | ` +
        `${median(proposalMs).toFixed(1)} | ${ratio.toFixed(2)}x | ${verdict} |`,
    );
    process.stderr.write(`reallocation ${groups}: done\n`);
  }
  const table = [
    '| groups | projects (before) | markets | from scratch: others moved, mean | max | minimal change: others moved, mean | max | from-scratch suggestion median ms | proposal median ms | proposal / from scratch | goal |',
    `|${'---|'.repeat(11)}`,
    ...rows,
  ].join('\n');
  return { table, failures };
}

// Run on its own: `npx tsx bench/reallocation.ts`.
if (process.argv[1]?.endsWith('reallocation.ts')) {
  const { table, failures } = runReallocationBench();
  console.log(table);
  if (failures.length > 0) console.log(failures.map((f) => `- ${f}`).join('\n'));
}
