import { DASHBOARD_MESSAGES, reportFileName } from '@capstone/contracts';
import { describe, expect, it } from 'vitest';
import { checkLink, withScheme } from './links';

describe('shortcut links', () => {
  it('requires name and link', () => {
    expect(checkLink({ name: ' ', url: '' })).toEqual({
      name: 'Name is required',
      url: 'Link is required',
    });
  });

  it('wants an http or https URL, and says so without the field key', () => {
    expect(DASHBOARD_MESSAGES.linkUrlScheme).toBe('url must be an http or https URL');
    expect(checkLink({ name: 'x', url: 'javascript:alert(1)' }).url).toBe(
      'Enter a link starting with http:// or https://',
    );
    expect(checkLink({ name: 'x', url: 'https://moodle.example.edu/course/1' })).toEqual({});
  });

  it('adds https to a link typed without a scheme', () => {
    expect(withScheme(' moodle.example.edu ')).toBe('https://moodle.example.edu');
    expect(withScheme('http://a.b')).toBe('http://a.b');
    expect(withScheme('javascript:alert(1)')).toBe('javascript:alert(1)');
  });

  it('names the report {year}_{code}_report.csv', () => {
    expect(reportFileName({ year: 2025, code: 'COMP3900' })).toBe('2025_COMP3900_report.csv');
  });
});
