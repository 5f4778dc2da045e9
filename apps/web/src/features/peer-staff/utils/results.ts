import type { ResultMember } from '@capstone/contracts';

type Factors = { name: string; members: readonly Pick<ResultMember, 'name' | 'factor'>[] };

/** A score, factor or mark with 2 decimals; '—' when there is none. */
export const twoDecimals = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : value.toFixed(2);

const EPSILON = 1e-9;
const DEAD_BAND = 0.05;
const CAP = 1.1;

/**
 * Why the shown factor differs from the raw one (§23.5 step 5), or null when it does not: staff
 * otherwise see 1.00 next to 1.0321 and wonder.
 */
export function factorReason(member: Pick<ResultMember, 'raters' | 'factor_raw'>): string | null {
  if (member.raters < 2) return 'Fewer than 2 raters, so the factor is 1.00';
  const distance = Math.abs(member.factor_raw - 1);
  if (distance > EPSILON && distance <= DEAD_BAND + EPSILON)
    return 'Within 0.05 of 1, so the factor is 1.00';
  if (member.factor_raw > CAP + EPSILON) return 'Capped at 1.10';
  return null;
}

/** The secondary line under a factor: the raw factor (4 decimals), and why it changed. */
export function rawFactorText(member: Pick<ResultMember, 'raters' | 'factor_raw'>): string {
  const raw = `Raw ${member.factor_raw.toFixed(4)}`;
  const reason = factorReason(member);
  return reason ? `${raw}. ${reason}.` : raw;
}

/** The chart's bars: one per member, in the table's order. */
export const factorChartData = (group: Pick<Factors, 'members'>) =>
  group.members.map((member) => ({ name: member.name, factor: member.factor }));

/** The chart's text alternative: every member's factor, in the table's order. */
export function factorSummary(group: Factors): string {
  if (group.members.length === 0) return `${group.name} has no members in this round.`;
  const list = group.members.map((m) => `${m.name} ${m.factor.toFixed(2)}`).join(', ');
  return `Contribution factors in ${group.name}: ${list}.`;
}

/** "3 of 4 submitted" for a group's members. */
export function groupSubmittedText(members: readonly { submitted: boolean }[]): string {
  const submitted = members.filter((member) => member.submitted).length;
  return `${submitted} of ${members.length} submitted`;
}
