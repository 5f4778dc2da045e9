import type { ScoreContext, StudentProfile } from './team-score';

/**
 * Team scores over one tutorial's pool, for the search's inner loop: project, topic and skill
 * keys are numbered once, so a score is a few array updates instead of maps, sets and a sort.
 * Per project, sums add the members' interests in member order, exactly as `scoreTeam` does, so
 * the value is the same number `scoreTeam(...).score` gives.
 */
export interface PoolScorer {
  /** Score of the team whose members are the pool indices `members[0 .. count - 1]`. */
  score(members: ArrayLike<number>, count: number): number;
}

interface Interned {
  projects: Int32Array;
  interest: Float64Array;
  topics: Int32Array;
  skills: Int32Array;
}

export function createPoolScorer(
  profiles: readonly StudentProfile[],
  context: ScoreContext,
): PoolScorer {
  const numbering = () => {
    const ids = new Map<string, number>();
    return (key: string): number => {
      let id = ids.get(key);
      if (id === undefined) {
        id = ids.size;
        ids.set(key, id);
      }
      return id;
    };
  };
  const projectId = numbering();
  const topicId = numbering();
  const skillId = numbering();
  const interned: Interned[] = profiles.map((p) => ({
    projects: Int32Array.from(p.projects.keys(), projectId),
    interest: Float64Array.from(p.projects.values()),
    topics: Int32Array.from(p.topics, topicId),
    skills: Int32Array.from(p.skills, skillId),
  }));
  const projectCount = Math.max(
    1,
    ...interned.map((s) => s.projects.reduce((m, x) => Math.max(m, x + 1), 0)),
  );
  const topicCount = Math.max(
    1,
    ...interned.map((s) => s.topics.reduce((m, x) => Math.max(m, x + 1), 0)),
  );
  const skillCount = Math.max(
    1,
    ...interned.map((s) => s.skills.reduce((m, x) => Math.max(m, x + 1), 0)),
  );
  const projectSum = new Float64Array(projectCount);
  const topicTally = new Int32Array(topicCount);
  const skillSeen = new Int32Array(skillCount);
  let stamp = 0;
  const { weights } = context;
  const total = weights.project + weights.topic + weights.skills;

  return {
    score(members, count) {
      if (count === 0 || total === 0) return 0;
      stamp++;
      let bestProject = 0;
      let bestTopic = 0;
      let skills = 0;
      for (let k = 0; k < count; k++) {
        const s = interned[members[k] as number] as Interned;
        for (let i = 0; i < s.projects.length; i++) {
          const p = s.projects[i] as number;
          projectSum[p] = (projectSum[p] as number) + (s.interest[i] as number);
        }
        for (let i = 0; i < s.topics.length; i++) {
          const t = s.topics[i] as number;
          topicTally[t] = (topicTally[t] as number) + 1;
        }
        for (let i = 0; i < s.skills.length; i++) {
          const x = s.skills[i] as number;
          if (skillSeen[x] !== stamp) {
            skillSeen[x] = stamp;
            skills++;
          }
        }
      }
      // Read the maxima and clear the touched entries for the next call.
      for (let k = 0; k < count; k++) {
        const s = interned[members[k] as number] as Interned;
        for (let i = 0; i < s.projects.length; i++) {
          const p = s.projects[i] as number;
          if ((projectSum[p] as number) > bestProject) bestProject = projectSum[p] as number;
        }
        for (let i = 0; i < s.topics.length; i++) {
          const t = s.topics[i] as number;
          if ((topicTally[t] as number) > bestTopic) bestTopic = topicTally[t] as number;
        }
      }
      for (let k = 0; k < count; k++) {
        const s = interned[members[k] as number] as Interned;
        for (let i = 0; i < s.projects.length; i++) projectSum[s.projects[i] as number] = 0;
        for (let i = 0; i < s.topics.length; i++) topicTally[s.topics[i] as number] = 0;
      }
      const project = bestProject / count;
      const topic = bestTopic / count;
      const coverage = context.skillTarget === 0 ? 0 : Math.min(1, skills / context.skillTarget);
      return (
        (weights.project * project + weights.topic * topic + weights.skills * coverage) / total
      );
    },
  };
}
