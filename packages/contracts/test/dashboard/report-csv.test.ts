import { describe, expect, it } from 'vitest';
import {
  buildReportCsv,
  compareReportText,
  csvCell,
  neutraliseCsvFormula,
  reportFileName,
  reportStudentsFromSubcourse,
  type ReportStudent,
} from '../../src';

const course = { name: '2025T1', code: 'COMP3900', year: 2025, term: 1 };
const HEADER =
  'Course Name,2025T1\r\nCourse Code,COMP3900\r\nYear,2025\r\nTerm,1\r\n\r\n' +
  'Student Name,Student ZID,Tutorial,Group,Project,Client Name,Client Company,Client Email\r\n';

describe('csvCell', () => {
  it('leaves plain text and numbers alone', () => {
    expect(csvCell('Ada Lovelace')).toBe('Ada Lovelace');
    expect(csvCell('')).toBe('');
    expect(csvCell(2025)).toBe('2025');
    expect(csvCell("O'Brien")).toBe("O'Brien");
  });

  it('quotes commas, quotes, CR and LF and doubles inner quotes', () => {
    expect(csvCell('Smith, John')).toBe('"Smith, John"');
    expect(csvCell('The "Best" Co')).toBe('"The ""Best"" Co"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvCell('"')).toBe('""""');
  });

  it('prefixes a quote to every formula-looking start', () => {
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('+61 2')).toBe("'+61 2");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tTab')).toBe("'\tTab");
    expect(csvCell('\rX')).toBe('"\'\rX"');
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('prefixes a quote when a formula starts after a separator inside the cell (api.md §20.6)', () => {
    expect(neutraliseCsvFormula('a;=HYPERLINK("http://evil.example")')).toBe(
      '\'a;=HYPERLINK("http://evil.example")',
    );
    expect(neutraliseCsvFormula('x,+1')).toBe("'x,+1");
    expect(neutraliseCsvFormula('line\n@SUM(1)')).toBe("'line\n@SUM(1)");
    expect(neutraliseCsvFormula('line\r\n-2')).toBe("'line\r\n-2");
    expect(neutraliseCsvFormula('a\t=1')).toBe("'a\t=1");
    expect(neutraliseCsvFormula('a;\tb')).toBe("'a;\tb");
    expect(neutraliseCsvFormula('x,\r')).toBe("'x,\r");
    expect(csvCell('x,+1')).toBe('"\'x,+1"');
    expect(csvCell('line\n@SUM(1)')).toBe('"\'line\n@SUM(1)"');
    // A trigger that follows anything but a separator is ordinary text.
    for (const text of ['a - b', 'x+1', 'me@unsw.edu.au', 'a; b', 'a, =1', 'C++']) {
      expect(neutraliseCsvFormula(text)).toBe(text);
    }
  });

  it('tests a long cell in linear time', () => {
    const text = `${';'.repeat(200_000)}x`;
    const started = performance.now();
    expect(neutraliseCsvFormula(text)).toBe(text);
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('escapes the formula first and then quotes', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""click"")"',
    );
  });
});

describe('compareReportText', () => {
  it('folds case, keeps a stable order and puts missing values last', () => {
    const values = ['beta', null, 'Alpha', '', 'alpha', 'B'];
    expect([...values].sort(compareReportText)).toEqual(['Alpha', 'alpha', 'B', 'beta', null, '']);
  });
});

describe('buildReportCsv', () => {
  it('writes only the header block when nobody is enrolled', () => {
    expect(buildReportCsv(course, [])).toBe(HEADER);
  });

  it('escapes header values', () => {
    const csv = buildReportCsv({ ...course, name: '=cmd, "x"' }, []);
    expect(csv.startsWith('Course Name,"\'=cmd, ""x"""\r\n')).toBe(true);
  });

  it('orders by tutorial, group, name and fills N/A and unallocated', () => {
    const client = { name: 'Grace Hopper', company_name: 'Compilers, "Inc"', email: 'g@x.io' };
    const students: ReportStudent[] = [
      { name: 'Zed', zid: 'z1000001', tutorial: 'T2', group: 'G1', project: 'P', client },
      { name: 'Amy', zid: 'z1000002', tutorial: 'T1', group: null },
      { name: 'Bob', zid: 'z1000003', tutorial: 'T1', group: 'Alpha', project: null },
      { name: 'Cat', zid: 'z1000004', tutorial: null, group: null },
      {
        name: 'Abe',
        zid: 'z1000005',
        tutorial: 'T1',
        group: 'Alpha',
        project: 'Proj',
        client: null,
      },
      { name: '=HYPERLINK("x")', zid: 'z1000006', tutorial: 'T1', group: 'Alpha' },
      // a project without a group cannot happen; it is ignored rather than shown
      { name: 'Dan', zid: 'z1000007', tutorial: 'T3', group: null, project: 'Stray', client },
    ];
    expect(buildReportCsv(course, students)).toBe(
      HEADER +
        '"\'=HYPERLINK(""x"")",z1000006,T1,Alpha,unallocated,N/A,N/A,N/A\r\n' +
        'Abe,z1000005,T1,Alpha,Proj,N/A,N/A,N/A\r\n' +
        'Bob,z1000003,T1,Alpha,unallocated,N/A,N/A,N/A\r\n' +
        'Amy,z1000002,T1,N/A,unallocated,N/A,N/A,N/A\r\n' +
        'Zed,z1000001,T2,G1,P,Grace Hopper,"Compilers, ""Inc""",g@x.io\r\n' +
        'Dan,z1000007,T3,N/A,unallocated,N/A,N/A,N/A\r\n' +
        'Cat,z1000004,,N/A,unallocated,N/A,N/A,N/A\r\n',
    );
  });

  it('names the file {year}_{code}_report.csv', () => {
    expect(reportFileName(course)).toBe('2025_COMP3900_report.csv');
  });
});

describe('reportStudentsFromSubcourse', () => {
  it('reads the enrolment of this subcourse and the group and its first client', () => {
    const client = { id: 'c1', name: 'Grace', company_name: 'Co', email: 'g@co.io' };
    const rows = reportStudentsFromSubcourse({
      id: 's1',
      students: [
        {
          id: 'a',
          name: 'Ann',
          zid: 'z1111111',
          subcourses: [
            { subcourse: 'other', tutorial: 'X' },
            { subcourse: 's1', tutorial: 'T1', group: 'g1' },
          ],
        },
        { id: 'b', name: 'Ben', zid: 'z2222222', subcourses: [{ subcourse: 's1' }] },
        { id: 'c', name: 'Cy', zid: 'z3333333', subcourses: [{ subcourse: 's1', tutorial: 'T2' }] },
      ],
      groups: [
        { id: 'g1', name: 'G1', members: [{ id: 'a' }], project: { name: 'P', clients: [client] } },
        { id: 'g2', name: 'G2', members: [{ id: 'c' }], project: null },
      ],
    });
    expect(rows).toEqual([
      { name: 'Ann', zid: 'z1111111', tutorial: 'T1', group: 'G1', project: 'P', client },
      { name: 'Ben', zid: 'z2222222', tutorial: null, group: null, project: null, client: null },
      { name: 'Cy', zid: 'z3333333', tutorial: 'T2', group: 'G2', project: null, client: null },
    ]);
  });
});
