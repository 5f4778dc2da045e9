import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A zID no other test in this run uses (the server's database lives for the whole run). */
let counter = Number(String(Date.now()).slice(-6)) * 10;
export function freshZid() {
  counter += 1;
  return `z${String(counter % 10_000_000).padStart(7, '0')}`;
}
export const PASSWORD = 'Passw0rdE2E';

/** Mails written to the local outbox for `to`, oldest first (optionally of one subject). */
export function outboxMails(to: string, subject?: string): { subject: string; text: string }[] {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')))
    .filter((mail) => mail.to === to && (subject === undefined || mail.subject === subject));
}

/** How many mails (of `subject`) `to` has had so far: pass it as `after` to wait for the next. */
export const outboxCount = (to: string, subject?: string) => outboxMails(to, subject).length;

/**
 * The newest 6-digit code emailed to `to` (PIN, access code or email code), read from the local
 * outbox; with `after`, waits for a mail beyond that many.
 */
export async function codeFromOutbox(
  to: string,
  options: { subject?: string; after?: number } = {},
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(() => {
      const mails = outboxMails(to, options.subject);
      if (mails.length <= (options.after ?? -1)) return undefined;
      const codes = mails.map((mail) => mail.text.match(/\b(\d{6})\b/)?.[1]).filter(Boolean);
      code = codes.at(-1);
      return code;
    })
    .toBeTruthy();
  return code!;
}

export const VERIFY_SUBJECT = 'Verify Your Email';

/**
 * Fails with the list of violations, so a report names what to fix. Waits first for transitions
 * to end: a dialog or drawer still fading in has text at part opacity, which axe reads as low
 * contrast (on a loaded machine the check could otherwise land mid-transition). Endless
 * animations (loaders) are not waited for.
 */
export async function expectNoAxeViolations(page: Page) {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity).length === 0,
  );
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/** The phone width of the `phone` project (playwright.config.ts). */
const PHONE = { width: 375, height: 740 };

/**
 * `expectNoAxeViolations` at the page's own width, then at a phone's, then back: for screens a
 * spec reaches through a world of its own (a provider, an LMS), where a second project would
 * start that world again.
 */
export async function expectNoAxeViolationsAtBothWidths(page: Page) {
  const size = page.viewportSize();
  await expectNoAxeViolations(page);
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page);
  if (size) await page.setViewportSize(size);
}

export async function fillLogin(
  page: Page,
  tab: 'Client' | 'Student' | 'Staff',
  email: string,
  password: string,
) {
  await page.goto('/login');
  await page.getByRole('tab', { name: tab }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
}

export async function logout(page: Page) {
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
}
