import { describe, expect, it } from 'vitest';
import { readLtiFragment } from './lti-fragment';

const REF = 'Xq3v8b0J2mY9kR7tLw1cZp5sNf4hGd6eA0uIo2yTb_-';

describe('readLtiFragment: the link to confirm with a password (api.md §21.2)', () => {
  it('reads the one-time reference', () => {
    expect(readLtiFragment(`#confirm=${REF}`)).toEqual({ kind: 'confirm', ref: REF });
  });

  it('refuses an empty or oversized reference', () => {
    expect(readLtiFragment('#confirm=')).toEqual({ kind: 'invalid' });
    expect(readLtiFragment(`#confirm=${'x'.repeat(101)}`)).toEqual({ kind: 'invalid' });
  });

  it('lets a refusal win over a reference', () => {
    expect(readLtiFragment(`#error=expired&confirm=${REF}`)).toMatchObject({ kind: 'error' });
  });
});
