import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INSTITUTION,
  defineInstitution,
  MEMBER_MESSAGES,
  MESSAGES,
  parseRoster as parseFor,
  type MemberKind,
} from '../../src';

const parseRoster = (text: string, kind: MemberKind = 'student') =>
  parseFor(text, kind, DEFAULT_INSTITUTION);

const ada = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'z1234567@ad.unsw.edu.au',
  zid: 'z1234567',
  tutorial: 'H12A',
};
const alan = {
  firstName: 'Alan',
  lastName: 'Turing',
  email: 'z7654321@ad.unsw.edu.au',
  zid: 'z7654321',
  tutorial: 'T13B',
};

describe('parseRoster: pasted lines', () => {
  it('reads "name, email, zid, tutorial" and splits the name at its first space', () => {
    const result = parseRoster(
      'Ada Lovelace, z1234567@ad.unsw.edu.au, z1234567, H12A\n' +
        'Alan   Mathison Turing, z7654321@ad.unsw.edu.au, z7654321, T13B',
    );
    expect(result.hasHeader).toBe(false);
    expect(result.rejected).toEqual([]);
    expect(result.rows).toEqual([ada, { ...alan, lastName: 'Mathison Turing' }]);
    expect(result.lines).toEqual([1, 2]);
  });

  it('allows a single name (empty lastName) and normalises email and zID case', () => {
    const { rows } = parseRoster('Cher, Z1234567@AD.UNSW.EDU.AU, Z1234567, H12A');
    expect(rows).toEqual([{ ...ada, firstName: 'Cher', lastName: '' }]);
  });

  it('skips empty and whitespace-only lines, keeping line numbers of the source', () => {
    const result = parseRoster(
      '\n\nAda Lovelace, z1234567@ad.unsw.edu.au, z1234567, H12A\n   \n,,,\n' +
        'Alan Turing, z7654321@ad.unsw.edu.au, z7654321, T13B\n',
    );
    expect(result.rows).toHaveLength(2);
    expect(result.lines).toEqual([3, 6]);
  });

  it('reports each bad row with its line and the spec message, and keeps the rest', () => {
    const result = parseRoster(
      [
        'Ada Lovelace, z1234567@ad.unsw.edu.au, z1234567, H12A',
        'Bad Email, ada@gmail.com, z1111111, H12A',
        'Bad Zid, z2222222@ad.unsw.edu.au, 2222222x, H12A',
        'Mismatch, z3333333@ad.unsw.edu.au, z3333334, H12A',
        'No Tutorial, z4444444@ad.unsw.edu.au, z4444444,',
        ', z5555555@ad.unsw.edu.au, z5555555, H12A',
        'Bad Tut, z6666666@ad.unsw.edu.au, z6666666, H 12',
        'Long Tut, z7777777@ad.unsw.edu.au, z7777777, ABCDEFGHIJKLMNOPQRSTU',
        'No Email, , z8888888, H12A',
        'No Zid, z9999999@ad.unsw.edu.au, , H12A',
      ].join('\n'),
    );
    expect(result.rows).toEqual([ada]);
    expect(result.rejected.map(({ line, reason }) => ({ line, reason }))).toEqual([
      { line: 2, reason: MESSAGES.emailUnswRegister },
      { line: 3, reason: MESSAGES.zidFormat },
      { line: 4, reason: MESSAGES.zidMismatch },
      { line: 5, reason: 'tutorial is required' },
      { line: 6, reason: 'firstName is required' },
      { line: 7, reason: MEMBER_MESSAGES.tutorialFormat },
      { line: 8, reason: MEMBER_MESSAGES.tutorialFormat },
      { line: 9, reason: 'email is required' },
      { line: 10, reason: 'zid is required' },
    ]);
    expect(result.rejected[0]!.text).toBe('Bad Email, ada@gmail.com, z1111111, H12A');
  });

  it('accepts the second university domain and tutorials with - and _', () => {
    const { rows, rejected } = parseRoster('Ada Lovelace, z1234567@unsw.edu.au, z1234567, W09_a-1');
    expect(rejected).toEqual([]);
    expect(rows[0]).toMatchObject({ email: 'z1234567@unsw.edu.au', tutorial: 'W09_a-1' });
  });

  it('keeps the last row of a repeated zID and says why the earlier one was left out', () => {
    const result = parseRoster(
      'Ada Lovelace, z1234567@ad.unsw.edu.au, z1234567, H12A\n' +
        'Alan Turing, z7654321@ad.unsw.edu.au, z7654321, T13B\n' +
        'Ada King, z1234567@ad.unsw.edu.au, z1234567, F10A',
    );
    expect(result.rows).toEqual([alan, { ...ada, lastName: 'King', tutorial: 'F10A' }]);
    expect(result.lines).toEqual([2, 3]);
    expect(result.rejected).toEqual([
      expect.objectContaining({ line: 1, reason: expect.stringContaining('line 3') }),
    ]);
  });

  it('joins the extra cells of a tutor line into a tutorial list', () => {
    const { rows } = parseRoster(
      'Tara Tutor, z3000001@ad.unsw.edu.au, z3000001, H12A, T13B, H12A',
      'tutor',
    );
    expect(rows).toEqual([
      {
        firstName: 'Tara',
        lastName: 'Tutor',
        email: 'z3000001@ad.unsw.edu.au',
        zid: 'z3000001',
        tutorial: 'H12A,T13B',
      },
    ]);
  });

  it('ignores cells past the tutorial for students', () => {
    const { rows } = parseRoster('Ada Lovelace, z1234567@ad.unsw.edu.au, z1234567, H12A, extra');
    expect(rows).toEqual([ada]);
  });

  it('reads tab-separated lines pasted from a spreadsheet', () => {
    const { rows, delimiter } = parseRoster(
      'Ada Lovelace\tz1234567@ad.unsw.edu.au\tz1234567\tH12A',
    );
    expect(delimiter).toBe('\t');
    expect(rows).toEqual([ada]);
  });

  it('returns nothing for empty input', () => {
    expect(parseRoster('')).toMatchObject({ rows: [], rejected: [], hasHeader: false });
    expect(parseRoster('\n \n')).toMatchObject({ rows: [], rejected: [] });
  });
});

describe('parseRoster: CSV files with a header', () => {
  it('reads the spec header name,email,zid,tutorial with a BOM and CRLF', () => {
    const result = parseRoster(
      '\uFEFFname,email,zid,tutorial\r\nAda Lovelace,z1234567@ad.unsw.edu.au,z1234567,H12A\r\n' +
        'Alan Turing,z7654321@ad.unsw.edu.au,z7654321,T13B\r\n',
    );
    expect(result.hasHeader).toBe(true);
    expect(result.missingColumns).toEqual([]);
    expect(result.rows).toEqual([ada, alan]);
    expect(result.lines).toEqual([2, 3]);
  });

  it('reads semicolon files with quoted fields, columns in any order and extra columns', () => {
    const result = parseRoster(
      'Tutorial;"E-mail Address";Notes;zID;Name\n' +
        'H12A;z1234567@ad.unsw.edu.au;"likes ""maths""; and\nengines";Z1234567;"Ada Lovelace"\n' +
        'T13B;z7654321@ad.unsw.edu.au;;z7654321;Alan Turing\n',
    );
    expect(result.delimiter).toBe(';');
    expect(result.rejected).toEqual([]);
    expect(result.rows).toEqual([ada, alan]);
    expect(result.lines).toEqual([2, 4]);
  });

  it('reads separate first and last name columns (given name / surname too)', () => {
    const a = parseRoster(
      'First Name,Last Name,Email,zID,Tutorial\nAda,Lovelace,z1234567@ad.unsw.edu.au,z1234567,H12A',
    );
    expect(a.rows).toEqual([ada]);
    const b = parseRoster(
      'Given Name,Surname,Email Address,Student ID,Class\nAda,Lovelace,z1234567@ad.unsw.edu.au,1234567,H12A',
    );
    expect(b.rows).toEqual([ada]);
  });

  it('reads a Canvas gradebook: Student as "Last, First", SIS User ID, Section', () => {
    const csv = [
      'Student,ID,SIS User ID,SIS Login ID,Section,Assignment 1 (123)',
      '    Points Possible,,,,,10',
      '"Lovelace, Ada",101,z1234567,z1234567@ad.unsw.edu.au,H12A,9',
      '"Turing, Alan",102,z7654321,z7654321@ad.unsw.edu.au,T13B,8',
    ].join('\n');
    const result = parseRoster(csv);
    expect(result.rejected).toEqual([]);
    expect(result.rows).toEqual([ada, alan]);
  });

  it('reads a Moodle export: ID number without the z, Email address, Groups', () => {
    const csv = [
      'First name,Surname,ID number,Email address,Groups',
      'Ada,Lovelace,1234567,z1234567@ad.unsw.edu.au,H12A',
    ].join('\n');
    expect(parseRoster(csv).rows).toEqual([ada]);
  });

  it('takes the email or the zID from SIS Login ID when the file has no other column', () => {
    const emails = parseRoster(
      'Name,SIS Login ID,Username,Tutorial\nAda Lovelace,z1234567@ad.unsw.edu.au,z1234567,H12A',
    );
    expect(emails.rows).toEqual([ada]);
    const zids = parseRoster(
      'Name,Email,SIS Login ID,Tutorial\nAda Lovelace,z1234567@ad.unsw.edu.au,z1234567,H12A',
    );
    expect(zids.rows).toEqual([ada]);
  });

  it('splits a "Last, First" value even in a plain name column', () => {
    const { rows } = parseRoster(
      'name;email;zid;tutorial\nLovelace, Ada;z1234567@ad.unsw.edu.au;z1234567;H12A',
    );
    expect(rows).toEqual([ada]);
  });

  it('names the columns a header lacks, and rejects rows for the missing field', () => {
    const result = parseRoster('name,email\nAda Lovelace,z1234567@ad.unsw.edu.au');
    expect(result.missingColumns).toEqual(['zid', 'tutorial']);
    expect(result.rows).toEqual([]);
    expect(result.rejected).toEqual([
      { line: 2, reason: 'zid is required', text: 'Ada Lovelace, z1234567@ad.unsw.edu.au' },
    ]);
  });

  it('rejects a row whose quoted field never closes', () => {
    const result = parseRoster(
      'name,email,zid,tutorial\nAda Lovelace,z1234567@ad.unsw.edu.au,z1234567,H12A\n"Alan,oops',
    );
    expect(result.rows).toEqual([ada]);
    expect(result.rejected).toEqual([
      expect.objectContaining({ line: 3, reason: MEMBER_MESSAGES.unterminatedQuote }),
    ]);
  });

  it('reads a quoted tutorial list for tutors', () => {
    const { rows } = parseRoster(
      'name,email,zid,tutorials\nTara Tutor,z3000001@ad.unsw.edu.au,z3000001,"H12A, T13B"',
      'tutor',
    );
    expect(rows[0]!.tutorial).toBe('H12A,T13B');
  });

  it('rejects a tutorial list for students', () => {
    const { rejected } = parseRoster(
      'name,email,zid,tutorial\nAda Lovelace,z1234567@ad.unsw.edu.au,z1234567,"H12A, T13B"',
    );
    expect(rejected[0]!.reason).toBe(MEMBER_MESSAGES.tutorialFormat);
  });

  it('handles a file that is only a header', () => {
    expect(parseRoster('name,email,zid,tutorial\n')).toMatchObject({ rows: [], hasHeader: true });
  });

  it('parses 5,000 rows quickly enough for a live preview', () => {
    const lines = Array.from({ length: 5000 }, (_, i) => {
      const zid = `z${String(5000000 + i)}`;
      return `Student ${i},${zid}@ad.unsw.edu.au,${zid},T${i % 20}`;
    });
    const result = parseRoster(['name,email,zid,tutorial', ...lines].join('\n'));
    expect(result.rows).toHaveLength(5000);
  });
});

describe('parseRoster at another university', () => {
  const institution = defineInstitution({
    emailDomains: ['uni.example.edu'],
    idPattern: '^s[0-9]{7}$',
    idLabel: 'Student number',
    timeZone: 'Europe/London',
  });
  const parse = (text: string, kind: MemberKind = 'student') => parseFor(text, kind, institution);

  it("reads its own id column by its name, adding the id's letters to bare numbers", () => {
    const result = parse(
      'Name,Email,Student Number,Tutorial\n' +
        'Ada Lovelace,s1234567@uni.example.edu,1234567,H12A\n' +
        'Sam Student,z5123456@ad.unsw.edu.au,z5123456,H12A\n' +
        'Alan Turing,s7654321@uni.example.edu,s7654321,T13B\n' +
        'Ada Again,s1234567@uni.example.edu,S1234567,W09A',
    );
    expect(result.hasHeader).toBe(true);
    expect(result.rows.map((row) => [row.zid, row.tutorial])).toEqual([
      ['s7654321', 'T13B'],
      ['s1234567', 'W09A'],
    ]);
    expect(result.rejected).toEqual([
      expect.objectContaining({
        line: 2,
        reason: 'The same Student number appears again on line 5; that later row is used',
      }),
      expect.objectContaining({
        line: 3,
        reason: 'Email must be a university email ending in @uni.example.edu',
      }),
    ]);
  });

  it('takes a first line holding an id as data, and words a bad id with its label', () => {
    const result = parse(
      'Ada Lovelace, s1234567@uni.example.edu, 1234567, H12A\nBo, s7654321@uni.example.edu, s76, H12A',
    );
    expect(result.hasHeader).toBe(false);
    expect(result.rows).toHaveLength(1);
    expect(result.rejected).toEqual([
      expect.objectContaining({ line: 2, reason: 'Student number is in invalid format.' }),
    ]);
  });
});
