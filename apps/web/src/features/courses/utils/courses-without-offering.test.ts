import type { SubcourseCard } from '@capstone/contracts';
import { describe, expect, it } from 'vitest';
import { coursesWithoutOffering } from './courses-without-offering';

const offeringOf = (parent: string) =>
  ({ id: `s-${parent}`, parent_course: parent }) as SubcourseCard;

describe('coursesWithoutOffering', () => {
  it('lists the owned courses no offering belongs to, by code', () => {
    const codes = { COMP3999: 'c3', COMP3900: 'c1', COMP1000: 'c2' };
    expect(coursesWithoutOffering(codes, [offeringOf('c1')])).toEqual(['COMP1000', 'COMP3999']);
  });

  it('lists nothing when every course has an offering', () => {
    expect(
      coursesWithoutOffering({ COMP3900: 'c1' }, [offeringOf('c1'), offeringOf('c1')]),
    ).toEqual([]);
  });
});
