import { describe, expect, it } from 'vitest';
import { readLtiFragment } from './lti-fragment';

describe('readLtiFragment', () => {
  it('reads a session with its subcourse', () => {
    expect(readLtiFragment('#access_token=t.k.n&user=student&id=s1&subcourse=sub1')).toEqual({
      kind: 'session',
      session: { token: 't.k.n', user: 'student', id: 's1' },
      subcourse: 'sub1',
      link: null,
    });
  });

  it('reads the link request of a first instructor launch', () => {
    const landing = readLtiFragment('#access_token=t&user=staff&id=a&subcourse=&link=ctx1');
    expect(landing).toMatchObject({ kind: 'session', subcourse: '', link: 'ctx1' });
  });

  it('reads a refusal', () => {
    expect(
      readLtiFragment('#error=Your%20teacher%20has%20not%20set%20this%20course%20up%20yet'),
    ).toEqual({
      kind: 'error',
      message: 'Your teacher has not set this course up yet',
    });
  });

  it('treats anything else as invalid', () => {
    expect(readLtiFragment('')).toEqual({ kind: 'invalid' });
    expect(readLtiFragment('#access_token=t&user=admin&id=a')).toEqual({ kind: 'invalid' });
    expect(readLtiFragment(`#${'x'.repeat(9000)}`)).toEqual({ kind: 'invalid' });
  });
});
