import { describe, expect, it } from 'vitest';
import type { Mail } from '../../src/mail/mailer';
import {
  accessCodeMail,
  passwordChangedMail,
  resetPinMail,
  verifyEmailMail,
} from '../../src/modules/accounts/account-mail';
import {
  groupProjectMail,
  projectGroupsMail,
  studentGroupMail,
} from '../../src/modules/allocation/allocation-mail';
import { announcementMail, threadReplyMail } from '../../src/modules/chat/chat-mail';
import {
  clientRejectedMail,
  clientVerifiedMail,
  emailChangedMail,
} from '../../src/modules/clients/client-mail';
import { newClientApplicationMail } from '../../src/modules/courses/course-mail';
import { courseInvitationMail } from '../../src/modules/members/member-mail';
import {
  projectOutcomeMails,
  type OutcomeContext,
  type ProjectOutcome,
} from '../../src/modules/projects/project-mail';
import { buttonsIn, codeBoxIn, layoutOf, shownOutsideLinks, shownText } from './mail-html';

const URL = 'https://capstone.example.edu';
const TO = 'z1234567@ad.unsw.edu.au';
const ENCODED_TO = encodeURIComponent(TO);
// Every value a person typed carries markup, so a template that forgot to escape one shows it.
const NAME = `Ada <b>O'Brien</b> & "Co"`;
const OTHER = `Eve <img src=x onerror="alert(1)">`;
const COURSE = { code: 'COMP3900', name: `Capstone <script>alert(1)</script>` };
const PROJECT = `Reef <i>sensors</i> & "drones"`;
const CODE = '482913';
const AT = new Date('2025-03-04T05:06:00Z');

interface Case {
  mail: Mail;
  subject: string;
  /** Sentences both parts say word for word. */
  says: string[];
  action?: { label: string; url: string };
  code?: string;
}

const outcome = (kind: ProjectOutcome, subcourse?: OutcomeContext['subcourse']) =>
  projectOutcomeMails(kind, [{ id: 'c1', name: NAME, email: TO }], {
    project: { id: 'p/1', name: PROJECT, projNo: 7 },
    course: COURSE,
    subcourse,
    publicUrl: URL,
  })[0]!;
const projectIn = `"${PROJECT}" (project 7) in COMP3900: ${COURSE.name}`;
const seeProject = { label: 'See the project', url: `${URL}/project/p%2F1/view` };
const term = { name: 'Main', term: 1, year: 2025 };
const openChat = { label: 'Open the chat', url: `${URL}/chat` };

const CASES: Record<string, Case> = {
  'Verify Your Email': {
    mail: verifyEmailMail({ to: TO, name: NAME, code: CODE, user: 'student', publicUrl: URL }),
    subject: 'Verify Your Email',
    says: [`Hi ${NAME},`, `Your email verification code is ${CODE}. It is valid for 24 hours.`],
    action: { label: 'Verify your email', url: `${URL}/verify-email/student/${ENCODED_TO}` },
    code: CODE,
  },
  'Reset Your Password': {
    mail: resetPinMail({ to: TO, name: NAME, code: CODE, user: 'client', publicUrl: URL }),
    subject: 'Reset Your Password',
    says: [
      `Your password reset code is ${CODE}. It is valid for 15 minutes.`,
      'If you did not ask to reset your password, you can ignore this email.',
    ],
    action: {
      label: 'Reset your password',
      url: `${URL}/reset-password/verify/client/${ENCODED_TO}`,
    },
    code: CODE,
  },
  'the access code of an imported account': {
    mail: accessCodeMail({ to: TO, name: NAME, code: CODE, user: 'staff', publicUrl: URL }),
    subject: 'Capstone Management System Registration',
    says: [
      `An account has been created for you. Your code is ${CODE}; it is valid for 7 days.`,
      'Open the link below, enter the code and choose a password.',
    ],
    action: {
      label: 'Set your password',
      url: `${URL}/reset-password/verify/staff/${ENCODED_TO}`,
    },
    code: CODE,
  },
  'Your Password Was Changed': {
    mail: passwordChangedMail({ to: TO, name: NAME, at: AT, timeZone: 'Australia/Sydney' }),
    subject: 'Your Password Was Changed',
    says: [
      'Your Capstone password was changed on 04/03/2025 04:06 PM (Australia/Sydney).',
      'If this was not you, contact your course staff straight away.',
    ],
  },
  'Your Email Was Changed': {
    mail: emailChangedMail({
      to: TO,
      name: NAME,
      newEmail: 'new@example.com',
      at: AT,
      timeZone: 'Australia/Sydney',
    }),
    subject: 'Your Email Was Changed',
    says: [
      'The email address of your Capstone account was changed to new@example.com on 04/03/2025 04:06 PM (Australia/Sydney).',
    ],
  },
  'Course Invitation': {
    mail: courseInvitationMail({
      to: TO,
      name: NAME,
      course: {
        code: 'COMP3900',
        courseName: COURSE.name,
        subcourseName: OTHER,
        term: 1,
        year: 2025,
      },
      tutorials: ['H12A', 'T13B'],
      role: 'tutor',
      publicUrl: URL,
    }),
    subject: 'Course Invitation',
    says: [
      `You have been added as a tutor to COMP3900: ${COURSE.name}, ${OTHER} (Term 1 2025), tutorials H12A, T13B.`,
    ],
    action: { label: 'Log in to Capstone', url: `${URL}/login` },
  },
  'New Client Application': {
    mail: newClientApplicationMail({
      to: TO,
      ownerName: NAME,
      client: { name: OTHER, companyName: `Hooks & <Lines>` },
      course: COURSE,
      publicUrl: URL,
    }),
    subject: 'New Client Application',
    says: [`${OTHER} (Hooks & <Lines>) has applied to be a client of COMP3900: ${COURSE.name}.`],
    action: { label: 'Review the application', url: `${URL}/admin/client/verify` },
  },
  'Client Verification Outcome (verified)': {
    mail: clientVerifiedMail({ to: TO, name: NAME, publicUrl: URL }),
    subject: 'Client Verification Outcome',
    says: [
      'Your client account has been verified. You can now create projects and submit them for approval in the courses you have joined.',
    ],
    action: { label: 'Sign in to Capstone', url: `${URL}/login` },
  },
  'Client Verification Outcome (rejected)': {
    mail: clientRejectedMail({ to: TO, name: NAME, courses: [COURSE], publicUrl: URL }),
    subject: 'Client Verification Outcome',
    says: [
      `You have not been accepted as a verified client for COMP3900: ${COURSE.name}. You have been removed from this course, and any project you submitted there has been returned to draft.`,
    ],
    action: { label: 'Sign in to Capstone', url: `${URL}/login` },
  },
  'Project Application Outcome (available)': {
    mail: outcome('available', term),
    subject: 'Project Application Outcome',
    says: [
      `Your project ${projectIn} has been accepted.`,
      'It is now visible to the students of Main (Term 1 2025).',
    ],
    action: seeProject,
  },
  'Project Application Outcome (unavailable)': {
    mail: outcome('unavailable', term),
    subject: 'Project Application Outcome',
    says: [
      `Your project ${projectIn} has been accepted.`,
      'It is not offered in Main (Term 1 2025)',
    ],
    action: seeProject,
  },
  'Project Application Outcome (rejected)': {
    mail: outcome('rejected'),
    subject: 'Project Application Outcome',
    says: [
      `Your project ${projectIn} has not been accepted.`,
      'It has been returned to draft: you can edit it and submit it again.',
    ],
    action: seeProject,
  },
  'Project Application Outcome (removed)': {
    mail: outcome('removed', term),
    subject: 'Project Application Outcome',
    says: [`Your project ${projectIn} has been removed from Main (Term 1 2025).`],
    action: seeProject,
  },
  'Project Allocation Published (a group)': {
    mail: groupProjectMail({ name: NAME, email: TO }, OTHER, PROJECT, URL),
    subject: 'Project Allocation Published',
    says: [`Your group ${OTHER} has been allocated to the project "${PROJECT}".`],
    action: openChat,
  },
  'Project Allocation Published (a client)': {
    mail: projectGroupsMail({ name: NAME, email: TO }, PROJECT, [OTHER, 'H12A-2'], URL),
    subject: 'Project Allocation Published',
    says: [`Your project "${PROJECT}" has been allocated these groups: ${OTHER}, H12A-2.`],
    action: openChat,
  },
  'Group Allocation Published (in a group)': {
    mail: studentGroupMail({ name: NAME, email: TO }, { id: 'g 1', name: OTHER }, URL),
    subject: 'Group Allocation Published',
    says: [`You have been allocated to the group ${OTHER}.`],
    action: { label: 'See your group', url: `${URL}/group/profile/g%201` },
  },
  'Group Allocation Published (no group)': {
    mail: studentGroupMail({ name: NAME, email: TO }, null, URL),
    subject: 'Group Allocation Published',
    says: ['You are not in a group at the moment; course staff will be in touch.'],
  },
  'New Announcement From {poster}': {
    mail: announcementMail(
      { name: NAME, email: TO },
      { poster: OTHER, channel: 'Announcements', title: 'Labs <move>', content: 'Room <b>2</b>' },
      URL,
    ),
    subject: `New Announcement From ${OTHER}`,
    says: [`${OTHER} posted an announcement in Announcements.`, 'Labs <move>', 'Room <b>2</b>'],
    action: openChat,
  },
  'New Thread Reply From {replier}': {
    mail: threadReplyMail(
      { name: NAME, email: TO },
      { replier: OTHER, channel: 'general', postTitle: PROJECT, content: 'Try <this> & that' },
      URL,
    ),
    subject: `New Thread Reply From ${OTHER}`,
    says: [`${OTHER} replied to your post "${PROJECT}" in general.`, 'Try <this> & that'],
    action: openChat,
  },
};

describe.each(Object.entries(CASES))('the email %s', (_, c) => {
  const { mail } = c;

  it('keeps its subject, greets its reader and says the same sentences in both parts', () => {
    expect(mail.subject).toBe(c.subject);
    expect(mail.to).toBe(TO);
    for (const sentence of [`Hi ${NAME},`, ...c.says]) {
      expect(mail.text).toContain(sentence);
      expect(shownText(mail.html)).toContain(sentence);
    }
  });

  it('escapes every value a person typed in the HTML part', () => {
    expect(mail.html).not.toMatch(/<(b|i|img|script|lines|move|this)\b/i);
    expect(mail.html).toContain('Ada &#60;b&#62;O&#39;Brien&#60;/b&#62; &#38; &#34;Co&#34;');
  });

  it('has the one layout, with the product name and colour, and a plain-text twin', () => {
    expect(layoutOf(mail.html)).toBe(layoutOf(CASES['Verify Your Email']!.mail.html));
    expect(mail.html).toContain('>Capstone</td>');
    expect(mail.html).toContain('#3b5bdb');
    expect(mail.html).toContain('name="viewport"');
    expect(mail.text).not.toMatch(/<\/?(p|a|td|table|br|div)\b/);
    expect(mail.text).toMatch(/\n-- \nSent by Capstone\.$/);
    expect(shownText(mail.html)).toContain('Sent by Capstone.');
  });

  it('never calls the emailed code a PIN or an access code', () => {
    for (const part of [mail.subject, mail.text, shownText(mail.html)]) {
      expect(part).not.toMatch(/\bPIN\b|access code/i);
    }
  });

  if (c.action) {
    const action = c.action;
    it(`has exactly one button, "${action.label}", and its link in the text`, () => {
      expect(buttonsIn(mail.html)).toEqual([action]);
      expect(mail.text).toContain(`${action.label}: ${action.url}`);
      // Written out under the button for a client that hides it.
      expect(shownText(mail.html)).toContain(action.url);
    });
  } else {
    it('has no button and no link, having nothing to ask', () => {
      expect(buttonsIn(mail.html)).toEqual([]);
      expect(mail.html).not.toContain('<a ');
      expect(mail.text).not.toContain(URL);
    });
  }

  if (c.code) {
    const code = c.code;
    it('shows the code large and monospace in HTML, readable outside any link, and in the text', () => {
      expect(codeBoxIn(mail.html)).toBe(code);
      expect(shownOutsideLinks(mail.html)).toContain(code);
      expect(mail.text.match(/\b\d{6}\b/)?.[0]).toBe(code);
    });
  } else {
    it('has no code box', () => {
      expect(codeBoxIn(mail.html)).toBeUndefined();
    });
  }
});

describe('the layout', () => {
  it('quotes a message line by line in the text part and keeps its line breaks in HTML', () => {
    const mail = announcementMail(
      { name: 'Bob', email: TO },
      { poster: 'Eve', channel: 'Announcements', title: null, content: 'one\n\ntwo <b>' },
      URL,
    );
    expect(mail.text).toContain('> one\n>\n> two <b>');
    expect(mail.html).toContain('one<br><br>two &#60;b&#62;');
  });

  it('shows an inbox preview of the first paragraph, and the subject as the title', () => {
    const { html } = CASES['Reset Your Password']!.mail;
    expect(html).toMatch(
      /<div style="display:none;[^"]*">Your password reset code is 482913\. It is valid for 15 minutes\.<\/div>/,
    );
    expect(html).toContain('<title>Reset Your Password</title>');
  });

  it('stacks the card and widens the button on a phone', () => {
    const { html } = CASES['Course Invitation']!.mail;
    expect(html).toMatch(/@media only screen and \(max-width:600px\)\{[^}]*\.card\{/);
    expect(html).toMatch(/\.button-table\{width:100% !important\}/);
    expect(html).toContain('style="max-width:560px;"');
  });
});
