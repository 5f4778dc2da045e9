import { CLIENT_MESSAGES, type ClientOverviewEntry } from '@capstone/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { clientStats, unverifiedClients } from './client-overview';
import {
  failureText,
  profileUpdateBody,
  validateClientProfile,
  type ClientProfileValues,
} from './profile-form';

const client = (id: string, isVerified: boolean): ClientOverviewEntry => ({
  id,
  name: id,
  company_name: 'Acme',
  is_verified: isVerified,
  email: `${id}@acme.com`,
  role: 'client',
  projects: [],
});

describe('clients overview', () => {
  const clients = [client('a', true), client('b', false), client('c', false)];

  it('counts approved and unapproved clients', () => {
    expect(clientStats(clients)).toEqual({ approved: 1, unapproved: 2 });
    expect(clientStats([])).toEqual({ approved: 0, unapproved: 0 });
  });

  it('queues only unverified clients for verification', () => {
    expect(unverifiedClients(clients).map((c) => c.id)).toEqual(['b', 'c']);
  });
});

const valid: ClientProfileValues = {
  name: '  Ann   Lee ',
  email: ' Ann@Acme.COM ',
  phone: '0412 345 678',
  company_name: 'Acme',
  industry: 'Mining',
  company_abn: '12 345 678 901',
  hours: '9:00AM-5:00PM',
  company_brief: '',
  company_address: '1 George St',
  current_password: '',
};
/** The email the profile was saved with; `valid` keeps it (case and spaces aside). */
const SAVED = 'ann@acme.com';

describe('client profile edit', () => {
  it('accepts a profile that meets the register rules', () => {
    expect(validateClientProfile(valid, SAVED)).toEqual({});
  });

  it('reports each broken rule, worded for people', () => {
    const errors = validateClientProfile(
      {
        ...valid,
        name: ' ',
        email: 'not-an-email',
        phone: '12',
        company_abn: '123',
        hours: '9-5',
        current_password: 'Passw0rdX',
      },
      SAVED,
    );
    expect(errors).toEqual({
      name: 'Enter a name',
      email: 'Enter a valid email address, like name@example.com',
      phone: 'Phone number is invalid',
      company_abn: 'Company ABN should have 11 digits.',
      hours: 'Contact hours must be in the correct format. E.g 9:00-5:00PM',
    });
  });

  it('requires the fields a client registered with, but not the brief', () => {
    expect(validateClientProfile({ ...valid, company_address: ' ', industry: '' }, SAVED)).toEqual({
      company_address: 'Enter your company address',
      industry: 'Enter your industry',
    });
  });

  it('accepts the spec example of contact hours without the first meridiem', () => {
    expect(validateClientProfile({ ...valid, hours: '9:00-5:00PM' }, SAVED)).toEqual({});
  });

  it('sends normalised fields under the names PUT /api/client/update reads', () => {
    const { current_password: _unused, ...fields } = valid;
    expect(profileUpdateBody({ ...valid, current_password: 'typed anyway' }, SAVED)).toEqual({
      ...fields,
      name: 'Ann Lee',
      email: 'ann@acme.com',
      company_abn: '12345678901',
    });
  });

  it('asks for the current password only when the email changes, and sends it untrimmed', () => {
    const moved = { ...valid, email: 'ann@new.example' };
    expect(validateClientProfile(moved, SAVED)).toEqual({
      current_password: CLIENT_MESSAGES.currentPasswordForEmail,
    });
    const withPassword = { ...moved, current_password: ' Passw0rdX ' };
    expect(validateClientProfile(withPassword, SAVED)).toEqual({});
    expect(profileUpdateBody(withPassword, SAVED)).toMatchObject({
      email: 'ann@new.example',
      current_password: ' Passw0rdX ',
    });
  });

  it("adds the server's reason to a failure toast, but not the generic 500 text", () => {
    const base = 'Error updating your profile';
    expect(failureText(base, new ApiError(400, 'Email already in use'))).toBe(
      'Error updating your profile: Email already in use',
    );
    expect(failureText(base, new ApiError(500, 'Something went wrong'))).toBe(base);
    expect(failureText(base, new TypeError('Failed to fetch'))).toBe(base);
  });
});
