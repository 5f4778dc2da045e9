import { SUBCOURSE_TERM_LABELS } from '@capstone/contracts';
import type { Mail } from '../../mail/mailer';
import { compose } from '../../mail/compose';

export interface InvitationCourse {
  code: string;
  courseName: string;
  subcourseName: string;
  term: number;
  year: number;
}

/** "Course Invitation": sent when an import enrols someone or changes a tutorial. */
export function courseInvitationMail(args: {
  to: string;
  name: string;
  course: InvitationCourse;
  tutorials: string[];
  role: 'student' | 'tutor';
  publicUrl: string;
}): Mail {
  const { course } = args;
  const term = SUBCOURSE_TERM_LABELS[course.term] ?? `Term ${course.term}`;
  const tutorialText =
    args.tutorials.length === 1
      ? `tutorial ${args.tutorials[0]}`
      : `tutorials ${args.tutorials.join(', ')}`;
  return compose(args.to, 'Course Invitation', {
    name: args.name,
    paragraphs: [
      `You have been added as a ${args.role} to ${course.code}: ${course.courseName}, ${course.subcourseName} (${term} ${course.year}), ${tutorialText}.`,
      'Log in to see the course on your dashboard:',
    ],
    action: { label: 'Log in to Capstone', url: `${args.publicUrl}/login` },
  });
}
