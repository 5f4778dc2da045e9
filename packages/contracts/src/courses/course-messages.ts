import { LIMITS, LIST_LIMITS } from '../common/limits';
/**
 * User-facing messages of courses and subcourses, spelt exactly as the spec quotes them. The
 * server sends them as `{"Error": ...}` or `{"message": ...}`; the web shows the same strings.
 */
export const COURSE_MESSAGES = {
  // POST /api/staff/course/create
  created: 'Course created successfully!',
  createdToast: 'Your course has been successfully created',
  alreadyExists: 'Course already exists',
  codeFormat: 'Course Code must be in valid format. E.g. COMP1234',
  codeToast: 'Your course code must be valid',
  selectTerm: 'You must select at least one term',
  termDatesFormat: 'Must match "DD-MM-YYYY to DD-MM-YYYY" exactly',
  termDatesToast: 'Your start and end dates must match "DD-MM-YYYY to DD-MM-YYYY" exactly',
  startAfterEnd: 'Start date must not be after end date',
  termKey: 'termDates keys must be terms 1, 2 or 3',
  onlyCourseAdminAccounts: 'Only course admin accounts can create courses',
  cannotLoadCodes: 'Cannot load the course codes',
  /** Course names are quoted in emails, so none may hold a web address. */
  nameHasWebAddress: 'Course name cannot contain a web address',

  // reads
  notFoundInDatabase: 'Course cannot be found in database',
  doesNotExist: 'Course does not exist',
  queryTooLong: 'query must be at most 30 characters',
  overviewUnavailable: 'Unavailable',

  // client application
  clientAdded: 'Client added successfully!',
  alreadyApplied: 'Client already applied',
  courseArchived: 'This course is archived',
  notJoined: 'You have not joined this course',
  ownProfileOnly: 'You can only edit your own profile',
  applyTitle: 'Register to be a client',
  alreadyClient: 'Already a client',
  applyFailedToast: 'Error applying for course',

  // PUT /api/course/update/date
  datesAdded: 'Dates added successfully!',
  cannotEditTerm: 'Unable to edit the selected term date.',
  allDatesFormat: 'All dates must match "DD-MM-YYYY to DD-MM-YYYY" exactly',
} as const;

export const SUBCOURSE_MESSAGES = {
  // GET /api/subcourse/existing, POST /api/staff/subcourse/create
  existsSelectTerm: 'Subcourse exists. Select the correct offering term.',
  alreadyExists: 'This subcourse already exists',
  termNotAvailable: 'Term not available for this course',
  invalidYear: 'Please enter a valid year',
  parentNotFound: 'Parent course not found',
  created: 'Subcourse created successfully!',
  createFailedToast: 'Something went wrong when creating course',
  /** Subcourse names are quoted in emails: checked on create and in the settings. */
  nameHasWebAddress: 'Subcourse name cannot contain a web address',
  /** 429: more than 20 offerings of one parent course in a day. */
  offeringLimitReached: 'Offering limit reached for today',

  // settings
  notFound: 'Subcourse cannot be found in database',
  archived: 'This subcourse is archived',
  codeTermFixed: 'Course code and term cannot be changed',
  maxGroupSize: 'max_group_size must be an integer from 1 to 6',
  submitted: 'Your data has been successfully submitted',

  // lifecycle
  alreadyArchived: 'Subcourse is already archived',
  archivedCannotActivate: 'This is an archived course. It cannot be activated',
  alreadyActive: 'Subcourse is already active',
  oneActivePerCourse: 'Could not activate. There can only be one active subcourse per course',
  archivedToast: 'Subcourse archived',
  activatedToast: 'Subcourse activated',
  archiveFailedToast: 'Error archiving course',
  activateFailedToast: 'Error updating activating.',
  updateFailedToast: 'Error updating details. Try Again.',

  // activate tooltips
  tooltipActivated: 'You have activated the course',
  tooltipArchived: 'This is an archived course. It cannot be activated',
  tooltipActivate: 'Activate to start course',
  tooltipOneActive: 'There can only be one active subcourse per course',
} as const;

/** `Missing required fields: <field>` of course creation. */
export const missingRequiredField = (field: string) => `Missing required fields: ${field}`;

/** Form Builder validation of `PUT /api/subcourse/update/{id}`; `n` is 1-based. */
export const FORM_MESSAGES = {
  labelRequired: (form: string, n: number) => `${form}: field ${n} label is required`,
  needsOption: (form: string, n: number) => `${form}: field ${n} needs at least one option`,
  inputType: (form: string) =>
    `${form}: input_type must be one of text, textarea, radio, checkbox, number, dropdown, select`,
  duplicateId: (form: string) => `${form}: duplicate field id`,
  idFormat: (form: string, n: number) =>
    `${form}: field ${n} id must be 24 lower-case hex characters`,
  notAList: (form: string) => `${form} must be a list`,
  fieldNotObject: (form: string, n: number) => `${form}: field ${n} must be an object`,
  optionsNotStrings: (form: string, n: number) => `${form}: field ${n} options must be strings`,
  labelTooLong: (form: string, n: number) =>
    `${form}: field ${n} label must be at most ${LIMITS.formLabel} characters`,
  optionTooLong: (form: string, n: number) =>
    `${form}: field ${n} options must be at most ${LIMITS.formOption} characters`,
  valueTooLong: (form: string, n: number) =>
    `${form}: field ${n} value must be at most ${LIMITS.formValue} characters`,
  idTooLong: (form: string, n: number) =>
    `${form}: field ${n} id must be at most ${LIMITS.id} characters`,
  tooManyFields: (form: string) => `${form} must have at most ${LIST_LIMITS.formFields} fields`,
  tooManyOptions: (form: string, n: number) =>
    `${form}: field ${n} must have at most ${LIST_LIMITS.formOptions} options`,
} as const;

/** The apply dialog and success text of the course view. */
export const applyPrompt = (code: string, name: string) =>
  `Would you like to apply for ${code}: ${name}? This will notify the relevant course administration.`;
export const applySuccess = (code: string, name: string) =>
  `Application sent. The course administration for ${code}: ${name} will be in touch shortly.`;
