import {
  LIMITS,
  MAX_EXPERIENCES,
  MAX_NOTES_LENGTH,
  type StudentDetailsBody,
  type StudentPublic,
} from '@capstone/contracts';

/** The student profile's load and save failures. */
export const STUDENT_PROFILE_MESSAGES = {
  notFound: 'Cannot find the student in the database',
  updateFailed: 'Cannot update the profile',
  titleRequired: 'Title is required',
} as const;

/** Year 1–10 or none; at most 20 experiences. */
export const YEAR_MIN = 1;
export const YEAR_MAX = 10;
export const EXPERIENCES_MAX = MAX_EXPERIENCES;
export const EXPERIENCE_TITLE_MAX = LIMITS.experienceTitle;
export const EXPERIENCE_DESCRIPTION_MAX = MAX_NOTES_LENGTH;

export interface Experience {
  title: string;
  description: string;
}

export interface StudentProfileValues {
  /** '' is no year (the NumberInput's empty value). */
  year: number | '';
  experiences: Experience[];
}

export const profileValuesFrom = (student: StudentPublic): StudentProfileValues => ({
  year: student.year ?? '',
  experiences: student.experiences.map(({ title, description }) => ({ title, description })),
});

/**
 * The body of POST /api/student/details: only year and experiences change here. Experiences
 * with neither title nor description are dropped rather than refused.
 */
export const profileBody = (values: StudentProfileValues): StudentDetailsBody => ({
  year: values.year === '' ? null : values.year,
  experiences: values.experiences
    .map((entry) => ({ title: entry.title.trim(), description: entry.description.trim() }))
    .filter((entry) => entry.title || entry.description),
});

/** Inline errors keyed as @mantine/form names them (`experiences.0.title`). */
export function validateProfile(values: StudentProfileValues): Record<string, string> {
  const errors: Record<string, string> = {};
  values.experiences.forEach((entry, index) => {
    if (entry.description.trim() && !entry.title.trim()) {
      errors[`experiences.${index}.title`] = STUDENT_PROFILE_MESSAGES.titleRequired;
    }
  });
  return errors;
}

/** 'In a group', 'Not in a group', or N/A with no course selected. */
export function groupStatus(
  enrolment: { group?: string | null | undefined } | undefined,
  hasCourse: boolean,
): string {
  if (!hasCourse || !enrolment) return 'N/A';
  return enrolment.group ? 'In a group' : 'Not in a group';
}
