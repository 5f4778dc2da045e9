import { describe, expect, it } from 'vitest';
import { canWithdraw, withdrawalEffects, withdrawalText } from './project-withdrawal';

const group = (name: string) => ({ id: `g-${name}`, name });

describe('withdrawing a project', () => {
  it('is offered for an available project that groups were published on', () => {
    expect(canWithdraw({ status: 'available', is_allocated: true, groups: [group('A')] })).toBe(
      true,
    );
    expect(canWithdraw({ status: 'available', is_allocated: false, groups: [group('A')] })).toBe(
      true,
    );
    expect(canWithdraw({ status: 'available', is_allocated: false, groups: [] })).toBe(false);
    expect(canWithdraw({ status: 'unavailable', is_allocated: true, groups: [group('A')] })).toBe(
      false,
    );
    expect(
      canWithdraw({
        status: 'available',
        is_allocated: true,
        groups: [group('A')],
        withdrawn: { reason: 'Client left.', by: null, at: '2026-05-01T00:00:00Z' },
      }),
    ).toBe(false);
  });

  it('says its groups keep it until the next version and the reason goes to clients only', () => {
    const lines = withdrawalEffects({ groups: [group('T1-APPLE'), group('T1-PEAR')] });
    expect(lines).toContain(
      'Its 2 groups (T1-APPLE, T1-PEAR) keep it until staff publish the next allocation version; the next suggestion moves them.',
    );
    expect(lines).toContain(
      'Its clients and the members of its groups are emailed. The reason goes to the clients only.',
    );
    expect(withdrawalEffects({ groups: [] })).toContain(
      'It has no published group, so it leaves this offering now.',
    );
  });

  it('exports the reason of a withdrawn project and nothing for others', () => {
    expect(withdrawalText({ withdrawn: null })).toBe('');
    expect(
      withdrawalText({
        withdrawn: { reason: 'Client left.', by: null, at: '2026-05-01T00:00:00Z' },
      }),
    ).toBe('Withdrawn: Client left.');
  });
});
