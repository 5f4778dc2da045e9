import { byName, type Ref } from './peer.presenter';

/**
 * Whom a student rates (api.md §23.1 `to_rate`): themself first when the round asks for
 * self-ratings, then their teammates by name.
 */
export function toRateOf(selfRating: boolean, callerId: string, team: readonly Ref[]): Ref[] {
  const me = team.filter((m) => m.id === callerId);
  const teammates = team.filter((m) => m.id !== callerId).sort(byName);
  return [...(selfRating ? me : []), ...teammates].map((m) => ({ id: m.id, name: m.name }));
}
