import { FLAG_CODES, showsFieldKey, type PeerFlag } from '@capstone/contracts';
import { describe, expect, it } from 'vitest';
import {
  evidenceButtonName,
  FLAG_LABELS,
  FLAG_MEANINGS,
  flagCountText,
  flagsOn,
  groupWideFlags,
} from './flags';

const ana = { id: 'a', name: 'Ana Lee' };
const ben = { id: 'b', name: 'Ben Wu' };
const flag = (
  code: PeerFlag['code'],
  student: PeerFlag['student'],
  target = null as PeerFlag['target'],
) => ({
  code,
  student,
  target,
  evidence: `${code} evidence`,
});

describe('flag labels', () => {
  it('give every code a distinct label and meaning in plain words', () => {
    const labels = FLAG_CODES.map((code) => FLAG_LABELS[code]);
    expect(new Set(labels).size).toBe(FLAG_CODES.length);
    for (const code of FLAG_CODES) {
      expect(showsFieldKey(FLAG_LABELS[code])).toBe(false);
      expect(FLAG_LABELS[code]).not.toContain('_');
      expect(FLAG_MEANINGS[code]).toMatch(/\.$/);
    }
    expect(FLAG_LABELS.overconfident).toBe('Overconfident');
    expect(FLAG_LABELS.not_submitted).toBe('Not submitted');
    expect(FLAG_LABELS.clique).toBe('Possible clique');
  });
});

describe('whose flags', () => {
  const flags = [
    flag('not_submitted', ben),
    flag('overconfident', ana),
    flag('conflict', ana, ben),
    flag('clique', null),
  ];

  it('splits a group’s flags by student, keeping the server’s order', () => {
    expect(flagsOn(flags, 'a').map((f) => f.code)).toEqual(['overconfident', 'conflict']);
    expect(flagsOn(flags, 'b').map((f) => f.code)).toEqual(['not_submitted']);
    expect(groupWideFlags(flags).map((f) => f.code)).toEqual(['clique']);
  });

  it('names each evidence button uniquely, with the badge’s words in it', () => {
    expect(evidenceButtonName(flags[1]!, 'Team 1')).toBe(
      'Show evidence for Overconfident on Ana Lee',
    );
    expect(evidenceButtonName(flags[2]!, 'Team 1')).toBe(
      'Show evidence for Possible conflict on Ana Lee rating Ben Wu',
    );
    expect(evidenceButtonName(flags[3]!, 'Team 1')).toBe(
      'Show evidence for Possible clique in Team 1',
    );
    expect(flagCountText(0)).toBe('No flags');
    expect(flagCountText(1)).toBe('1 flag');
    expect(flagCountText(4)).toBe('4 flags');
  });
});
