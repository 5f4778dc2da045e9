import type { ProjectFull } from '@capstone/contracts';
import { describe, expect, it } from 'vitest';
import { isUnallocatedProject, projectClientsText, projectStats } from './project-overview';

type Allocation = Pick<ProjectFull, 'is_allocated' | 'groups'>;
const project = (isAllocated: boolean, groups: string[]): Allocation => ({
  is_allocated: isAllocated,
  groups: groups.map((name) => ({ id: name, name })),
});

describe('projects overview', () => {
  it('counts projects with no allocated group; problems flagged is always 0', () => {
    const projects = [project(false, []), project(true, ['G1']), project(false, [])];
    expect(projectStats(projects)).toEqual({ unallocated: 2, problemsFlagged: 0 });
    expect(projectStats([])).toEqual({ unallocated: 0, problemsFlagged: 0 });
  });

  it('treats a project with groups as allocated even before the flag is set', () => {
    expect(isUnallocatedProject(project(false, ['G1']))).toBe(false);
    expect(isUnallocatedProject(project(true, []))).toBe(false);
    expect(isUnallocatedProject(project(false, []))).toBe(true);
  });

  it('lists clients with their company', () => {
    const clients = [
      { id: '1', name: 'Ann', company_name: 'Acme', email: 'a@acme.com' },
      { id: '2', name: 'Bo', company_name: '', email: 'b@b.com' },
    ];
    expect(projectClientsText({ clients })).toBe('Ann (Acme), Bo');
  });
});
