import { describe, expect, it } from 'vitest';
import {
  EMPTY_ACTIVITY_VIEW,
  paramsFromView,
  sameFilters,
  serverFilters,
  viewFromParams,
} from './activity-url';

const view = (query: string) => viewFromParams(new URLSearchParams(query));

describe('the Activity page address', () => {
  it('keeps every filter and the search, so a reload or a shared link shows the same', () => {
    const shown = {
      person: 'staff-1',
      action: 'members.import_students' as const,
      from: '2026-11-01',
      to: '2026-11-27',
      search: 'Grace',
    };
    const query = paramsFromView(shown).toString();
    expect(query).toBe(
      'person=staff-1&action=members.import_students&from=2026-11-01&to=2026-11-27&search=Grace',
    );
    expect(view(query)).toEqual(shown);
  });

  it('writes nothing for an empty view and reads nothing from an empty address', () => {
    expect(paramsFromView(EMPTY_ACTIVITY_VIEW).toString()).toBe('');
    expect(view('')).toEqual(EMPTY_ACTIVITY_VIEW);
  });

  it('leaves out what the server would refuse, so an edited link still opens the page', () => {
    expect(
      view(`action=members.nope&from=31/02/2026&to=2026-02-30&person=${'x'.repeat(101)}`),
    ).toEqual(EMPTY_ACTIVITY_VIEW);
    expect(view('search=' + 'a'.repeat(50)).search).toHaveLength(30);
  });

  it('asks the server only for its filters; the search stays in the page', () => {
    const shown = { ...EMPTY_ACTIVITY_VIEW, action: 'subcourse.archive' as const, search: 'x' };
    expect(serverFilters(shown)).toEqual({
      person: '',
      action: 'subcourse.archive',
      from: '',
      to: '',
    });
    expect(sameFilters(serverFilters(shown), serverFilters({ ...shown, search: 'y' }))).toBe(true);
    expect(sameFilters(serverFilters(shown), serverFilters({ ...shown, to: '2026-01-01' }))).toBe(
      false,
    );
  });
});
