import { describe, expect, it } from 'vitest';
import { offeringRetentionText, typedCodeMatches } from './retention-texts';

describe('retention texts', () => {
  it("say the offering's state and when its data is due", () => {
    expect(offeringRetentionText('not-active', 730)).toBe(
      "This offering is not active yet. Its students' data is kept while it runs and is due for deletion 730 days (about 2 years) after it is archived.",
    );
    expect(offeringRetentionText('active', 365)).toMatch(/^This offering is active\. .* 365 days/);
    expect(offeringRetentionText('archived', 730)).toMatch(
      /^This offering is archived\. .* 730 days \(about 2 years\) after the day it was archived/,
    );
    expect(offeringRetentionText('active', undefined)).toContain('a set period after');
  });

  it('enable DELETE NOW only for the typed code', () => {
    expect(typedCodeMatches('COMP3900', 'COMP3900')).toBe(true);
    expect(typedCodeMatches(' comp3900 ', 'COMP3900')).toBe(true);
    expect(typedCodeMatches('COMP390', 'COMP3900')).toBe(false);
    expect(typedCodeMatches('COMP3900 2020', 'COMP3900')).toBe(false);
    expect(typedCodeMatches('', '')).toBe(false);
  });
});
