import {
  auditCsvRow,
  auditSummaryText,
  type AuditEventView,
  type MemberEntry,
} from '@capstone/contracts';
import { describe, expect, it } from 'vitest';
import { auditSearch, invalidRange, NO_AUDIT_FILTERS, personOptions } from './audit-filters';

const member = (id: string, name: string, role: MemberEntry['role']) =>
  ({ id, name, role, email: `${id}@x`, tutorials: [], group: null }) as unknown as MemberEntry;
const event = (id: string | null, name: string) =>
  ({ actor: { type: id ? 'staff' : 'system', id, name } }) as AuditEventView;

describe('audit filters', () => {
  it('sends only the filters that are set, then the page', () => {
    expect(auditSearch(NO_AUDIT_FILTERS, { limit: 500, offset: 0 })).toBe('limit=500&offset=0');
    expect(
      auditSearch(
        { person: 'a b', action: 'project.approve', from: '2025-03-01', to: '' },
        { limit: 10, offset: 20 },
      ),
    ).toBe('person=a+b&action=project.approve&from=2025-03-01&limit=10&offset=20');
  });

  it('flags a range that ends before it starts', () => {
    expect(invalidRange({ ...NO_AUDIT_FILTERS, from: '2025-03-02', to: '2025-03-01' })).toBe(true);
    expect(invalidRange({ ...NO_AUDIT_FILTERS, from: '2025-03-01', to: '2025-03-01' })).toBe(false);
    expect(invalidRange({ ...NO_AUDIT_FILTERS, from: '2025-03-01' })).toBe(false);
  });

  it('offers the staff and whoever acted, never students who did not, sorted by name', () => {
    const options = personOptions(
      [member('s1', 'Zed Student', 'student'), member('t1', 'Bea Tutor', 'tutor')],
      [event('c1', 'Cara Client'), event(null, 'System'), event('t1', 'Bea Tutor')],
    );
    expect(options).toEqual([
      { value: 't1', label: 'Bea Tutor' },
      { value: 'c1', label: 'Cara Client' },
    ]);
  });
});

describe('audit summaries and CSV rows', () => {
  it('reads the counts and before/after first, leaves empty values out', () => {
    expect(
      auditSummaryText({ errors: 0, unchanged: 1, created: 2, updated: 3, context_ref: 'c' }),
    ).toBe('created: 2; updated: 3; unchanged: 1; errors: 0; context_ref: c');
    expect(auditSummaryText({ after: 'draft', left_group_id: null, before: 'submitted' })).toBe(
      'before: submitted; after: draft',
    );
    expect(auditSummaryText({ changes: { max_group_size: { before: 3, after: 4 } } })).toBe(
      'changes: {"max_group_size":{"before":3,"after":4}}',
    );
  });

  it('names a target without a name by its type and id', () => {
    const row = auditCsvRow({
      id: 'e1',
      at: '2025-03-01T00:00:00.000Z',
      action: 'lti.context_link',
      action_label: 'Linked an LMS course',
      actor: { type: 'system', id: null, name: 'System' },
      target: { type: 'lti_context', id: 'ctx-1', name: null },
      subject: null,
      subcourse_id: 's1',
      course_id: 'c1',
      summary: {},
      ip: null,
    });
    expect(row).toEqual([
      '2025-03-01T00:00:00.000Z',
      'System',
      'Linked an LMS course',
      'lti_context ctx-1',
      '',
      '',
      '',
      'Linked an LMS course',
    ]);
  });
});
