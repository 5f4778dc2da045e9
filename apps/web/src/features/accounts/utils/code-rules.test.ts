import { describe, expect, it } from 'vitest';
import { codeError, sentAtText } from './code-rules';

describe('codeError', () => {
  it('asks for the code when the field is empty', () => {
    expect(codeError('  ')).toBe('Enter the 6-digit code from the email');
  });

  it('refuses anything but six digits before it reaches the server', () => {
    expect(codeError('12ab')).toBe('Enter the 6 digits of the code from the email');
    expect(codeError('1234567')).toBe('Enter the 6 digits of the code from the email');
  });

  it('passes six digits, spaces around them trimmed', () => {
    expect(codeError(' 123456 ')).toBeNull();
  });

  it('says the newest code is the one that works', () => {
    const at = new Date(2026, 10, 27, 16, 18);
    const time = at.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
    expect(sentAtText(at)).toBe(`We sent a new code at ${time}. Only the newest code works.`);
  });
});
