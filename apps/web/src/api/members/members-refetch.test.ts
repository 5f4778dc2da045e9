import type { MemberEntry } from '@capstone/contracts';
import { describe, expect, it } from 'vitest';
import { membersRefetchInterval, WAITING_REFRESH_MS } from './members-refetch';

const at = new Date(2026, 2, 4, 17, 6).toISOString();
const withState = (access_email: MemberEntry['access_email']) => ({ access_email });

describe('access-code email in the members table', () => {
  it('reads the list again while an email is waiting, and only then', () => {
    const sent = withState({ status: 'sent', at });
    const failed = withState({ status: 'failed', at });
    const waiting = withState({ status: 'pending', at });
    expect(membersRefetchInterval([sent, withState(null), waiting])).toBe(WAITING_REFRESH_MS);
    expect(membersRefetchInterval([sent, failed, withState(null)])).toBe(false);
    expect(membersRefetchInterval(undefined)).toBe(false);
  });
});
