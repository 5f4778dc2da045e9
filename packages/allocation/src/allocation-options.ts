// Apart from types.ts because it names the prepared similarity, which itself reads the
// input types: kept together they would import each other.
import type { PreparedSimilarity } from './allocate/prepared-similarity';
import type { SimilarityProvider } from './similarity/similarity-provider';
import type { AllocationPolicy, GroupProjectPair } from './types';

export interface AllocationOptions {
  /** Default `balanced`. */
  policy?: AllocationPolicy;
  /** Seed of the tie-break; default 0. */
  seed?: number;
  /** Pairs already decided by staff; kept as they are, even when unranked or over capacity. */
  locked?: readonly GroupProjectPair[];
  /** Pairs that must not be used. */
  forbidden?: readonly GroupProjectPair[];
  /**
   * Opt-in fallback: after the ranked phase, place still-unplaced groups on projects with spare
   * places that they did not rank, best text fit first.
   */
  allowUnranked?: boolean;
  /**
   * Text similarity between group and project texts. Must already be prepared (async providers
   * such as embeddings are prepared by the caller). Default: an in-house TF-IDF provider fitted on
   * the instance's texts. Pass `null` to disable similarity (all similarities 0), or the result
   * of `prepareSimilarity(input, provider?)` to reuse similarities computed before the call.
   */
  similarity?: SimilarityProvider | PreparedSimilarity | null;
}
