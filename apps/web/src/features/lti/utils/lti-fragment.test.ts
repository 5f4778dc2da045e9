import { describe, expect, it } from 'vitest';
import { readLtiFragment } from './lti-fragment';

const CODE = 'Xq3v8b0J2mY9kR7tLw1cZp5sNf4hGd6eA0uIo2yTb_-';

describe('readLtiFragment', () => {
  it('reads the hand-over code with its subcourse', () => {
    expect(readLtiFragment(`#code=${CODE}&subcourse=sub1`)).toEqual({
      kind: 'code',
      code: CODE,
      subcourse: 'sub1',
      link: null,
    });
  });

  it('reads the link request of a first instructor launch', () => {
    const landing = readLtiFragment(`#code=${CODE}&subcourse=&link=ctx1`);
    expect(landing).toMatchObject({ kind: 'code', subcourse: '', link: 'ctx1' });
  });

  it("reads a refusal's code and detail for the page to word", () => {
    expect(readLtiFragment('#error=not_linked')).toEqual({
      kind: 'error',
      code: 'not_linked',
      detail: null,
    });
    expect(readLtiFragment('#error=no_id&detail=no_email')).toEqual({
      kind: 'error',
      code: 'no_id',
      detail: 'no_email',
    });
  });

  it('treats anything else as invalid, a token in the fragment included', () => {
    expect(readLtiFragment('')).toEqual({ kind: 'invalid' });
    expect(readLtiFragment('#access_token=t.k.n&user=student&id=a')).toEqual({ kind: 'invalid' });
    expect(readLtiFragment('#code=a%2Fb')).toEqual({ kind: 'invalid' });
    expect(readLtiFragment(`#code=${'x'.repeat(101)}`)).toEqual({ kind: 'invalid' });
    expect(readLtiFragment(`#${'x'.repeat(9000)}`)).toEqual({ kind: 'invalid' });
  });
});
