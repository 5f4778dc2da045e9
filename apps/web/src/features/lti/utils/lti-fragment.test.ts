import { describe, expect, it } from 'vitest';
import { SIGN_IN_ERROR_GENERIC, SIGN_IN_ERROR_SENTENCES } from '@capstone/contracts';
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

  it("words a refusal's code with the product's sentence", () => {
    expect(readLtiFragment('#error=not_linked')).toEqual({
      kind: 'error',
      message: SIGN_IN_ERROR_SENTENCES.not_linked,
    });
    for (const [code, sentence] of Object.entries(SIGN_IN_ERROR_SENTENCES)) {
      expect(readLtiFragment(`#error=${code}`)).toEqual({ kind: 'error', message: sentence });
    }
  });

  it('shows the generic sentence, never the text, for an unknown code or arbitrary text', () => {
    const spoof = encodeURIComponent('Your licence expired. Pay at https://evil.example');
    for (const error of [spoof, 'Not_Linked', 'constructor', 'x'.repeat(500)]) {
      expect(readLtiFragment(`#error=${error}`), error).toEqual({
        kind: 'error',
        message: SIGN_IN_ERROR_GENERIC,
      });
    }
  });

  it('treats anything else as invalid, a token in the fragment included', () => {
    expect(readLtiFragment('')).toEqual({ kind: 'invalid' });
    expect(readLtiFragment('#access_token=t.k.n&user=student&id=a')).toEqual({ kind: 'invalid' });
    expect(readLtiFragment('#code=a%2Fb')).toEqual({ kind: 'invalid' });
    expect(readLtiFragment(`#code=${'x'.repeat(101)}`)).toEqual({ kind: 'invalid' });
    expect(readLtiFragment(`#${'x'.repeat(9000)}`)).toEqual({ kind: 'invalid' });
  });
});
