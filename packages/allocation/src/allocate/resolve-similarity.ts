import type { SimilarityProvider } from '../similarity/similarity-provider';
import { TFIDF_PROVIDER_ID } from '../similarity/tfidf-provider';
import { similarityTable, type Instance, type SimilarityTable } from './instance';
import { PreparedSimilarity } from './prepared-similarity';
import { tfidfSimilarityTable } from './tfidf-table';

/**
 * The similarity table of an instance for the `similarity` option. Without a provider, TF-IDF is
 * fitted on the instance's texts right here (the same values a prepared `createTfIdfProvider()`
 * gives, at a fraction of the cost); `null` turns it off; a `PreparedSimilarity` hands over
 * values computed before the call.
 */
export function resolveSimilarity(
  instance: Instance,
  provider: SimilarityProvider | PreparedSimilarity | null | undefined,
): { table: SimilarityTable; providerId: string | null } {
  if (provider === undefined)
    return { table: tfidfSimilarityTable(instance), providerId: TFIDF_PROVIDER_ID };
  if (provider === null) return { table: similarityTable(instance, null), providerId: null };
  return {
    table:
      provider instanceof PreparedSimilarity
        ? provider.tableFor(instance)
        : similarityTable(instance, provider),
    providerId: provider.id,
  };
}
