import { buildCsv, FLAG_CODES } from '@capstone/contracts';
import { compareCodePoints, roundHalfUp } from '@capstone/peer';
import type { ScoredGroup } from './peer-scoring';

export const PEER_CSV_HEADER = [
  'Student ZID',
  'Student Name',
  'Tutorial',
  'Group',
  'Submitted',
  'Factor',
  'Group Mark',
  'Adjusted Mark',
  'Flags',
] as const;

/** `{year}_{code}_peer_evaluation_{roundId}.csv` */
export const peerCsvFileName = (offering: { year: number; code: string }, roundId: string) =>
  `${offering.year}_${offering.code}_peer_evaluation_${roundId}.csv`;

const twoDecimals = (value: number | null) =>
  value === null ? '' : roundHalfUp(value, 2).toFixed(2);

/**
 * The gradebook export (api.md §23.9): one row per student in the round, by tutorial, group name
 * and student name, with the distinct codes of the flags about them in the order of §23.6. The
 * cells go through the report's CSV rules (RFC 4180, CRLF, formulas neutralised).
 */
export function buildPeerCsv(groups: readonly ScoredGroup[]): string {
  const rows = groups.flatMap((group) =>
    group.result.members.map((member) => {
      const record = group.members.find((m) => m.id === member.id)!;
      const codes = new Set(
        group.result.flags.filter((f) => f.student?.id === member.id).map((f) => f.code),
      );
      return {
        order: [group.tutorial, group.name, member.name, member.id],
        cells: [
          record.zid,
          member.name,
          group.tutorial,
          group.name,
          member.submitted ? 'yes' : 'no',
          twoDecimals(member.factor),
          twoDecimals(group.mark),
          twoDecimals(member.adjusted_mark),
          FLAG_CODES.filter((code) => codes.has(code)).join(';'),
        ],
      };
    }),
  );
  rows.sort((a, b) => {
    for (let i = 0; i < a.order.length; i++) {
      const order = compareCodePoints(a.order[i]!, b.order[i]!);
      if (order !== 0) return order;
    }
    return 0;
  });
  return buildCsv(
    PEER_CSV_HEADER,
    rows.map((row) => row.cells),
  );
}
