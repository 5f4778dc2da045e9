import type { AllocationGroup, AllocationInput, AllocationProject } from '../src/types';
import { createRandom, shuffleInPlace, type Random } from '../src/util/prng';

export interface GeneratorOptions {
  groups: number;
  /** Total capacity as a multiple of the number of groups. */
  slack: number;
  seed: number;
  /** Projects per group; default 0.5. */
  projectRatio?: number;
  /** One project ranked first by 30 % of groups. */
  superstar?: boolean;
  /** Share of groups that submit nothing. */
  notSubmittedShare?: number;
  listLength?: number;
  /** Zipf exponent of project popularity; default 0.8. */
  zipf?: number;
  clusters?: number;
  /** Dirichlet concentration of group interests; default 0.3. */
  alpha?: number;
  /** Weight of topic interest against popularity; default 2. */
  beta?: number;
}

const TOPICS: readonly (readonly string[])[] = [
  ['react', 'frontend', 'typescript', 'css', 'html', 'javascript', 'nextjs', 'accessibility'],
  [
    'machine learning',
    'python',
    'pytorch',
    'neural networks',
    'classification',
    'nlp',
    'computer vision',
    'transformers',
  ],
  [
    'sql',
    'databases',
    'postgres',
    'etl pipelines',
    'data warehouse',
    'analytics',
    'dashboards',
    'bigquery',
  ],
  [
    'cryptography',
    'penetration testing',
    'authentication',
    'network security',
    'vulnerabilities',
    'oauth',
    'encryption',
    'firewalls',
  ],
  [
    'android',
    'ios',
    'swift',
    'kotlin',
    'flutter',
    'react native',
    'offline sync',
    'push notifications',
  ],
  [
    'aws',
    'docker',
    'kubernetes',
    'devops',
    'terraform',
    'continuous integration',
    'microservices',
    'serverless',
  ],
  [
    'iot',
    'arduino',
    'c++',
    'embedded firmware',
    'sensors',
    'raspberry pi',
    'robotics',
    'real-time control',
  ],
  [
    'unity',
    'game design',
    '3d graphics',
    'c#',
    'shaders',
    'virtual reality',
    'physics engine',
    'animation',
  ],
];

const FILLER = [
  'our team is excited about this project',
  'we have worked on similar problems before',
  'we want to deliver real value to the client',
  'we are keen to learn from the client',
  'this matches what we studied last term',
];

/** Standard normal by Box-Muller. */
function normal(random: Random): number {
  const u = 1 - random();
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** Gamma(shape, 1) by Marsaglia-Tsang, boosted for shape < 1. */
function gamma(shape: number, random: Random): number {
  if (shape < 1) return gamma(shape + 1, random) * Math.pow(1 - random(), 1 / shape);
  const d = shape - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    const x = normal(random);
    const v = (1 + c * x) ** 3;
    if (v <= 0) continue;
    const u = 1 - random();
    if (Math.log(u) < 0.5 * x * x + d - d * v + d * Math.log(v)) return d * v;
  }
}

function dirichlet(k: number, alpha: number, random: Random): number[] {
  const xs = Array.from({ length: k }, () => gamma(alpha, random));
  const sum = xs.reduce((a, b) => a + b, 0) || 1;
  return xs.map((x) => x / sum);
}

function sample<T>(items: readonly T[], count: number, random: Random): T[] {
  return shuffleInPlace([...items], random).slice(0, count);
}

/**
 * Seeded synthetic instance with realistic popularity skew: Zipf project popularity, topic
 * clusters, Dirichlet group interests and Plackett-Luce (Gumbel top-k) sampling of ranked lists.
 */
export function generateInstance(options: GeneratorOptions): AllocationInput {
  const random = createRandom(options.seed);
  const G = options.groups;
  const P = Math.max(1, Math.round(G * (options.projectRatio ?? 0.5)));
  const K = options.clusters ?? 8;
  const s = options.zipf ?? 0.8;
  const alpha = options.alpha ?? 0.3;
  const beta = options.beta ?? 2;
  const listLength = Math.min(options.listLength ?? 7, P);

  const order = shuffleInPlace(
    Array.from({ length: P }, (_, i) => i),
    random,
  );
  const logPopularity = new Float64Array(P);
  order.forEach((p, i) => (logPopularity[p] = -s * Math.log(i + 1)));
  const topic = Array.from({ length: P }, () => Math.floor(random() * K));

  // Capacities: at least one place each where possible, the rest spread up to three per project.
  const total = Math.round(options.slack * G);
  const capacity = new Array<number>(P).fill(0);
  let left = total;
  for (let p = 0; p < P && left > 0; p++, left--) capacity[p] = 1;
  while (left > 0) {
    const p = Math.floor(random() * P);
    if ((capacity[p] as number) < 3 || total > 3 * P) {
      capacity[p] = (capacity[p] as number) + 1;
      left--;
    }
  }

  const projects: AllocationProject[] = Array.from({ length: P }, (_, p) => {
    const vocabulary = TOPICS[(topic[p] as number) % TOPICS.length] as readonly string[];
    const other = TOPICS[Math.floor(random() * TOPICS.length)] as readonly string[];
    return {
      id: `P${String(p).padStart(5, '0')}`,
      name: `Project ${p + 1}`,
      capacity: capacity[p] as number,
      reqSkills: [...sample(vocabulary, 4, random), ...sample(other, 1, random)].join(', '),
      scope: `Build a ${sample(vocabulary, 1, random).join('')} solution for the client.`,
      areas: [String(topic[p])],
    };
  });

  const superstar = options.superstar ? (order[0] as number) : -1;
  const notSubmitted = options.notSubmittedShare ?? 0;
  const groups: AllocationGroup[] = [];
  const utility = new Float64Array(P);
  const index = Array.from({ length: P }, (_, p) => p);
  for (let g = 0; g < G; g++) {
    const interest = dirichlet(K, alpha, random);
    const logInterest = interest.map((x) => Math.log(x + 1e-12));
    const id = `G${String(g).padStart(6, '0')}`;
    if (random() < notSubmitted) {
      groups.push({ id, name: `Group ${g + 1}`, preferences: [] });
      continue;
    }
    for (let p = 0; p < P; p++) {
      const gumbel = -Math.log(-Math.log(1 - random() * 0.999999999));
      utility[p] =
        (logPopularity[p] as number) + beta * (logInterest[topic[p] as number] as number) + gumbel;
    }
    // Partial selection of the top `listLength` utilities (Gumbel-max = Plackett-Luce).
    const top: number[] = [];
    for (const p of index) {
      if (top.length < listLength) {
        top.push(p);
        top.sort((a, b) => (utility[b] as number) - (utility[a] as number));
      } else if ((utility[p] as number) > (utility[top[listLength - 1] as number] as number)) {
        top[listLength - 1] = p;
        top.sort((a, b) => (utility[b] as number) - (utility[a] as number));
      }
    }
    let list = top;
    if (superstar >= 0 && random() < 0.3) {
      list = [superstar, ...top.filter((p) => p !== superstar)].slice(0, listLength);
    }
    const favourite = interest.indexOf(Math.max(...interest));
    const vocabulary = TOPICS[favourite % TOPICS.length] as readonly string[];
    groups.push({
      id,
      name: `Group ${g + 1}`,
      preferences: list.map((p, i) => ({
        projectId: (projects[p] as AllocationProject).id,
        rank: i + 1,
        notes: `${sample(FILLER, 1, random).join('')}; we know ${sample(vocabulary, 3, random).join(', ')}.`,
      })),
      topicPreferences: [String(favourite)],
    });
  }
  return { groups, projects };
}
