/**
 * What a person sees for each field the API names. The API keeps its contract wording
 * (`firstName is required`); every screen shows these sentences instead, so a schema key never
 * reaches a person. One map for both sides: the web words messages with it, the server words
 * documentation and anything it shows outside the API with it.
 */
export interface FieldLabel {
  /** The label on the form, in sentence case: "First name". */
  label: string;
  /** What to say when the field is empty: "Enter your first name". */
  missing: string;
}

const field = (label: string, missing: string): FieldLabel => ({ label, missing });

export const FIELD_LABELS: Readonly<Record<string, FieldLabel>> = {
  firstName: field('First name', 'Enter your first name'),
  lastName: field('Last name', 'Enter your last name'),
  name: field('Name', 'Enter a name'),
  email: field('Email', 'Enter your email address'),
  zid: field('zID', 'Enter your zID'),
  password: field('Password', 'Enter your password'),
  confirmPassword: field('Confirm password', 'Enter your password again'),
  current_password: field('Current password', 'Enter your current password'),
  phone: field('Phone number', 'Enter your phone number'),
  companyName: field('Company name', 'Enter your company name'),
  company_name: field('Company name', 'Enter your company name'),
  companyABN: field('Company ABN', 'Enter your company ABN'),
  company_abn: field('Company ABN', 'Enter your company ABN'),
  industry: field('Industry', 'Enter your industry'),
  location: field('Company address', 'Enter your company address'),
  company_address: field('Company address', 'Enter your company address'),
  contactHours: field('Contact hours', 'Enter your contact hours, e.g. 9:00AM-5:00PM'),
  hours: field('Contact hours', 'Enter your contact hours, e.g. 9:00AM-5:00PM'),
  company_brief: field('Company brief', 'Enter a short company brief'),
  pin: field('Code', 'Enter the 6-digit code from the email'),
  code: field('Course code', 'Enter the course code'),
  term: field('Term', 'Choose a term'),
  term_dates: field('Term dates', 'Enter the term dates'),
  year: field('Year', 'Enter the year'),
  course: field('Course', 'Choose a course'),
  course_id: field('Course', 'Choose a course'),
  courseId: field('Course', 'Choose a course'),
  subcourse: field('Offering', 'Choose an offering'),
  subcourse_id: field('Offering', 'Choose an offering'),
  subcourseId: field('Offering', 'Choose an offering'),
  max_group_size: field('Group size', 'Enter the group size'),
  url: field('Link', 'Enter a link starting with http:// or https://'),
  tutorial: field('Tutorial', 'Enter a tutorial'),
  student_id: field('Student', 'Choose a student'),
  client_id: field('Client', 'Choose a client'),
  clientId: field('Client', 'Choose a client'),
  client: field('Client', 'Choose a client'),
  project: field('Project', 'Choose a project'),
  project_id: field('Project', 'Choose a project'),
  group: field('Group', 'Choose a group'),
  group_id: field('Group', 'Choose a group'),
  category: field('Category', 'Choose a category'),
  channel_type: field('Channel type', 'Choose a channel type'),
  reason: field('Reason', 'Enter a reason'),
  until: field('Keep until', 'Choose a date'),
  message: field('Message', 'Enter a message'),
  title: field('Title', 'Enter a title'),
  content: field('Message', 'Enter a message'),
  capacity: field('Capacity', 'Enter a capacity'),
  status: field('Status', 'Choose a status'),
  terms: field('Terms', 'Choose at least one term'),
  background: field('Background', 'Enter the background'),
  scope: field('Scope', 'Enter the scope'),
  description: field('Description', 'Enter a description'),
  req_skills: field('Required skills', 'Enter the required skills'),
  outcomes: field('Outcomes', 'Enter the expected outcomes'),
  areas: field('Areas', 'Choose at least one area'),
  query: field('Search', 'Enter something to search for'),
  from: field('From', 'Choose a start date'),
  to: field('To', 'Choose an end date'),
  person: field('Person', 'Choose a person'),
  action: field('Action', 'Choose an action'),
  experiences: field('Experience', 'Enter your experience'),
  lead: field('Group lead', 'Choose a group lead'),
  notes: field('Notes', 'Enter notes'),
  quota: field('Quota', 'Enter a quota'),
  mentor: field('Mentor', 'Choose a mentor'),
  decision: field('Decision', 'Choose approve or decline'),
  rank: field('Rank', 'Choose a rank'),
  bio: field('Bio', 'Enter a bio'),
  goal: field('Goal', 'Enter a goal'),
  // A peer evaluation round and a submission (api.md §23).
  opens_at: field('Opens at', 'Choose when the round opens'),
  closes_at: field('Closes at', 'Choose when the round closes'),
  weight: field('Weight', 'Enter a weight'),
  non_submission_penalty: field('Non-submission penalty', 'Enter a penalty'),
  ratings: field('Ratings', 'Rate every person before you submit'),
  staff_comment: field('Private comment to staff', 'Enter a comment'),
  // The two Form Builder forms of Course Settings, named as their headings name them.
  client_questionnaire: field('Client Questionnaire', 'Add the client questionnaire'),
  project_preference_form: field('Project Preference Form', 'Add the project preference form'),
};

/**
 * Whole messages whose rule reads better said another way than "<Label> <rule>". Keyed by the
 * API's exact text.
 */
const SENTENCES: Readonly<Record<string, string>> = {
  'until must be a date (YYYY-MM-DD)': 'Choose a date',
  'until must be a date after today': 'Choose a date after today',
  'until must be within a year from today': 'Choose a date within a year from today',
  'reason must not contain an email or a university id':
    'Leave names, emails and zIDs out of the reason: it is kept for good',
  'pin must be 6 digits': 'Enter the 6 digits of the code from the email',
  'email must be a valid email': 'Enter a valid email address, like name@example.com',
  'url must be an http or https URL': 'Enter a link starting with http:// or https://',
  // The emailed one-time code is "the code" on every screen (the API says PIN).
  'Please enter the PIN': 'Enter the 6-digit code from the email',
  'Invalid pin': 'That code is not right. Check the newest email from us and try again.',
  'PIN has expired. Request a new PIN':
    'This code has expired or was replaced by a newer one. Send a new code and use the newest email.',
  'Too many attempts. Request a new PIN': 'Too many wrong tries for this code. Send a new code.',
  'Error verifying PIN. Please try again.': 'That code could not be checked. Please try again.',
  'Your PIN is no longer valid. Please verify again or request a new PIN.':
    'Your code is no longer valid. Enter it again, or send a new code.',
  'Reset pin verified successfully!': 'Code accepted. Now choose a new password.',
  'Please enter your email': 'Enter your email address',
  'Please enter a new password': 'Enter a new password',
  'from must be a date (YYYY-MM-DD)': 'Choose a valid From date',
  'to must be a date (YYYY-MM-DD)': 'Choose a valid To date',
  'from must not be after to': 'Choose a From date on or before the To date',
  'max_group_size must be an integer from 1 to 6': 'Group size must be a whole number from 1 to 6',
  'zId is in invalid format.': 'Enter a zID: a z and 7 digits, like z1234567',
  'opens_at must be an ISO 8601 timestamp': 'Choose a valid date and time for when the round opens',
  'closes_at must be an ISO 8601 timestamp':
    'Choose a valid date and time for when the round closes',
  'closes_at must be after opens_at': 'Choose a closing time after the opening time',
  'closes_at must be in the future': 'Choose a closing time in the future',
  'weight must be a number from 0 to 1': 'Enter a weight from 0 to 1, such as 0.5',
  'non_submission_penalty must be a number from 0 to 100': 'Enter a penalty from 0 to 100 marks',
  'dimensions must be a list of 1 to 10 dimensions':
    'A round rates 1 to 10 dimensions: add one, or remove some',
  'self_rating must be true or false': 'Choose whether students rate themselves',
  'comments must be true or false': 'Choose whether students may write comments',
  'ratings must be a list': 'Rate every person before you submit',
  'staff_comment must be text': 'Write your private comment to staff as text',
  'staff_comment must be at most 2000 characters':
    'Shorten your private comment to staff to at most 2,000 characters',
};

const KEY_FIRST = /^([A-Za-z][A-Za-z0-9_]*) (is required|.+)$/;

/**
 * A Form Builder form's rule about one of its fields (`client_questionnaire: field 2 label is
 * required`), reworded; the form is named by its label, as the Form Builder heading names it.
 */
const BUILT_FORM_RULES: readonly (readonly [RegExp, string])[] = [
  [/^label is required$/, 'enter a label'],
  [/^needs at least one option$/, 'add at least one option'],
  [/^label must be (.+)$/, 'the label must be $1'],
  [/^options must be strings$/, 'each option must be text'],
  [/^options must be (.+)$/, 'each option must be $1'],
  [/^value must be (.+)$/, 'the answer must be $1'],
  [/^id must be .+$/, 'delete this field and add it again'],
  [/^must be an object$/, 'delete this field and add it again'],
  [/^must have (.+)$/, 'may have $1'],
  [/^input_type must be one of (.+)$/, "each field's type must be one of $1"],
  [/^duplicate field id$/, 'two fields are the same field; delete one of them'],
];

const BUILT_FORM_MESSAGE = /^([a-z_]+):(?: field (\d+))? (.+)$/;

/** "Client Questionnaire, field 2: enter a label", or null for any other message. */
function builtFormMessage(message: string): string | null {
  const [, key = '', n, rule = ''] = BUILT_FORM_MESSAGE.exec(message) ?? [];
  const form = FIELD_LABELS[key]?.label;
  const rewrite = BUILT_FORM_RULES.find(([pattern]) => pattern.test(rule));
  if (!form || !rewrite) return null;
  const where = n === undefined ? form : `${form}, field ${n}`;
  return `${where}: ${rule.replace(rewrite[0], rewrite[1])}`;
}

/**
 * The sentence a person reads for an API message: a known whole message, or a message that
 * starts with a field key re-worded around the field's label. Any other message is already a
 * sentence and is returned unchanged.
 */
export function messageForPeople(message: string): string {
  return inProductWords(wordedForPeople(message));
}

/** The API says "subcourse"; every screen calls one term of a course an offering. */
const inProductWords = (message: string) =>
  message.replace(
    /\b([Ss])ubcourse(s?)\b/g,
    (_, s: string, plural: string) => `${s === 'S' ? 'O' : 'o'}ffering${plural}`,
  );

/** `<list>: <rule about an entry>` ("experiences: title is required"). */
const LIST_FIRST = /^([A-Za-z][A-Za-z0-9_]*): (.+)$/;

function wordedForPeople(message: string): string {
  const sentence = SENTENCES[message] ?? builtFormMessage(message);
  if (sentence) return sentence;
  const listed = LIST_FIRST.exec(message);
  const list = listed?.[1] === undefined ? undefined : FIELD_LABELS[listed[1]];
  if (listed && list) return `${list.label}: ${wordedForPeople(listed[2] ?? '')}`;
  const match = KEY_FIRST.exec(message);
  const key = match?.[1];
  const label = key === undefined ? undefined : FIELD_LABELS[key];
  if (!match || !label) return message;
  const rest = match[2] ?? '';
  if (rest === 'is required') return label.missing;
  if (rest === 'must be a string') return `${label.label} must be text`;
  return `${label.label} ${rest}`;
}

/** Words that look like code but are a label people know. */
const PLAIN_WORDS = new Set(['zID', 'zIDs']);
const CODE_WORD = /\b(?:[a-z]+(?:_[a-z0-9]+)+|[a-z]+[A-Z][A-Za-z0-9]*)\b/g;

/** A rule said of a lower-case first word: a key the map does not know yet ("bio must be…"). */
const RULE_OF_KEY = /^([a-z][A-Za-z0-9_]*) (?:is required|must |should |needs )/;

const isRuleOfKey = (clause: string) => {
  const word = RULE_OF_KEY.exec(clause)?.[1];
  return word !== undefined && !PLAIN_WORDS.has(word);
};

/** The message starts with a field key as the API spells it, or a rule said of an unknown one. */
function startsWithKey(message: string): boolean {
  const firstWord = /^[A-Za-z][A-Za-z0-9_]*/.exec(message)?.[0];
  if (firstWord && firstWord in FIELD_LABELS && /^[a-z]/.test(firstWord)) return true;
  return isRuleOfKey(message);
}

/**
 * A reason a row of someone else's data (an imported class list, an LMS sync) was refused: a
 * missing field reads "Email is missing", not a request to the reader ("Enter your email").
 */
export function rowMessageForPeople(message: string): string {
  const missing = /^([A-Za-z][A-Za-z0-9_]*) is required$/.exec(message)?.[1];
  const label = missing === undefined ? undefined : FIELD_LABELS[missing];
  return label ? `${label.label} is missing` : messageForPeople(message);
}

/**
 * True when `message` shows a schema key where a person would read it: it starts with a field
 * key as the API spells it ("email is required"), a clause after a colon is a rule said of a key
 * ("Cannot update the profile: experiences: title must be…"), or it holds a camelCase or
 * snake_case word.
 */
export function showsFieldKey(message: string): boolean {
  const [first = '', ...clauses] = message.split(/:\s+/);
  if (startsWithKey(first) || clauses.some(isRuleOfKey)) return true;
  return (message.match(CODE_WORD) ?? []).some((word) => !PLAIN_WORDS.has(word));
}
