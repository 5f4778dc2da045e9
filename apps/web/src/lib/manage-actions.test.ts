import { describe, expect, it } from 'vitest';
import { visibleManageActions, type ManageAction } from './manage-actions';

const actions: ManageAction[] = [
  { label: 'Approve Projects', href: '/admin/project/approve' },
  { label: 'Edit Group-Project Allocation', href: '/project/allocation', forTutors: true },
];

describe('Manage actions', () => {
  it('gives course admins every action of an active subcourse', () => {
    expect(visibleManageActions(actions, { active: true, isTutor: false })).toEqual(actions);
  });

  it('gives tutors only the actions marked for them', () => {
    expect(
      visibleManageActions(actions, { active: true, isTutor: true }).map((a) => a.label),
    ).toEqual(['Edit Group-Project Allocation']);
  });

  it('hides every action while the subcourse is not active', () => {
    expect(visibleManageActions(actions, { active: false, isTutor: false })).toEqual([]);
    expect(visibleManageActions(actions, { active: false, isTutor: true })).toEqual([]);
  });
});
