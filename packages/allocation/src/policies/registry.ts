import type { AllocationPolicy } from '../types';
import { balancedPolicy } from './balanced';
import { generousPolicy } from './generous';
import { greedyPolicy } from './greedy';
import { legacyPolicy } from './legacy';
import { minSumPolicy } from './min-sum';
import type { PolicyDefinition } from './policy';

const POLICIES: Record<AllocationPolicy, PolicyDefinition> = {
  balanced: balancedPolicy,
  'min-sum': minSumPolicy,
  greedy: greedyPolicy,
  generous: generousPolicy,
  legacy: legacyPolicy,
};

/** Looks up a policy definition; throws on an unknown name. */
export function getPolicy(name: AllocationPolicy): PolicyDefinition {
  const policy = POLICIES[name];
  if (!policy) {
    throw new Error(`policy must be one of ${Object.keys(POLICIES).join(', ')}`);
  }
  return policy;
}
