import { describe, expect, it } from 'vitest';
import { detectDelimiter, normaliseText, parseCsv } from '../../src';

const fields = (text: string, delimiter: ',' | ';' | '\t' = ',') =>
  parseCsv(text, delimiter).map((r) => r.fields);

describe('normaliseText', () => {
  it('drops a byte-order mark and unifies line ends', () => {
    expect(normaliseText('\uFEFFa,b\r\nc,d\re')).toBe('a,b\nc,d\ne');
  });
  it('keeps text without a BOM as it is', () => {
    expect(normaliseText('a\nb')).toBe('a\nb');
  });
});

describe('detectDelimiter', () => {
  it('finds commas, semicolons and tabs in the first line', () => {
    expect(detectDelimiter('name,email,zid,tutorial')).toBe(',');
    expect(detectDelimiter('name;email;zid;tutorial')).toBe(';');
    expect(detectDelimiter('name\temail\tzid\ttutorial')).toBe('\t');
  });
  it('ignores delimiters inside quotes', () => {
    expect(detectDelimiter('"Lovelace, Ada";email;zid;tutorial')).toBe(';');
  });
  it('skips leading blank lines and ignores later lines', () => {
    expect(detectDelimiter('\n\n a;b;c\nx,y,z,w,v')).toBe(';');
  });
  it('falls back to the comma for one column or a tie', () => {
    expect(detectDelimiter('name')).toBe(',');
    expect(detectDelimiter('a,b;c')).toBe(',');
    expect(detectDelimiter('')).toBe(',');
  });
  it('reads past a BOM', () => {
    expect(detectDelimiter('\uFEFFname;email')).toBe(';');
  });
});

describe('parseCsv', () => {
  it('splits plain records', () => {
    expect(fields('a,b,c\nd,e,f')).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e', 'f'],
    ]);
  });
  it('handles CRLF and a trailing line break without an extra record', () => {
    expect(fields('a,b\r\nc,d\r\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });
  it('keeps delimiters, doubled quotes and line breaks inside quotes', () => {
    const records = parseCsv('"Lovelace, Ada","say ""hi""","two\r\nlines"\nnext,row', ',');
    expect(records[0]).toEqual({ line: 1, fields: ['Lovelace, Ada', 'say "hi"', 'two\nlines'] });
    expect(records[1]).toEqual({ line: 3, fields: ['next', 'row'] });
  });
  it('numbers records by the line they start on', () => {
    const records = parseCsv('a\n\nb\n"c\nd"\ne', ',');
    expect(records.map((r) => r.line)).toEqual([1, 2, 3, 4, 6]);
  });
  it('accepts spaces before an opening quote and text after a closing one', () => {
    expect(fields('Ada Lovelace, "z1234567@ad.unsw.edu.au" ,x')).toEqual([
      ['Ada Lovelace', 'z1234567@ad.unsw.edu.au ', 'x'],
    ]);
  });
  it('keeps empty fields', () => {
    expect(fields(',,')).toEqual([['', '', '']]);
    expect(fields('a;;b', ';')).toEqual([['a', '', 'b']]);
  });
  it('flags a quoted field that never closes', () => {
    const records = parseCsv('a,b\n"c,d\ne,f', ',');
    expect(records).toHaveLength(2);
    expect(records[1]).toMatchObject({ line: 2, fields: ['c,d\ne,f'], unterminated: true });
  });
  it('returns no records for empty text', () => {
    expect(parseCsv('', ',')).toEqual([]);
  });
});
