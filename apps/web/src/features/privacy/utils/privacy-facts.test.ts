import { describe, expect, it } from 'vitest';
import { contactLink, privacyFacts } from './privacy-facts';

describe('the privacy notice facts', () => {
  it('uses sensible words when nothing is configured', () => {
    expect(privacyFacts(undefined)).toEqual({
      operator: null,
      contact: { kind: 'text', text: 'your course convenor' },
      retention: 'a set period',
    });
    expect(
      privacyFacts({ operator: '  ', contact: '  ', retention_days: 730 }).operator,
    ).toBeNull();
  });

  it('names the configured operator and links the contact', () => {
    expect(
      privacyFacts({
        operator: 'UNSW Sydney',
        contact: 'privacy@unsw.edu.au',
        retention_days: 365,
      }),
    ).toEqual({
      operator: 'UNSW Sydney',
      contact: { kind: 'email', text: 'privacy@unsw.edu.au', href: 'mailto:privacy@unsw.edu.au' },
      retention: '365 days (about 1 year)',
    });
    expect(contactLink('https://unsw.edu.au/privacy')).toEqual({
      kind: 'url',
      text: 'https://unsw.edu.au/privacy',
      href: 'https://unsw.edu.au/privacy',
    });
    expect(contactLink('javascript:alert(1)')).toEqual({
      kind: 'text',
      text: 'javascript:alert(1)',
    });
  });
});
