import { describe, expect, it } from 'vitest';
import { formIntro, roundAction, roundWhen, savedSentence, submittedLabel } from './round-status';
import { round } from './test-fixtures.test-util';

// Shows which timestamp a sentence used, whatever the test machine's time zone.
const format = (iso: string) => `<${iso}>`;

describe('a round on the dashboard', () => {
  it('links an open round to its form, worded by whether it was submitted', () => {
    expect(roundAction(round({ status: 'open' }))).toEqual({
      page: 'form',
      label: 'Rate your teammates',
    });
    expect(roundAction(round({ status: 'open', submitted: true }))?.label).toBe(
      'Change your ratings',
    );
  });

  it('links a closed round to the submission, a released one to the results, a scheduled one nowhere', () => {
    expect(roundAction(round({ status: 'closed' }))?.page).toBe('form');
    expect(roundAction(round({ status: 'released' }))).toEqual({
      page: 'results',
      label: 'See your results',
    });
    expect(roundAction(round({ status: 'scheduled' }))).toBeNull();
  });

  it('says when it closes, or closed', () => {
    const r = round();
    expect(roundWhen(r, format)).toBe(`Closes <${r.closes_at}>`);
    expect(roundWhen({ ...r, status: 'scheduled' }, format)).toBe(`Opens <${r.opens_at}>`);
    const early = '2026-03-08T00:00:00.000Z';
    expect(roundWhen({ ...r, status: 'closed', closed_at: early }, format)).toBe(
      `Closed <${early}>`,
    );
    expect(submittedLabel(false)).toBe('Not submitted yet');
  });
});

describe('the form sentences', () => {
  it('tells until when answers can change, and when a scheduled round opens', () => {
    const r = round();
    expect(formIntro(r, format)).toContain(`until <${r.closes_at}>`);
    expect(formIntro({ ...r, status: 'scheduled' }, format)).toContain(`opens on <${r.opens_at}>`);
    expect(formIntro({ ...r, status: 'released' }, format)).toContain('can no longer be changed');
    expect(savedSentence(r, format)).toBe(
      `Your peer evaluation was saved. You can change it until <${r.closes_at}>.`,
    );
  });
});
