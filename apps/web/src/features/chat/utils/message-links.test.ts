import { describe, expect, it } from 'vitest';
import { splitMessageLinks } from './message-links';

describe('splitMessageLinks', () => {
  it('keeps a message without links as one text part', () => {
    expect(splitMessageLinks('hello <b>there</b>')).toEqual([
      { kind: 'text', text: 'hello <b>there</b>' },
    ]);
  });

  it('turns http and https URLs into links between text parts', () => {
    expect(splitMessageLinks('See https://example.com/a?b=1 and http://x.org')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'http://x.org', href: 'http://x.org/' },
    ]);
  });

  it('leaves sentence punctuation after a URL out of the link', () => {
    expect(splitMessageLinks('Go to https://example.com.')).toEqual([
      { kind: 'text', text: 'Go to ' },
      { kind: 'link', text: 'https://example.com', href: 'https://example.com/' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('never makes a javascript: or data: URL a link', () => {
    const parts = splitMessageLinks('click javascript:alert(1) or data:text/html,<script>');
    expect(parts.every((part) => part.kind === 'text')).toBe(true);
    expect(parts.map((part) => part.text).join('')).toBe(
      'click javascript:alert(1) or data:text/html,<script>',
    );
  });

  it('does not link a javascript: URL hidden behind an http prefix', () => {
    const parts = splitMessageLinks('xhttp://javascript:alert(1)');
    expect(parts.filter((part) => part.kind === 'link')).toEqual([]);
  });

  it('splits a link before a long run of punctuation in linear time (api.md §20.4)', () => {
    const content = `see http://a.b/${'.'.repeat(20_000)}c${'.'.repeat(20_000)}`;
    const started = performance.now();
    const parts = splitMessageLinks(content);
    expect(performance.now() - started).toBeLessThan(100);
    expect(parts[1]).toMatchObject({ kind: 'link', text: `http://a.b/${'.'.repeat(20_000)}c` });
    expect(parts.map((part) => part.text).join('')).toBe(content);
  });
});
