import { describe, expect, it } from 'vitest';
import {
  clientRegisterBody,
  fieldRequired,
  FIELD_LABELS,
  messageForPeople,
  postponeRetentionBody,
  RETENTION_MESSAGES,
  showsFieldKey,
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

  it('passes sentences, labels included', () => {
    expect(showsFieldKey('Enter your zID')).toBe(false);
    expect(showsFieldKey('Email already in use')).toBe(false);
  });

  it('has a label and a request for every key it knows', () => {
    for (const [key, label] of Object.entries(FIELD_LABELS)) {
      expect(label.label, key).toMatch(/^[A-Za-z]/);
      expect(showsFieldKey(label.missing), key).toBe(false);
    }
  });
});
