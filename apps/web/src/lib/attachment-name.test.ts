import { describe, expect, it } from 'vitest';
import { attachmentName } from './attachment-name';

describe('attachmentName', () => {
  it("takes the server's file name", () => {
    expect(
      attachmentName('attachment; filename="capstone-data-student-2026-01-02.json"', 'x.json'),
    ).toBe('capstone-data-student-2026-01-02.json');
  });

  it('falls back when the header is missing or the name could leave the downloads folder', () => {
    expect(attachmentName(null, 'fallback.json')).toBe('fallback.json');
    expect(attachmentName('attachment; filename="../evil.json"', 'fallback.json')).toBe(
      'fallback.json',
    );
  });
});
