import { ALLOCATION_MESSAGES, MESSAGES } from '@capstone/contracts';
import { describe, expect, it } from 'vitest';
import { boardAccess } from './board-access';
import { buildProjectBoard, buildStudentBoard } from './board-builders';
import { filterContainers } from './board-filter';
import { UNALLOCATED, createBoardState } from './board-state';

describe('buildProjectBoard', () => {
  const projects = [
    { id: 'p2', name: 'Beta', status: 'available', capacity: 2, proj_no: 2 },
    { id: 'p1', name: 'Alpha', status: 'available', capacity: 1, proj_no: 1 },
    { id: 'p3', name: 'Gamma', status: 'unavailable', capacity: 3, proj_no: 3 },
  ] as const;
  const member = [{ id: 's', name: 'S', zid: 'z1' }];
  const groups = [
    { id: 'g1', name: 'G1', tutorial: 'H12A', members: member, project: { id: 'p1' } },
    {
      id: 'g2',
      name: 'G2',
      tutorial: 'H12A',
      members: member,
      project: { id: 'p1' },
      draft_alloc: 'p2',
    },
    { id: 'g3', name: 'G3', tutorial: 'T13B', members: member, project: { id: 'p3' } },
    { id: 'g4', name: 'G4', tutorial: 'T13B', members: [], project: null },
    { id: 'g5', name: 'G5', tutorial: 'T13B', members: [], draft_alloc: 'p2' },
  ];

  it('has one container per available project, by project number', () => {
    const board = buildProjectBoard([...projects], groups);
    expect(board.containers.map((c) => [c.id, c.capacity])).toEqual([
      ['p1', 1],
      ['p2', 2],
    ]);
  });

  it('starts each group at its draft, else its published project, else unallocated', () => {
    const board = buildProjectBoard([...projects], groups);
    expect(board.placement).toEqual({ g1: 'p1', g2: 'p2', g3: null, g5: 'p2' });
    // An empty group is shown only while it holds a place, and is not required to.
    expect(board.items.g5?.isOptional).toBe(true);
    expect(board.items.g1).toMatchObject({ tutorial: 'H12A', memberCount: 1 });
  });
});

describe('buildStudentBoard', () => {
  it('gives each group the subcourse size and starts students at draft, else group', () => {
    const students = [
      { id: 's1', name: 'Ann', subcourses: [{ subcourse: 'S', tutorial: 'H12A', group: 'g1' }] },
      {
        id: 's2',
        name: 'Bob',
        subcourses: [{ subcourse: 'S', tutorial: 'H12A', group: 'g1', draft_alloc: 'g2' }],
      },
      { id: 's3', name: 'Cat', subcourses: [{ subcourse: 'S', tutorial: null, group: null }] },
    ];
    const board = buildStudentBoard(
      students,
      [
        { id: 'g1', name: 'G1', tutorial: 'H12A' },
        { id: 'g2', name: 'G2', tutorial: 'T13B' },
      ],
      'S',
      5,
    );
    expect(board.containers).toEqual([
      { id: 'g1', name: 'G1', capacity: 5, section: 'H12A' },
      { id: 'g2', name: 'G2', capacity: 5, section: 'T13B' },
    ]);
    expect(board.placement).toEqual({ s1: 'g1', s2: 'g2', s3: null });
    expect(board.lists[UNALLOCATED]).toEqual(['s3']);
  });
});

describe('filterContainers', () => {
  const board = createBoardState(
    [
      { id: 'a', name: 'A', tutorial: 'H12A' },
      { id: 'b', name: 'B', tutorial: 'T13B' },
      { id: 'c', name: 'C', tutorial: 'T13B' },
    ],
    [
      { id: 'full', name: 'Full', capacity: 1 },
      { id: 'over', name: 'Over', capacity: 1 },
      { id: 'part', name: 'Part', capacity: 3 },
      { id: 'empty', name: 'Empty', capacity: 2 },
    ],
    (item) => ({ a: 'full', b: 'over', c: 'over' })[item.id],
  );
  const ids = (filter: Parameters<typeof filterContainers>[1], tutorials: string[] = []) =>
    filterContainers(board, filter, tutorials).map((c) => c.id);

  it('filters by fill', () => {
    expect(ids('all')).toEqual(['full', 'over', 'part', 'empty']);
    expect(ids('full')).toEqual(['full', 'over']);
    expect(ids('empty')).toEqual(['part', 'empty']);
    expect(ids('partial')).toEqual([]);
  });

  it("keeps containers holding an item of the caller's tutorials for My Tutorials", () => {
    expect(ids('mine', ['H12A'])).toEqual(['full']);
    expect(ids('mine', ['T13B'])).toEqual(['over']);
    // No tutorials: the same as All.
    expect(ids('mine')).toEqual(ids('all'));
  });
});

describe('boardAccess', () => {
  it('lets staff of S view and draft the project board; only course admins publish', () => {
    const tutor = boardAccess({
      kind: 'project',
      user: 'staff',
      isCourseAdmin: false,
      isActive: true,
    });
    expect(tutor).toEqual({ canView: true, canEdit: true, canPublish: false, notice: null });
    const admin = boardAccess({
      kind: 'project',
      user: 'staff',
      isCourseAdmin: true,
      isActive: true,
    });
    expect(admin.canPublish).toBe(true);
  });

  it('keeps the student board for course admins', () => {
    const tutor = boardAccess({ kind: 'student', user: 'staff', isCourseAdmin: false });
    expect(tutor).toMatchObject({ canView: false, notice: ALLOCATION_MESSAGES.onlyAdmins });
    const student = boardAccess({ kind: 'project', user: 'student', isCourseAdmin: false });
    expect(student).toMatchObject({ canView: false, notice: MESSAGES.onlyCourseStaff });
  });

  it('makes an inactive or archived subcourse read-only', () => {
    const inactive = boardAccess({
      kind: 'project',
      user: 'staff',
      isCourseAdmin: true,
      isActive: false,
    });
    expect(inactive).toEqual({
      canView: true,
      canEdit: false,
      canPublish: false,
      notice: ALLOCATION_MESSAGES.subcourseNotActive,
    });
    const archived = boardAccess({
      kind: 'student',
      user: 'staff',
      isCourseAdmin: true,
      isActive: true,
      isArchived: true,
    });
    expect(archived).toMatchObject({
      canEdit: false,
      notice: ALLOCATION_MESSAGES.subcourseArchived,
    });
  });
});
