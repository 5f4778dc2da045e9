import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { addLinkBody, DASHBOARD_MESSAGES } from '../../src';

function firstError(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('addLinkBody', () => {
  it('requires a name and a url', () => {
    expect(firstError(addLinkBody, { url: 'https://a.io' })).toBe('name is required');
    expect(firstError(addLinkBody, { name: '  ', url: 'https://a.io' })).toBe('name is required');
    expect(firstError(addLinkBody, { name: 'Docs' })).toBe('url is required');
    for (const body of [undefined, null, [], 'x']) {
      expect(firstError(addLinkBody, body)).toBe('name is required');
    }
    expect(firstError(addLinkBody, { name: 'x'.repeat(101), url: 'https://a.io' })).toBe(
      DASHBOARD_MESSAGES.linkNameTooLong,
    );
  });

  it('accepts http and https URLs only', () => {
    for (const url of ['https://example.com', 'http://localhost:3000/a?b=c#d', 'HTTPS://X.IO']) {
      expect(firstError(addLinkBody, { name: 'Docs', url })).toBeUndefined();
    }
    for (const url of [
      'javascript:alert(1)',
      'ftp://example.com',
      'example.com',
      'https://',
      'https://exa mple.com',
      'data:text/html,hi',
    ]) {
      expect(firstError(addLinkBody, { name: 'Docs', url })).toBe(DASHBOARD_MESSAGES.linkUrlScheme);
    }
  });

  it('trims and keeps an optional subcourse', () => {
    expect(addLinkBody.parse({ name: ' Docs ', url: ' https://a.io ', subcourse: 's1' })).toEqual({
      name: 'Docs',
      url: 'https://a.io',
      subcourse: 's1',
    });
  });
});
