import { describe, expect, it } from 'vitest';
import { budgetAddress } from '../../src/lib/budget-address';

describe('budgetAddress (api.md §21.5: IPv6 budgets by /64)', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(budgetAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(budgetAddress('127.0.0.1')).not.toBe(budgetAddress('127.0.0.2'));
  });

  it('counts every address of one /64 as one client, in any spelling', () => {
    const one = [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:0:0:0:abcd',
      '2001:db8:1:2:0:0:1.2.3.4',
      'fe80::1%eth0'.replace('fe80::', '2001:db8:1:2::'),
    ].map(budgetAddress);
    expect(new Set(one)).toEqual(new Set(['2001:db8:1:2::/64']));
  });

  it('keeps neighbouring /64s apart', () => {
    expect(budgetAddress('2001:db8:1:2::1')).not.toBe(budgetAddress('2001:db8:1:3::1'));
    expect(budgetAddress('::1')).toBe('0:0:0:0::/64');
    expect(budgetAddress('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('reads an IPv4 address written as IPv6 as that IPv4 address', () => {
    expect(budgetAddress('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(budgetAddress('::FFFF:10.0.0.1')).toBe('10.0.0.1');
  });
});
