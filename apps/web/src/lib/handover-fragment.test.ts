import { describe, expect, it } from 'vitest';
import { fragmentFields, handoverCodeOf } from './handover-fragment';

const CODE = 'Xq3v8b0J2mY9kR7tLw1cZp5sNf4hGd6eA0uIo2yTb_-';

describe('the hand-over fragment', () => {
  it('reads the fields with or without the #, and nothing from an over-long fragment', () => {
    expect(fragmentFields(`#code=${CODE}&link=ctx1`)?.get('link')).toBe('ctx1');
    expect(fragmentFields(`code=${CODE}`)?.get('code')).toBe(CODE);
    expect(fragmentFields(`#code=${CODE}&x=${'a'.repeat(2000)}`)).toBeNull();
  });

  it('accepts only a code of the hand-over shape', () => {
    const code = (hash: string) => handoverCodeOf(new URLSearchParams(hash));
    expect(code(`code=${CODE}&subcourse=s1`)).toBe(CODE);
    expect(code('')).toBeNull();
    expect(code('code=')).toBeNull();
    expect(code('access_token=eyJ.eyJ.sig&user=student&id=1')).toBeNull();
    expect(code('code=abc%2F..%2Fadmin')).toBeNull();
    expect(code(`code=${'a'.repeat(101)}`)).toBeNull();
  });
});
