/**
 * User-facing texts of the account and course screens that the web shows and
 * `@capstone/contracts` does not export. Spelt exactly as the spec quotes them; move each to the
 * contracts package if the server ever sends it.
 */
export const COURSE_TEXT = {
  /** Course discovery title. */
  discoveryTitle: 'Find your course, and apply to be a client',
  /** Inline messages for required wizard fields (the spec says they are required, not how). */
  courseNameRequired: 'Course name is required',
  descriptionRequired: 'Description is required',
  nameRequired: 'Name is required',
  codeRequired: 'Course code is required',
  termRequired: 'Term is required',
  /** Link dialog inline messages (name and url required). */
  linkNameRequired: 'Name is required',
  linkUrlRequired: 'Link is required',
} as const;
