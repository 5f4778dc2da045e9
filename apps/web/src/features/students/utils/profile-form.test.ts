import { describe, expect, it } from 'vitest';
import { groupStatus, profileBody, profileValuesFrom, validateProfile } from './profile-form';

describe('student profile form', () => {
  it('starts from the profile, with no year as an empty field', () => {
    expect(
      profileValuesFrom({
        id: 's1',
        name: 'Ann',
        year: null,
        experiences: [{ title: 'Intern', description: 'Did things' }],
      }),
    ).toEqual({ year: '', experiences: [{ title: 'Intern', description: 'Did things' }] });
  });

  it('sends null for no year and drops blank experiences', () => {
    expect(
      profileBody({
        year: '',
        experiences: [
          { title: ' Tutor ', description: ' ' },
          { title: ' ', description: '' },
        ],
      }),
    ).toEqual({ year: null, experiences: [{ title: 'Tutor', description: '' }] });
    expect(profileBody({ year: 3, experiences: [] }).year).toBe(3);
  });

  it('wants a title for an experience with a description', () => {
    expect(
      validateProfile({ year: 2, experiences: [{ title: '', description: 'Built an app' }] }),
    ).toEqual({ 'experiences.0.title': 'Title is required' });
    expect(validateProfile({ year: 2, experiences: [{ title: '', description: '' }] })).toEqual({});
  });

  it('names the group status', () => {
    expect(groupStatus({ group: 'g1' }, true)).toBe('In a group');
    expect(groupStatus({ group: null }, true)).toBe('Not in a group');
    expect(groupStatus(undefined, false)).toBe('N/A');
  });
});
