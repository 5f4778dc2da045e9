/**
 * The longest text each request field may hold, in characters. One table for the server's
 * schemas, the web's inputs (`maxLength`) and the API docs, so all three agree. A length is
 * checked before any pattern, so no pattern ever runs on a string longer than this.
 */
const CHARACTER_LIMITS = {
  /** Any email address (RFC 5321's path limit). */
  email: 254,
  /** First, last and full names of people; member import names. */
  personName: 100,
  companyName: 100,
  courseName: 100,
  subcourseName: 100,
  courseDescription: 5000,
  password: 128,
  /** zID, course code, PIN or access code: a cap in front of their exact patterns. */
  code: 20,
  /** Phone, ABN/ACN and contact hours: a cap in front of their patterns. */
  phone: 40,
  /** Industry and other short labels of one line. */
  shortText: 100,
  /** Company address (location). */
  address: 200,
  companyBrief: 5000,
  /** Opaque ids in paths, queries and bodies. */
  id: 100,
  search: 30,
  /** One tutorial (`H12A`) and a tutor's list of them (`H12A, T13B`). */
  tutorial: 40,
  tutorialList: 200,
  /** One `DD-MM-YYYY to DD-MM-YYYY` range and a term key. */
  termDates: 40,
  termKey: 2,
  /** Form Builder: a field's label, one option, a field's default value. */
  formLabel: 500,
  formOption: 200,
  formValue: 5000,
  projectName: 200,
  /** Category, an area, an attachment and a response's question. */
  projectItem: 200,
  /** Background, scope, description, required skills, outcomes, a response's answer. */
  projectText: 20_000,
  channelName: 100,
  postTitle: 200,
  postContent: 10_000,
  linkName: 100,
  groupLinkName: 200,
  url: 2000,
  groupBio: 1000,
  /** Preference notes (pitches), topic answers, experience descriptions. */
  notes: 5000,
  experienceTitle: 200,
} as const;
export type LimitName = keyof typeof CHARACTER_LIMITS;
export const LIMITS: Readonly<Record<LimitName, number>> = CHARACTER_LIMITS;

/** Longest lists a request may carry where nothing else bounds them. */
export const LIST_LIMITS = {
  formFields: 100,
  formOptions: 100,
  termDates: 3,
  projectAreas: 20,
  projectAttachments: 20,
  projectResponses: 50,
  preferences: 100,
  topicPreferences: 50,
  experiences: 20,
} as const;

/** What each limit applies to, for the API docs' table. */
export const LIMIT_FIELDS: Record<LimitName, string> = {
  email: 'every `email`',
  personName: '`firstName`, `lastName`, client `name`, member import names',
  companyName: '`companyName`, `company_name`',
  courseName: 'course `name`',
  subcourseName: 'subcourse `name`',
  courseDescription: 'course `description`',
  password: '`password`, `confirmPassword`',
  code: '`zid`, course `code`, `pin`',
  phone: '`phone`, `companyABN`/`company_abn`, `contactHours`/`hours`',
  shortText: '`industry`, channel `channel_type`/`category`, other one-line labels',
  address: '`location`, `company_address`',
  companyBrief: '`company_brief`',
  id: 'every id (paths, queries, bodies)',
  search: 'search `query`',
  tutorial: 'a student `tutorial`',
  tutorialList: "a tutor's `tutorial` list",
  termDates: 'one term date range (`DD-MM-YYYY to DD-MM-YYYY`)',
  termKey: 'a `termDates`/`term_dates` key',
  formLabel: 'a form field `label`',
  formOption: 'a form field option',
  formValue: 'a form field `value`',
  projectName: 'project `name`',
  projectItem: 'project `category`, each of `areas`, `attachments`, a response `question`',
  projectText: 'project `background`, `scope`, `description`, `req_skills`, `outcomes`, answers',
  channelName: 'channel `name`',
  postTitle: 'post `title`',
  postContent: 'post and reply `content`',
  linkName: 'staff shortcut `name`',
  groupLinkName: 'group link `name`',
  url: 'every `url`',
  groupBio: 'group `bio`, `goal`',
  notes: 'preference `notes`, `topic_preferences` answers, experience `description`',
  experienceTitle: 'experience `title`',
};

export const tooLong = (field: string, max: number) => `${field} must be at most ${max} characters`;
export const tooMany = (field: string, max: number) => `${field} must have at most ${max} entries`;
export const nullCharacter = (field: string) => `${field} must not contain a null character`;
