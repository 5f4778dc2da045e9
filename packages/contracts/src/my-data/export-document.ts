import { z } from 'zod';

/** The format every export names itself with, so a reader can tell its versions apart. */
export const MY_DATA_EXPORT_FORMAT = 'capstone-my-data/1' as const;

const time = z.string().describe('ISO time');
const staffRole = z.enum(['course admin', 'tutor']);
const formResponses = z.array(z.object({ question: z.string(), answer: z.unknown() }));

/** A project named by id, with its name while the project still exists. */
const namedProject = z.object({ id: z.string(), name: z.string().nullable() });
/** One entry of a ranking, with the ranker's pitch for the project. */
const rankedProject = z.object({ project: namedProject, rank: z.number(), pitch: z.string() });
const offering = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  term: z.number(),
  year: z.number(),
});

/** Whether the account has a password and when it proved its email; when it was created. */
const signInState = {
  has_password: z.boolean(),
  email_verified_at: time.nullable(),
  created_at: time,
};

const studentAccount = z.object({
  type: z.literal('student'),
  id: z.string(),
  name: z.string(),
  email: z.string(),
  zid: z.string(),
  year: z.number().nullable(),
  image: z.string().nullable(),
  experiences: z.array(z.object({ title: z.string(), description: z.string() })),
  ...signInState,
});

/** The account in a staff export of one offering: who the student is, nothing more. */
const offeringStudentAccount = z.object({
  type: z.literal('student'),
  id: z.string(),
  name: z.string(),
  email: z.string(),
  zid: z.string(),
});

const staffAccount = z.object({
  type: z.literal('staff'),
  id: z.string(),
  name: z.string(),
  email: z.string(),
  zid: z.string(),
  role: staffRole,
  ...signInState,
});

const clientGroupPicks = z.array(z.object({ project: z.string(), groups: z.array(z.string()) }));

const clientAccount = z.object({
  type: z.literal('client'),
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  company_name: z.string(),
  company_industry: z.string(),
  company_abn: z.string(),
  company_address: z.string(),
  company_brief: z.string(),
  contact_hours: z.string(),
  is_verified: z.boolean(),
  wishlist: clientGroupPicks,
  preferences: clientGroupPicks,
  ...signInState,
});

/** What the document says of itself: its format, when it was made, and what it covers. */
const header = {
  format: z.literal(MY_DATA_EXPORT_FORMAT),
  generated_at: time,
  scope: z
    .union([z.literal('account'), z.object({ subcourse_id: z.string() })])
    .describe('`account`, or the one offering a staff export is limited to'),
  notes: z.array(z.string()).describe('What each part of the document is and is not'),
};

const studentRecords = {
  enrolments: z.array(
    z.object({
      subcourse: offering,
      tutorial: z.string().nullable(),
      group_id: z.string().nullable(),
      enrolled_at: time,
      wishlist: z.array(namedProject),
      preferences: z.array(rankedProject),
    }),
  ),
  groups: z.array(
    z.object({
      id: z.string(),
      subcourse_id: z.string(),
      name: z.string(),
      tutorial: z.string(),
      you_are_lead: z.boolean(),
      member_count: z.number(),
      bio: z.string().nullable(),
      goal: z.string().nullable(),
      links: z.array(z.object({ name: z.string(), url: z.string() })),
      responses: formResponses,
      preferences_final: z.boolean(),
      project_preferences: z.array(rankedProject),
      topic_preferences: z.array(z.string()),
    }),
  ),
  allocations: z.array(
    z.object({
      subcourse_id: z.string(),
      group_id: z.string(),
      group_name: z.string(),
      project_id: z.string().nullable(),
      project_name: z.string().nullable(),
      rank: z.number().nullable(),
      better_choices: z.array(
        z.object({
          project_id: z.string(),
          project_name: z.string(),
          rank: z.number(),
          reason: z.enum(['full', 'no-places', 'withdrawn', 'not-chosen']),
          places: z.number(),
          groups_placed: z.number(),
        }),
      ),
      explanation: z.string(),
    }),
  ),
  change_requests: z
    .array(
      z.object({
        id: z.string(),
        subcourse_id: z.string(),
        group_id: z.string(),
        group_name: z.string(),
        from_project: namedProject.nullable(),
        project: namedProject.nullable().describe('null: any project with a free place'),
        reason: z.string(),
        status: z.string(),
        created_at: time,
        decided_at: time.nullable(),
        message: z.string().nullable(),
        applied_in_version: z.number().nullable(),
      }),
    )
    .describe("The change requests the student made as their group's lead"),
  peer_evaluations: z
    .array(
      z.object({
        round_id: z.string(),
        subcourse_id: z.string(),
        name: z.string(),
        opens_at: time,
        closes_at: time,
        released_at: time.nullable(),
        group: z.object({ id: z.string(), name: z.string() }),
        submitted_at: time.nullable(),
        private_comment_to_staff: z.string().nullable(),
        ratings_given: z.array(
          z.object({
            student: z.object({ id: z.string(), name: z.string() }),
            scores: z.record(z.string(), z.number()),
          }),
        ),
        comments_written: z.array(
          z.object({
            student: z.object({ id: z.string(), name: z.string() }),
            text: z.string(),
            hidden_by_staff: z.boolean(),
          }),
        ),
      }),
    )
    .describe('The peer evaluation rounds the student is in, and what they entered in each'),
};

const staffRecords = {
  staff_memberships: z.array(
    z.object({
      subcourse: offering,
      role: staffRole,
      tutorials: z.array(z.string()),
      since: time,
    }),
  ),
  dashboard_links: z.array(
    z.object({ subcourse_id: z.string(), name: z.string(), url: z.string(), created_at: time }),
  ),
  courses_owned: z.array(z.object({ id: z.string(), code: z.string(), name: z.string() })),
};

const clientRecords = {
  course_applications: z.array(
    z.object({ course_id: z.string(), code: z.string(), name: z.string(), applied_at: time }),
  ),
  offerings: z.array(offering),
  projects: z.array(
    z.object({
      id: z.string(),
      course_id: z.string(),
      subcourse_id: z.string().nullable(),
      proj_no: z.number(),
      name: z.string(),
      status: z.enum(['draft', 'submitted', 'available', 'unavailable']),
      capacity: z.number(),
      category: z.string(),
      terms: z.array(z.number()),
      areas: z.array(z.string()),
      background: z.string(),
      scope: z.string(),
      description: z.string(),
      req_skills: z.string(),
      outcomes: z.string(),
      attachments: z.array(z.string()),
      responses: formResponses,
      date_created: z.string().describe('YYYY-MM-DD'),
      date_modified: z.string().describe('YYYY-MM-DD'),
      allocated_groups: z.array(z.object({ id: z.string(), name: z.string() })),
    }),
  ),
};

/** Records every account type has; other people appear by account id only. */
const commonRecords = {
  channels: z.array(z.object({ id: z.string(), name: z.string(), subcourse_id: z.string() })),
  posts: z.array(
    z.object({
      id: z.string(),
      channel_id: z.string(),
      channel_name: z.string(),
      subcourse_id: z.string(),
      title: z.string().nullable(),
      content: z.string(),
      category: z.string().nullable(),
      created_at: time,
    }),
  ),
  replies: z.array(
    z.object({
      id: z.string(),
      post_id: z.string(),
      channel_id: z.string(),
      subcourse_id: z.string(),
      content: z.string(),
      created_at: time,
    }),
  ),
  emails: z.array(
    z.object({
      id: z.string(),
      kind: z.enum([
        'access-code',
        'invitation',
        'reset-pin',
        'verify-email',
        'security',
        'notice',
      ]),
      subject: z.string().nullable().describe('Null for a notice: it names its sender'),
      text: z.string().nullable().describe('Null when `withheld` says why'),
      withheld: z.enum(['carried a sign-in code', 'quotes other people']).nullable(),
      status: z.enum(['pending', 'sending', 'sent', 'failed']),
      created_at: time,
      sent_at: time.nullable(),
    }),
  ),
  audit_events: z.array(
    z.object({
      id: z.string(),
      at: time,
      action: z.string(),
      actor: z.object({
        type: z.enum(['student', 'staff', 'client', 'system']),
        id: z.string().nullable(),
        is_you: z.boolean(),
      }),
      target: z.object({ type: z.string(), id: z.string().nullable() }).nullable(),
      about_you: z.boolean(),
      subcourse_id: z.string().nullable(),
      course_id: z.string().nullable(),
      summary: z.record(z.string(), z.unknown()),
      ip: z.string().nullable().describe('Only for actions the account took itself'),
    }),
  ),
  external_identities: z.array(
    z.object({ issuer: z.string(), subject: z.string(), linked_at: time, last_seen_at: time }),
  ),
  sign_in_codes: z.array(
    z.object({
      kind: z.enum(['reset', 'access', 'verify']),
      created_at: time,
      expires_at: time,
      used_at: time.nullable(),
    }),
  ),
};

export const studentExportDocument = z.object({
  ...header,
  account: z.union([studentAccount, offeringStudentAccount]),
  ...studentRecords,
  ...commonRecords,
});
export const staffExportDocument = z.object({
  ...header,
  account: staffAccount,
  ...staffRecords,
  ...commonRecords,
});
export const clientExportDocument = z.object({
  ...header,
  account: clientAccount,
  ...clientRecords,
  ...commonRecords,
});

/**
 * Everything the product holds about one account (`GET /api/{role}/me/export`), or what one
 * offering holds about one of its students (the staff export). Sent as a JSON file.
 */
export const myDataExportDocument = z
  .union([studentExportDocument, staffExportDocument, clientExportDocument])
  .describe(
    `The export as a JSON file (format \`${MY_DATA_EXPORT_FORMAT}\`), sent as an attachment`,
  );
export type MyDataExportDocument = z.infer<typeof myDataExportDocument>;
export type StudentExportDocument = z.infer<typeof studentExportDocument>;
export type StaffExportDocument = z.infer<typeof staffExportDocument>;
export type ClientExportDocument = z.infer<typeof clientExportDocument>;
