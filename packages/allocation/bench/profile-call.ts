/**
 * Quick timings for tuning (not part of `npm run bench`) on the benchmark's text instances
 * (`generateTextInstance`): the default call, its TF-IDF fit, the legacy call given
 * `prepareSimilarity` values or a prepared provider, the provider's table alone, the call
 * without similarity, and the legacy solve. Medians and minimums, as the shared machine is
 * loaded. For example
 * `PROFILE_SIZES=3000 PROFILE_ONLY=call,given npx tsx bench/profile-call.ts`
 * (keys: call, fit, prepared, given, table, null, solve).
 */
import { buildInstance, similarityTable } from '../src/allocate/instance';
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
import { generateTextInstance } from './generate-texts';
import { measure } from './measure';

const sizes = (process.env.PROFILE_SIZES ?? '300,3000,10000').split(',').map(Number);
const runs = Number(process.env.PROFILE_RUNS ?? 9);
const only = process.env.PROFILE_ONLY ?? '';
const show = (label: string, times: number[]): void => {
  const s = [...times].sort((a, b) => a - b);
  console.log(
    `${label.padEnd(34)} median ${s[s.length >> 1]!.toFixed(1).padStart(7)}  min ${s[0]!.toFixed(1).padStart(7)}`,
  );
};
for (const groups of sizes) {
  const input = generateTextInstance({ groups, seed: 1 });
  const texts = [...input.groups.map(groupText), ...input.projects.map(projectText)];
  const provider = createTfIdfProvider();
  provider.prepare(texts);
  const instance = buildInstance(input);
  const want = (k: string): boolean => only === '' || only.split(',').includes(k);
  console.log(`-- ${groups} groups`);
  if (want('call'))
    show('default call', measure(() => allocateProjects(input), runs, 5, 2000).times);
  if (want('fit'))
    show(
      'fit (tfidfSimilarityTable)',
      measure(() => tfidfSimilarityTable(instance), runs, 3, 1000).times,
    );
  if (want('prepared'))
    show(
      'legacy call, prepared provider',
      measure(
        () => allocateProjects(input, { policy: 'legacy', similarity: provider }),
        runs,
        5,
        2000,
      ).times,
    );
  if (want('given')) {
    const prepared = prepareSimilarity(input);
    show(
      'legacy call, prepared similarity',
      measure(
        () => allocateProjects(input, { policy: 'legacy', similarity: prepared }),
        runs,
        5,
        2000,
      ).times,
    );
    show('prepareSimilarity(input)', measure(() => prepareSimilarity(input), runs, 3, 1000).times);
  }
  if (want('table'))
    show(
      'provider table, ranked pairs',
      measure(
        () => {
          const t = similarityTable(instance, provider);
          instance.preferences.forEach((prefs, g) => prefs.forEach((p) => t.milli(g, p.project)));
        },
        runs,
        3,
        1000,
      ).times,
    );
  if (want('null'))
    show(
      'legacy call, similarity null',
      measure(() => allocateProjects(input, { policy: 'legacy', similarity: null }), runs, 5, 1000)
        .times,
    );
  if (want('solve')) {
    const table = tfidfSimilarityTable(instance);
    show(
      'legacy solve',
      measure(() => solveRanked(instance, getPolicy('legacy'), table, 0), runs, 5, 1000).times,
    );
  }
}
