import { describe, expect, it } from 'vitest';
import { categoryColor, initialOf, memberProfileHref, orderRoleGroups } from './chat-people';

describe('memberProfileHref', () => {
  it('links students and clients to their profile, and staff nowhere', () => {
    expect(memberProfileHref('student', 's1')).toBe('/student/profile/s1');
    expect(memberProfileHref('client', 'c1')).toBe('/client/profile/c1');
    expect(memberProfileHref('tutor', 't1')).toBeNull();
    expect(memberProfileHref('course admin', 'a1')).toBeNull();
  });
});

describe('orderRoleGroups', () => {
  it('orders course admin, tutor, client, student', () => {
    const groups = [{ id: 'student' }, { id: 'client' }, { id: 'course admin' }, { id: 'tutor' }];
    expect(orderRoleGroups(groups as never).map((g: { id: string }) => g.id)).toEqual([
      'course admin',
      'tutor',
      'client',
      'student',
    ]);
  });
});

describe('small helpers', () => {
  it('colours known categories and greys the rest', () => {
    expect(categoryColor('Labs')).toBe('grape');
    expect(categoryColor(null)).toBe('gray');
    expect(categoryColor('Other')).toBe('gray');
  });

  it('takes the initial of a name', () => {
    expect(initialOf(' ada')).toBe('A');
    expect(initialOf(undefined)).toBe('?');
  });
});
