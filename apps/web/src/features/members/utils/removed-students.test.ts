import { AUDIT_MESSAGES, type AuditEventView } from '@capstone/contracts';
import { describe, expect, it } from 'vitest';
import { removedStudents } from './removed-students';

const event = (action: string, id: string, name: string, at: string) =>
  ({
    action,
    at,
    subject: { type: 'student', id, name },
  }) as AuditEventView;
const removal = (id: string, name: string, at: string) =>
  event('members.remove_student', id, name, at);
const erasure = (id: string, name: string, at: string) =>
  event('account.erase_by_staff', id, name, at);

describe('removed students', () => {
  it('lists each removed student once, newest removal first, with their erasure', () => {
    const list = removedStudents(
      [
        removal('grace', 'Grace Hopper', '2026-11-27T05:00:00.000Z'),
        removal('alan', 'Alan Turing', '2026-11-20T05:00:00.000Z'),
        // Removed before, enrolled again, removed again: the newest removal counts.
        removal('grace', 'Grace Hopper', '2026-10-01T05:00:00.000Z'),
      ],
      [erasure('alan', 'Alan Turing', '2026-11-21T05:00:00.000Z')],
      [],
    );
    expect(list).toEqual([
      {
        id: 'grace',
        name: 'Grace Hopper',
        removedAt: '2026-11-27T05:00:00.000Z',
        erasedAt: null,
      },
      {
        id: 'alan',
        name: 'Alan Turing',
        removedAt: '2026-11-20T05:00:00.000Z',
        erasedAt: '2026-11-21T05:00:00.000Z',
      },
    ]);
  });

  it('keeps an erasure from before the latest removal from counting', () => {
    const [grace] = removedStudents(
      [removal('grace', 'Grace Hopper', '2026-11-27T05:00:00.000Z')],
      [erasure('grace', 'Grace Hopper', '2026-10-02T05:00:00.000Z')],
      [],
    );
    expect(grace!.erasedAt).toBeNull();
  });

  it('leaves out students enrolled again and deleted accounts', () => {
    expect(
      removedStudents(
        [
          removal('back', 'Back Again', '2026-11-27T05:00:00.000Z'),
          removal('gone', AUDIT_MESSAGES.deletedUser, '2026-11-26T05:00:00.000Z'),
        ],
        [],
        [{ id: 'back' }],
      ),
    ).toEqual([]);
  });
});
