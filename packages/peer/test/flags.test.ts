import { describe, expect, it } from 'vitest';
import { scoreGroup, type Flag, type FlagCode, type GroupInput } from '../src/index';
import { groupFromTable, uniformRow } from './helpers';

function flagsOf(input: GroupInput, code?: FlagCode): Flag[] {
  const flags = scoreGroup(input).flags;
  return code === undefined ? flags : flags.filter((f) => f.code === code);
}

const evidence = (flags: Flag[]): string[] => flags.map((f) => f.evidence);

describe('not_submitted', () => {
  it('names each non-submitter', () => {
    const flags = flagsOf(
      groupFromTable({ names: ['Ann', 'Bob', 'Cat'], rows: [[3, 4, 4], null, [4, 4, 3]] }),
      'not_submitted',
    );
    expect(flags).toEqual([
      {
        code: 'not_submitted',
        student: { id: 'bob', name: 'Bob' },
        target: null,
        evidence: 'Bob did not submit; their ratings were treated as neutral.',
      },
    ]);
  });
});

describe('insufficient_raters', () => {
  it('fires for both members of a pair, and not with 2 raters', () => {
    expect(
      evidence(
        flagsOf(
          groupFromTable({
            names: ['Ann', 'Bob'],
            rows: [
              [3, 4],
              [4, 3],
            ],
          }),
          'insufficient_raters',
        ),
      ),
    ).toEqual([
      'Ann was rated by 1 of 1 teammates; at least 2 are needed, so the factor is 1.00.',
      'Bob was rated by 1 of 1 teammates; at least 2 are needed, so the factor is 1.00.',
    ]);
    const three = groupFromTable({
      names: ['Ann', 'Bob', 'Cat'],
      rows: [[3, 4, 4], [4, 3, 4], null],
    });
    expect(evidence(flagsOf(three, 'insufficient_raters'))).toEqual([
      'Ann was rated by 1 of 2 teammates; at least 2 are needed, so the factor is 1.00.',
      'Bob was rated by 1 of 2 teammates; at least 2 are needed, so the factor is 1.00.',
    ]);
  });
});

describe('overconfident and underconfident', () => {
  const pairWith = (self: number, given: number, d = 5) =>
    groupFromTable({
      names: ['Ann', 'Bob'],
      rows: [
        [self, 3],
        [given, 3],
      ],
      d,
    });

  it('fires at a difference of exactly 1.00', () => {
    expect(flagsOf(pairWith(4.4, 3.4), 'overconfident')).toEqual([
      {
        code: 'overconfident',
        student: { id: 'ann', name: 'Ann' },
        target: null,
        evidence: 'Ann rated themself 4.40; teammates rated them 3.40 on average (1.00 lower).',
      },
    ]);
    expect(evidence(flagsOf(pairWith(2.2, 3.2), 'underconfident'))).toEqual([
      'Ann rated themself 2.20; teammates rated them 3.20 on average (1.00 higher).',
    ]);
  });

  it('fires when float noise puts the difference a hair below 1.00', () => {
    // 13/3 − 10/3 = 0.9999999999999996 in doubles
    expect(evidence(flagsOf(pairWith(13 / 3, 10 / 3, 3), 'overconfident'))).toEqual([
      'Ann rated themself 4.33; teammates rated them 3.33 on average (1.00 lower).',
    ]);
  });

  it('does not fire at 0.99 or 0.80', () => {
    // 10 raters on 10 dimensions: nine give 4.0 and one 4.1, so the teammates' mean is 4.01.
    const names = ['Ann', ...Array.from({ length: 10 }, (_, k) => `T${k}`)];
    const rows = names.map((_, i) =>
      Array.from({ length: 11 }, (_, j) => (i === 0 ? 5 : j === 0 ? (i === 1 ? 4.1 : 4) : 3)),
    );
    const input = groupFromTable({ names, rows, d: 10 });
    expect(scoreGroup(input).members[0]?.received).toBe(4.01);
    expect(flagsOf(input, 'overconfident')).toEqual([]);
    expect(flagsOf(pairWith(4.2, 3.4), 'overconfident')).toEqual([]);
    expect(flagsOf(pairWith(2.4, 3.2), 'underconfident')).toEqual([]);
  });

  it('needs self-rating on and at least one rater', () => {
    const off = groupFromTable({
      names: ['Ann', 'Bob'],
      rows: [
        [5, 3],
        [1, 3],
      ],
      selfRating: false,
    });
    expect(flagsOf(off).map((f) => f.code)).toEqual(['insufficient_raters', 'insufficient_raters']);
    const alone = groupFromTable({ names: ['Ann', 'Bob'], rows: [[5, 3], null] });
    expect(flagsOf(alone, 'overconfident')).toEqual([]);
  });

  it('shows the rounded true difference', () => {
    // self 13/3, teammates' mean 19/6 (3.1667): the difference 1.1667 shows as 1.17
    const input = groupFromTable({
      names: ['Ann', 'Bob', 'Cat'],
      rows: [
        [13 / 3, 3, 3],
        [3, 3, 3],
        [10 / 3, 3, 3],
      ],
      d: 3,
    });
    expect(evidence(flagsOf(input, 'overconfident'))).toEqual([
      'Ann rated themself 4.33; teammates rated them 3.17 on average (1.17 lower).',
    ]);
  });
});

describe('manipulator', () => {
  const rows = (self: number, toBob: number, toCat: number) => [
    [self, toBob, toCat],
    [3, 3, 3],
    [3, 3, 3],
  ];

  it('fires at the thresholds: self 4.00 and every teammate 1.50', () => {
    const input = groupFromTable({ names: ['Ann', 'Bob', 'Cat'], rows: rows(4, 1.5, 1), d: 2 });
    expect(flagsOf(input, 'manipulator')).toEqual([
      {
        code: 'manipulator',
        student: { id: 'ann', name: 'Ann' },
        target: null,
        evidence: 'Ann rated themself 4.00 and every teammate 1.50 or lower.',
      },
    ]);
  });

  it('does not fire on near misses or with self-rating off', () => {
    const names = ['Ann', 'Bob', 'Cat'];
    expect(flagsOf(groupFromTable({ names, rows: rows(3.8, 1, 1) }), 'manipulator')).toEqual([]);
    expect(flagsOf(groupFromTable({ names, rows: rows(5, 1, 1.6) }), 'manipulator')).toEqual([]);
    expect(
      flagsOf(groupFromTable({ names, rows: rows(5, 1, 1), selfRating: false }), 'manipulator'),
    ).toEqual([]);
  });
});

describe('conflict', () => {
  const names = ['Ann', 'Bob', 'Cat', 'Dan'];
  const rows = (annToDan: number): (number[] | null)[] => [
    [3, 3, 3, annToDan],
    [3, 3, 3, 4],
    [3, 3, 3, 4],
    [3, 3, 3, 3],
  ];

  it('fires at 2.00 below the other raters, with the target', () => {
    expect(flagsOf(groupFromTable({ names, rows: rows(2) }), 'conflict')).toEqual([
      {
        code: 'conflict',
        student: { id: 'ann', name: 'Ann' },
        target: { id: 'dan', name: 'Dan' },
        evidence: 'Ann rated Dan 2.00; the other 2 raters gave Dan 4.00 on average.',
      },
    ]);
  });

  it('does not fire at 1.80 below, or with only one other rater who submitted', () => {
    expect(flagsOf(groupFromTable({ names, rows: rows(2.2) }), 'conflict')).toEqual([]);
    const catSilent = rows(1);
    catSilent[2] = null;
    expect(flagsOf(groupFromTable({ names, rows: catSilent }), 'conflict')).toEqual([]);
  });

  it('lists by rater name, then target name', () => {
    const table = [
      [3, 3, 1, 1],
      [1, 3, 5, 5],
      [5, 3, 3, 5],
      [5, 3, 5, 3],
    ];
    expect(
      flagsOf(groupFromTable({ names, rows: table }), 'conflict').map((f) => [
        f.student?.name,
        f.target?.name,
      ]),
    ).toEqual([
      ['Ann', 'Cat'],
      ['Ann', 'Dan'],
      ['Bob', 'Ann'],
    ]);
  });
});

describe('flat_rater', () => {
  const names = ['Ann', 'Bob', 'Cat'];

  it('fires when every teammate gets the same whole score on every dimension', () => {
    const input = groupFromTable({
      names,
      rows: [
        [5, 4, 4],
        [3, 3, 4],
        [3, 4, 3],
      ],
    });
    expect(flagsOf(input, 'flat_rater')).toEqual([
      {
        code: 'flat_rater',
        student: { id: 'ann', name: 'Ann' },
        target: null,
        evidence: 'Ann gave every teammate 4 on every dimension.',
      },
    ]);
  });

  it('does not fire on equal means from unequal scores, on one different score, or in a pair', () => {
    // 3.8 = 4, 4, 4, 4, 3 on five dimensions
    expect(
      flagsOf(groupFromTable({ names, rows: [[5, 3.8, 3.8], null, null] }), 'flat_rater'),
    ).toEqual([]);
    expect(
      flagsOf(groupFromTable({ names, rows: [[5, 4, 3.8], null, null] }), 'flat_rater'),
    ).toEqual([]);
    expect(
      flagsOf(groupFromTable({ names: ['Ann', 'Bob'], rows: [[5, 4], null] }), 'flat_rater'),
    ).toEqual([]);
  });
});

describe('copy_paste', () => {
  const names = ['Ann', 'Bob', 'Cat', 'Dan'];
  const rows = names.map((_, i) => uniformRow(4, i, 3, 3));
  const comment = (author: string, target: string, text: string) => ({ author, target, text });

  it('compares after trimming, collapsing white space and ignoring case', () => {
    const input = groupFromTable({
      names,
      rows,
      comments: [
        comment('ann', 'bob', 'Great work, thanks!'),
        comment('ann', 'cat', '  great   WORK,\tthanks! '),
        comment('ann', 'dan', 'GREAT work, thanks!'),
        comment('bob', 'ann', 'Great work, thanks!'),
      ],
    });
    expect(flagsOf(input, 'copy_paste')).toEqual([
      {
        code: 'copy_paste',
        student: { id: 'ann', name: 'Ann' },
        target: null,
        evidence: 'Ann wrote the same comment to 3 teammates.',
      },
    ]);
  });

  it('does not fire on different texts or blank comments', () => {
    const input = groupFromTable({
      names,
      rows,
      comments: [
        comment('ann', 'bob', 'Great work'),
        comment('ann', 'cat', 'Great work!'),
        comment('bob', 'ann', '   '),
        comment('bob', 'cat', ' \n'),
      ],
    });
    expect(flagsOf(input, 'copy_paste')).toEqual([]);
  });
});

describe('clique', () => {
  /** Inside a part everyone gives `inside`; across parts, `across`. */
  function cliqueGroup(names: string[], part: string[], inside: number, across: number, d = 5) {
    const rows = names.map((a, i) =>
      names.map((b, j) => (i === j ? 3 : part.includes(a) === part.includes(b) ? inside : across)),
    );
    return groupFromTable({ names, rows, d });
  }

  it('fires at a gap of exactly 1.50 and lists the part with the first name first', () => {
    const input = cliqueGroup(['Ann', 'Bob', 'Cat', 'Dan'], ['Bob', 'Cat'], 5, 3.5, 2);
    expect(flagsOf(input, 'clique')).toEqual([
      {
        code: 'clique',
        student: null,
        target: null,
        evidence:
          '{Ann, Dan} and {Bob, Cat} rate inside their part 5.00 and across 3.50 on average.',
      },
    ]);
  });

  it('does not fire at a gap of 1.40 or in groups of 3', () => {
    expect(
      flagsOf(cliqueGroup(['Ann', 'Bob', 'Cat', 'Dan'], ['Ann', 'Bob'], 5, 3.6), 'clique'),
    ).toEqual([]);
    expect(flagsOf(cliqueGroup(['Ann', 'Bob', 'Cat'], ['Ann'], 1, 5), 'clique')).toEqual([]);
  });

  it('reports only the split with the largest gap', () => {
    // {Eve, Ann} vs {Bob, Cat, Dan}: within 5, across 1 — every other split mixes the two.
    const input = cliqueGroup(['Ann', 'Bob', 'Cat', 'Dan', 'Eve'], ['Ann', 'Eve'], 5, 1);
    expect(evidence(flagsOf(input, 'clique'))).toEqual([
      '{Ann, Eve} and {Bob, Cat, Dan} rate inside their part 5.00 and across 1.00 on average.',
    ]);
  });

  it('averages over submitters only', () => {
    // Dan does not submit: within = Ann→Bob, Bob→Ann, Cat→Dan (5); across = the other six (3).
    const names = ['Ann', 'Bob', 'Cat', 'Dan'];
    const input = groupFromTable({
      names,
      rows: [[3, 5, 3, 3], [5, 3, 3, 3], [3, 3, 3, 5], null],
    });
    expect(evidence(flagsOf(input, 'clique'))).toEqual([
      '{Ann, Bob} and {Cat, Dan} rate inside their part 5.00 and across 3.00 on average.',
    ]);
  });
});

describe('order of flags', () => {
  it('follows the table of §23.6, then student name, then target name', () => {
    // Ann rates herself 5 and everyone 1; Bob underrates himself; Eve does not submit.
    // (insufficient_raters and clique cannot fire alongside conflict here; tested above.)
    const input = groupFromTable({
      names: ['Ann', 'Bob', 'Cat', 'Dan', 'Eve'],
      rows: [[5, 1, 1, 1, 1], [2, 2, 4, 4, 4], [2, 4, 3, 4, 4], [2, 4, 4, 3, 4], null],
      comments: [
        { author: 'cat', target: 'bob', text: 'ok' },
        { author: 'cat', target: 'ann', text: 'OK' },
      ],
    });
    const listed = (g: GroupInput) =>
      flagsOf(g).map((f) => [f.code, f.student?.name ?? null, f.target?.name ?? null]);
    expect(listed(input)).toEqual([
      ['not_submitted', 'Eve', null],
      ['overconfident', 'Ann', null],
      ['underconfident', 'Bob', null],
      ['manipulator', 'Ann', null],
      ['conflict', 'Ann', 'Bob'],
      ['conflict', 'Ann', 'Cat'],
      ['conflict', 'Ann', 'Dan'],
      ['conflict', 'Ann', 'Eve'],
      ['flat_rater', 'Ann', null],
      ['copy_paste', 'Cat', null],
    ]);
    const reordered = {
      ...input,
      members: [...input.members].reverse(),
      ratings: [...input.ratings].reverse(),
      comments: [...input.comments].reverse(),
    };
    expect(listed(reordered)).toEqual(listed(input));
    expect(evidence(flagsOf(input, 'conflict')).at(-1)).toBe(
      'Ann rated Eve 1.00; the other 3 raters gave Eve 4.00 on average.',
    );
  });

  it('sorts names by Unicode code points, not UTF-16 units', () => {
    const names = ['\u{1D49C}lex', '\uFB00e', 'Zoë', 'émile'];
    const rows = names.map((_, i) => uniformRow(4, i, 3, 3));
    expect(scoreGroup(groupFromTable({ names, rows })).members.map((m) => m.name)).toEqual([
      'Zoë',
      'émile',
      '\uFB00e',
      '\u{1D49C}lex',
    ]);
  });
});
