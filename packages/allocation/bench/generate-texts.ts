import type { AllocationGroup, AllocationInput, AllocationProject } from '../src/types';
import { createRandom, shuffleInPlace, type Random } from '../src/util/prng';

/**
 * Realistic benchmark instances, written apart from the engine and not tuned to it: groups
 * rank seven projects with a ~20-word pitch each, projects have a ~12-word skills text plus a
 * short scope and background, and capacities total 1.2x the groups. Words come from a few
 * hundred domain terms in 12 fields and general English (function words included, with plural,
 * past and -ing forms), so the stemmer and the vocabulary see what real forms hold.
 */
export interface TextInstanceOptions {
  groups: number;
  seed: number;
  /** Total capacity as a multiple of the groups; default 1.2. */
  slack?: number;
  /** Projects per group; default 0.5. */
  projectRatio?: number;
}

const FIELDS: readonly string[] = [
  'react frontend typescript css html javascript nextjs accessibility responsive layout component browser vue angular tailwind webpack',
  'machine learning python pytorch tensorflow neural network classification regression nlp vision transformer embedding clustering dataset training inference',
  'sql database postgres mysql etl pipeline warehouse analytics dashboard bigquery schema query index reporting spreadsheet visualisation',
  'cryptography penetration authentication security vulnerability oauth encryption firewall threat audit compliance privacy token identity malware',
  'android ios swift kotlin flutter mobile offline sync notification camera geolocation wearable tablet gesture store',
  'aws docker kubernetes devops terraform integration microservice serverless cloud deployment monitoring container scaling logging infrastructure',
  'iot arduino c++ embedded firmware sensor raspberry robotics control microcontroller circuit drone actuator telemetry bluetooth',
  'unity game design 3d graphics c# shader virtual reality physics animation multiplayer level gameplay rendering',
  'health patient clinical hospital medical wellbeing nutrition fitness therapy diagnosis appointment nurse ageing disability mental',
  'finance payment banking ledger invoice accounting budget trading blockchain loan insurance fraud tax audit forecast',
  'education learning course quiz teacher classroom curriculum assessment tutoring feedback gamification enrolment literacy lecture grading',
  'environment energy solar carbon emission recycling water agriculture farm weather climate transport traffic sustainability waste biodiversity',
];

const GENERAL =
  'we our team have has been worked working work on similar problems before want to deliver real value for the client are keen learn from this matches what studied last term in previous internship and hackathon projects enjoy solving challenging tasks with modern tools believe strong interest motivated experienced members three five four years familiar comfortable building designing testing maintaining scalable reliable secure fast simple usable interfaces services apis data users stakeholders community local business research university industry partner opportunity improve understand explore prototype evaluate iterate document present communicate collaborate agile scrum sprint weekly meetings git github code review quality practical hands skills background passion curious eager grow career future goals'.split(
    ' ',
  );

const SUFFIXES = ['', '', '', 's', 'ing', 'ed', 'ation', 'er', 'ly', 'ment'];

function pick<T>(items: readonly T[], random: Random): T {
  return items[Math.floor(random() * items.length)] as T;
}

/** A word from a field, sometimes inflected the way people write ("dashboards", "tested"). */
function fieldWord(field: readonly string[], random: Random): string {
  const word = pick(field, random);
  return random() < 0.25 && /^[a-z]+$/.test(word) ? word + pick(SUFFIXES, random) : word;
}

function sentence(
  length: number,
  fields: readonly (readonly string[])[],
  topical: number,
  random: Random,
): string {
  const words: string[] = [];
  for (let i = 0; i < length; i++) {
    words.push(
      random() < topical ? fieldWord(pick(fields, random), random) : pick(GENERAL, random),
    );
  }
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1) + '.';
}

export function generateTextInstance(options: TextInstanceOptions): AllocationInput {
  const random = createRandom(options.seed ^ 0x5eed);
  const G = options.groups;
  const P = Math.max(7, Math.round(G * (options.projectRatio ?? 0.5)));
  const fields = FIELDS.map((f) => f.split(' '));

  // Capacities: one place each, the rest at random projects, totalling slack x groups.
  const capacity = new Array<number>(P).fill(1);
  for (let left = Math.round((options.slack ?? 1.2) * G) - P; left > 0; left--) {
    const p = Math.floor(random() * P);
    capacity[p] = (capacity[p] as number) + 1;
  }

  const projectField = Array.from({ length: P }, () => Math.floor(random() * fields.length));
  const projects: AllocationProject[] = Array.from({ length: P }, (_, p) => {
    const own = [fields[projectField[p] as number] as string[]];
    const mixed = [...own, pick(fields, random)];
    return {
      id: `proj-${(p * 7919) % 100_003}-${p}`,
      name: `Project ${p + 1}`,
      capacity: capacity[p] as number,
      reqSkills: sentence(12, mixed, 0.8, random),
      scope: sentence(8 + Math.floor(random() * 8), own, 0.5, random),
      background: sentence(6 + Math.floor(random() * 8), mixed, 0.4, random),
    };
  });

  // Popularity: Zipf(1) over a random order of projects, mixed with the group's own field.
  const weights = new Float64Array(P);
  const order = shuffleInPlace(
    Array.from({ length: P }, (_, p) => p),
    random,
  );
  order.forEach((p, i) => (weights[p] = 1 / (i + 1)));
  const cumulative = new Float64Array(P);
  let sum = 0;
  for (let p = 0; p < P; p++) cumulative[p] = sum += weights[p] as number;
  const byField = fields.map((_, f) => projectField.flatMap((pf, p) => (pf === f ? [p] : [])));

  const groups: AllocationGroup[] = [];
  for (let g = 0; g < G; g++) {
    const field = Math.floor(random() * fields.length);
    const chosen: number[] = [];
    while (chosen.length < 7) {
      let p: number;
      const local = byField[field] as number[];
      if (random() < 0.5 && local.length > 0) p = pick(local, random);
      else {
        const x = random() * sum;
        let lo = 0;
        let hi = P - 1;
        while (lo < hi) {
          const mid = (lo + hi) >> 1;
          if ((cumulative[mid] as number) < x) lo = mid + 1;
          else hi = mid;
        }
        p = lo;
      }
      if (!chosen.includes(p)) chosen.push(p);
    }
    groups.push({
      id: `team-${(g * 104_729) % 1_000_003}-${g}`,
      name: `Group ${g + 1}`,
      preferences: chosen.map((p, i) => ({
        projectId: (projects[p] as AllocationProject).id,
        rank: i + 1,
        notes: sentence(
          17 + Math.floor(random() * 7),
          [fields[field] as string[], fields[projectField[p] as number] as string[]],
          0.45,
          random,
        ),
      })),
    });
  }
  // Round-trip through JSON, as a server gets the rows (from its database or a request body):
  // flat strings, not the concatenation trees string building leaves behind.
  return JSON.parse(JSON.stringify({ groups, projects })) as AllocationInput;
}
