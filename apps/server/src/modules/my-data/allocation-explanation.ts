/** A project as the explanation needs it: its name and places, and the groups placed on it. */
export interface ExplainedProject {
  id: string;
  name: string;
  capacity: number;
  /** Groups of the offering whose published allocation is this project. */
  groupsPlaced: number;
  /** Still offered in the offering (available); a withdrawn project was not a choice. */
  offered: boolean;
}

export interface AllocationExplanation {
  project_id: string | null;
  project_name: string | null;
  /** The rank the group gave its project; null when it did not rank it (or has none). */
  rank: number | null;
  /** Projects the group ranked above the one it got, and why it did not get each. */
  better_choices: {
    project_id: string;
    project_name: string;
    rank: number;
    reason: 'full' | 'no-places' | 'withdrawn' | 'not-chosen';
    places: number;
    groups_placed: number;
  }[];
  explanation: string;
}

const ordinal = (n: number) => {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
};

const joinList = (items: string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/**
 * Why a group has the project it has (for "Download my data"), from the published allocation rather
 * than a suggestion: staff decide and publish, and may have changed what the engine proposed, so
 * the facts that hold now are explained (its rank, and for every project it ranked higher whether
 * that was full, without places or withdrawn). Other groups are counted, never named.
 */
export function explainPublishedAllocation(
  group: { projectId: string | null; projPreferences: { project: string; rank: number }[] },
  projects: ReadonlyMap<string, ExplainedProject>,
): AllocationExplanation {
  const ranking = [...group.projPreferences].sort((a, b) => a.rank - b.rank);
  const project = group.projectId ? projects.get(group.projectId) : undefined;
  const rank = ranking.find((entry) => entry.project === group.projectId)?.rank ?? null;
  if (!group.projectId) {
    return {
      project_id: null,
      project_name: null,
      rank: null,
      better_choices: [],
      explanation: 'Your group has not been allocated a project yet.',
    };
  }
  const name = project?.name ?? group.projectId;
  const better = ranking
    .filter((entry) => rank === null || entry.rank < rank)
    .map((entry) => {
      const choice = projects.get(entry.project);
      const places = choice?.capacity ?? 0;
      const placed = choice?.groupsPlaced ?? 0;
      const reason: AllocationExplanation['better_choices'][number]['reason'] = !choice?.offered
        ? 'withdrawn'
        : places === 0
          ? 'no-places'
          : placed >= places
            ? 'full'
            : 'not-chosen';
      return {
        project_id: entry.project,
        project_name: choice?.name ?? entry.project,
        rank: entry.rank,
        reason,
        places,
        groups_placed: placed,
      };
    });
  const why = better.map((choice) => {
    const label = `its ${ordinal(choice.rank)} choice (${choice.project_name})`;
    switch (choice.reason) {
      case 'withdrawn':
        return `${label} is no longer offered`;
      case 'no-places':
        return `${label} has no places`;
      case 'full':
        return `${label} is full (${choice.groups_placed} of ${choice.places} places taken)`;
      default:
        return `${label} still has a place, but staff placed the group elsewhere`;
    }
  });
  const got =
    rank === null
      ? `Your group was placed on ${name}, which it did not rank`
      : `Your group got its ${ordinal(rank)} choice, ${name}`;
  return {
    project_id: group.projectId,
    project_name: name,
    rank,
    better_choices: better,
    explanation: why.length === 0 ? `${got}.` : `${got}; ${joinList(why)}.`,
  };
}
