import { describe, expect, it } from 'vitest';
import { nullCharacter } from '@capstone/contracts';
import { AppError } from '../../src/lib/app-error';
import { parseContent, parsePostInput } from '../../src/modules/chat/post-input';

/** Socket payloads skip the HTTP input guard: U+0000 is refused here, naming the field. */
describe('socket post and reply input (api.md §20.4)', () => {
  const refusal = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return error instanceof AppError ? [error.statusCode, error.message] : error;
    }
    return 'accepted';
  };

  it('refuses U+0000 in content and title with a 400 naming the field', () => {
    expect(refusal(() => parseContent({ content: 'a\u0000b' }))).toEqual([
      400,
      nullCharacter('content'),
    ]);
    expect(refusal(() => parsePostInput('text', { content: 'ok', title: '\u0000' }))).toEqual([
      400,
      nullCharacter('title'),
    ]);
  });

  it('keeps accepting ordinary text', () => {
    expect(parsePostInput('text', { content: ' Hello ', title: 'Hi' })).toEqual({
      title: 'Hi',
      content: 'Hello',
      category: null,
    });
  });
});
