import type { Institution } from '@capstone/contracts';

/** `z1234567@ad.unsw.edu.au`: an example address in the hint domain; none until it is known. */
export function universityEmailPlaceholder(institution: Institution | undefined) {
  if (!institution) return undefined;
  return `${institution.exampleId ?? 'you'}@${institution.emailDomains[0]}`;
}

/** A pasted member line (`Sam Student, z1234567@ad.unsw.edu.au, z1234567, H12A`) for hints. */
export function examplePasteLine(
  kind: 'student' | 'tutor',
  institution: Institution | undefined,
): string | undefined {
  const id = institution?.exampleId;
  if (!institution || !id) return undefined;
  const name = kind === 'tutor' ? 'Tina Tutor' : 'Sam Student';
  return `${name}, ${id}@${institution.emailDomains[0]}, ${id}, H12A`;
}
