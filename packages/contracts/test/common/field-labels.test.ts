import { describe, expect, it } from 'vitest';
import {
  rowMessageForPeople,
  clientRegisterBody,
  fieldRequired,
  FIELD_LABELS,
  FORM_MESSAGES,
  GROUP_MESSAGES,
  messageForPeople,
  MESSAGES,
  PEER_MESSAGES,
  postponeRetentionBody,
  PREFERENCE_MESSAGES,
  RETENTION_MESSAGES,
  showsFieldKey,
  SUBCOURSE_MESSAGES,
  tooLong,
} from '../../src';

const issuesOf = (schema: { safeParse(input: unknown): unknown }, input: unknown) => {
  const result = schema.safeParse(input) as {
    success: boolean;
    error?: { issues: { message: string }[] };
  };
  return result.error?.issues.map((issue) => issue.message) ?? [];
};

describe('messageForPeople', () => {
  it('turns "<field> is required" into the label\'s own request', () => {
    expect(messageForPeople(fieldRequired('firstName'))).toBe('Enter your first name');
    expect(messageForPeople(fieldRequired('zid'))).toBe('Enter your zID');
    expect(messageForPeople(fieldRequired('reason'))).toBe('Enter a reason');
  });

  it('names the label in a rule about a field', () => {
    expect(messageForPeople(tooLong('firstName', 100))).toBe(
      'First name must be at most 100 characters',
    );
    expect(messageForPeople('password must be a string')).toBe('Password must be text');
  });

  it('says the whole sentence where the rule reads better another way', () => {
    expect(messageForPeople(RETENTION_MESSAGES.untilTooFar)).toBe(
      'Choose a date within a year from today',
    );
  });

  it('calls one term of a course an offering, as every screen does', () => {
    expect(messageForPeople('This subcourse is archived')).toBe('This offering is archived');
    expect(messageForPeople('Subcourse is not active')).toBe('Offering is not active');
    expect(messageForPeople('subcourse_id is required')).toBe('Choose an offering');
  });

  it('leaves a message that is already a sentence alone', () => {
    expect(messageForPeople('Email already in use')).toBe('Email already in use');
    expect(messageForPeople('Passwords do not match')).toBe('Passwords do not match');
  });

  it("names a Form Builder form and field as Course Settings shows them, not the API's keys", () => {
    expect(messageForPeople(FORM_MESSAGES.labelRequired('client_questionnaire', 2))).toBe(
      'Client Questionnaire, field 2: enter a label',
    );
    expect(messageForPeople(FORM_MESSAGES.needsOption('project_preference_form', 1))).toBe(
      'Project Preference Form, field 1: add at least one option',
    );
    const forms = ['client_questionnaire', 'project_preference_form'];
    const rules = forms.flatMap((form) =>
      Object.values(FORM_MESSAGES).map((rule) => rule(form, 3)),
    );
    expect(rules.filter(showsFieldKey).length).toBe(rules.length);
    expect(rules.map(messageForPeople).filter(showsFieldKey)).toEqual([]);
  });

  it('names the list an entry belongs to, then the rule about the entry', () => {
    expect(messageForPeople(PREFERENCE_MESSAGES.experienceTitleTooLong)).toBe(
      'Experience: Title must be at most 200 characters',
    );
    expect(messageForPeople(PREFERENCE_MESSAGES.experienceTitleRequired)).toBe(
      'Experience: Enter a title',
    );
    expect(messageForPeople(GROUP_MESSAGES.bioTooLong)).toBe('Bio must be at most 1000 characters');
  });

  it('words the group size and zID rules around the labels on screen', () => {
    expect(messageForPeople(SUBCOURSE_MESSAGES.maxGroupSize)).toBe(
      'Group size must be a whole number from 1 to 6',
    );
    expect(messageForPeople(MESSAGES.zidFormat)).toBe(
      'Enter a zID: a z and 7 digits, like z1234567',
    );
  });

  it("leaves no schema key in a peer evaluation round's or submission's whole-field messages", () => {
    const messages = [
      PEER_MESSAGES.opensAtRequired,
      PEER_MESSAGES.opensAtInvalid,
      PEER_MESSAGES.closesAtRequired,
      PEER_MESSAGES.closesAtInvalid,
      PEER_MESSAGES.closesBeforeOpens,
      PEER_MESSAGES.closesInPast,
      PEER_MESSAGES.dimensionsList,
      PEER_MESSAGES.selfRatingInvalid,
      PEER_MESSAGES.commentsInvalid,
      PEER_MESSAGES.weightInvalid,
      PEER_MESSAGES.penaltyInvalid,
      PEER_MESSAGES.ratingsRequired,
      PEER_MESSAGES.ratingsList,
      PEER_MESSAGES.staffCommentText,
      PEER_MESSAGES.staffCommentTooLong,
    ];
    expect(messages.filter(showsFieldKey).length).toBeGreaterThan(10);
    expect(messages.map(messageForPeople).filter(showsFieldKey)).toEqual([]);
    expect(messageForPeople(PEER_MESSAGES.closesBeforeOpens)).toBe(
      'Choose a closing time after the opening time',
    );
  });

  it('leaves no schema key in any message an empty client registration or postponement gets', () => {
    const messages = [
      ...issuesOf(clientRegisterBody, {}),
      ...issuesOf(postponeRetentionBody, {}),
      ...issuesOf(postponeRetentionBody, { reason: 'x'.repeat(600), until: 'soon' }),
    ];
    expect(messages.length).toBeGreaterThan(5);
    expect(messages.filter(showsFieldKey).length).toBeGreaterThan(0);
    expect(messages.map(messageForPeople).filter(showsFieldKey)).toEqual([]);
  });
});

describe('showsFieldKey', () => {
  it('finds keys as the API spells them', () => {
    expect(showsFieldKey('firstName is required')).toBe(true);
    expect(showsFieldKey('email is required')).toBe(true);
    expect(showsFieldKey('Choose a subcourse_id')).toBe(true);
  });

  it('finds a key in a later clause, and a rule said of a key the map does not know', () => {
    const saved = `Cannot update the profile: ${PREFERENCE_MESSAGES.experienceTitleTooLong}`;
    expect(showsFieldKey(saved)).toBe(true);
    expect(showsFieldKey('Changed the term dates: term 2 is now 01-06-2026 to 14-08-2026')).toBe(
      false,
    );
    expect(showsFieldKey('widget must be at most 10 characters')).toBe(true);
    expect(showsFieldKey('Client Questionnaire, field 2: enter a label')).toBe(false);
  });

  it('passes sentences, labels included', () => {
    expect(showsFieldKey('Enter your zID')).toBe(false);
    expect(showsFieldKey('zID must be at most 20 characters')).toBe(false);
    expect(showsFieldKey('Email already in use')).toBe(false);
  });

  it('has a label and a request for every key it knows', () => {
    for (const [key, label] of Object.entries(FIELD_LABELS)) {
      expect(label.label, key).toMatch(/^[A-Za-z]/);
      expect(showsFieldKey(label.missing), key).toBe(false);
    }
  });
});

describe('rowMessageForPeople', () => {
  it("says what a row of someone else's data is missing, without asking the reader for it", () => {
    expect(rowMessageForPeople('email is required')).toBe('Email is missing');
    expect(rowMessageForPeople('tutorial is required')).toBe('Tutorial is missing');
    expect(rowMessageForPeople('Email already in use')).toBe('Email already in use');
  });
});
