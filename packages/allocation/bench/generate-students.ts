import type { TeamFormationInput } from '../src/index';
import { createRandom } from '../src/util/prng';

const TOPICS = ['web', 'ml', 'data', 'security', 'mobile', 'cloud', 'iot', 'games'];
const SKILLS = [
  'react',
  'python',
  'sql',
  'java',
  'aws',
  'docker',
  'swift',
  'c++',
  'figma',
  'go',
  'pytorch',
  'testing',
];

/**
 * Students for team formation: tutorials of `tutorialSize`, wishlists over students / 10 projects
 * with Zipf(0.8) popularity, one or two topics and three skills each, seeded.
 */
export function generateStudents(
  students: number,
  seed: number,
  tutorialSize = 25,
): TeamFormationInput {
  const random = createRandom(seed);
  const projects = Math.max(1, Math.round(students / 10));
  const weights = Array.from({ length: projects }, (_, i) => 1 / Math.pow(i + 1, 0.8));
  const total = weights.reduce((a, b) => a + b, 0);
  const project = (): string => {
    let x = random() * total;
    for (let i = 0; i < projects; i++) {
      x -= weights[i] as number;
      if (x <= 0) return `P${i}`;
    }
    return `P${projects - 1}`;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  return {
    students: Array.from({ length: students }, (_, i) => ({
      id: `S${String(i).padStart(6, '0')}`,
      tutorial: `T${Math.floor(i / tutorialSize)}`,
      wishlist: [...new Set(Array.from({ length: 4 }, project))],
      topics: [...new Set([pick(TOPICS), pick(TOPICS)])],
      skills: [...new Set([pick(SKILLS), pick(SKILLS), pick(SKILLS)])],
    })),
    groups: [],
  };
}
