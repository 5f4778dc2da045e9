/**
 * Texts of the project screens that the spec implies but does not spell out, so the contracts
 * package does not carry them. The spec's own messages come from `PROJECT_MESSAGES`.
 */
export const PROJECT_TEXT = {
  createTitle: 'Create New Project',
  editTitle: 'Edit Project',
  myProjects: 'My Projects',
  draftSaved: 'Project saved as a draft.',
  deleteTitle: 'Delete project',
  deleteFailed: 'The project could not be deleted.',
  loadListFailed: 'Your projects could not be loaded.',
  confirmDelete: (name: string) =>
    `Would you like to delete ${name || 'this project'}? This cannot be undone.`,
  approveTitle: 'Approve project',
  rejectTitle: 'Reject project',
  rejectedToast: 'Project rejected. The client will be notified of this change.',
  removeTitle: 'Remove from this term',
  notFound: 'This project could not be found.',
  noCourse: 'No course is selected. Choose a course on My Courses first.',
  emptyQuestionnaire:
    'This course has no client questionnaire yet. Please contact the course administration.',
  nameForDraft: 'A draft needs a project name',
  wholeNumber: 'Must be a whole number of 0 or more',
  selectCourseFirst: 'Select this course on My Courses first',
} as const;
