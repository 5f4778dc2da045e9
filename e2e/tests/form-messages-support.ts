import { showsFieldKey } from '@capstone/contracts';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Where a screen shows a message: Mantine's field errors, alerts (Mantine's Alert and the
 * product's inline form messages) and toasts (react-hot-toast's `role=status`).
 */
export const MESSAGE_SELECTORS = ['.mantine-InputWrapper-error', '[role=alert]', '[role=status]'];

/** Tables of rows an import left out (their caption says so); the last column is the reason. */
export const REASON_TABLE_CAPTION = 'rejected|did not import';

interface Recorder {
  /** Every message text seen since the last call, and forgets them. */
  take(): string[];
  /**
   * True once a message is shown or was seen, no API call is waiting, and the page has not
   * changed for a moment (a refusal's toast is raised in the render after the answer).
   */
  settled(): boolean;
}

declare global {
  interface Window {
    __formMessages?: Recorder;
  }
}

/**
 * Runs in the page before its own scripts: a toast shows for a few seconds and a field error can
 * be replaced by the next one, so every message is written down the moment it appears, and each
 * API call is counted until it answers (a server's refusal is shown only after that).
 */
function installRecorder({
  selectors,
  reasonCaption,
}: {
  selectors: string[];
  reasonCaption: string;
}) {
  const QUIET_MS = 300;
  const seen = new Set<string>();
  let inFlight = 0;
  let lastChange = performance.now();
  const shown = (): HTMLElement[] => {
    const reasons = Array.from(document.querySelectorAll('table'))
      .filter((table) => new RegExp(reasonCaption, 'i').test(table.caption?.textContent ?? ''))
      .flatMap((table) => Array.from(table.querySelectorAll<HTMLElement>('tbody td:last-child')));
    return [...Array.from(document.querySelectorAll<HTMLElement>(selectors.join(','))), ...reasons];
  };
  const record = () => {
    for (const element of shown()) {
      const text = (element.innerText ?? element.textContent ?? '').trim();
      if (text) seen.add(text);
    }
  };
  new MutationObserver(() => {
    lastChange = performance.now();
    record();
  }).observe(document, { subtree: true, childList: true, characterData: true });
  const fetchOf = window.fetch.bind(window);
  window.fetch = async (...args: Parameters<typeof fetch>) => {
    inFlight += 1;
    try {
      return await fetchOf(...args);
    } finally {
      inFlight -= 1;
      lastChange = performance.now();
    }
  };
  window.__formMessages = {
    take: () => {
      record();
      const texts = [...seen];
      seen.clear();
      return texts;
    },
    settled: () => {
      // A message still shown from before counts: a second submit may change nothing at all.
      record();
      return seen.size > 0 && inFlight === 0 && performance.now() - lastChange > QUIET_MS;
    },
  };
}

/** A message that shows a schema key, as the failure lists it. */
export interface RawKeyMessage {
  form: string;
  message: string;
}

/** The messages among `texts` that show a schema key ("firstName is required"). */
export const rawKeyMessages = (form: string, texts: readonly string[]): RawKeyMessage[] =>
  texts.filter((text) => showsFieldKey(text)).map((message) => ({ form, message }));

/** Empty inputs in the error state whose placeholder is painted in the error colour. */
async function redPlaceholders(page: Page): Promise<{ checked: number; red: string[] }> {
  return page.evaluate(() => {
    const rgb = (colour: string) => {
      const probe = document.createElement('span');
      probe.style.color = colour;
      document.body.append(probe);
      const value = getComputedStyle(probe).color;
      probe.remove();
      return value;
    };
    const errorColour = rgb('var(--mantine-color-error)');
    const fields = Array.from(
      document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
        'input[aria-invalid=true][placeholder], textarea[aria-invalid=true][placeholder]',
      ),
    ).filter((field) => field.value === '' && field.placeholder && field.offsetParent !== null);
    const red = fields
      .filter((field) => getComputedStyle(field, '::placeholder').color === errorColour)
      .map((field) => field.labels?.[0]?.textContent?.trim() || field.placeholder);
    return { checked: fields.length, red };
  });
}

const softly = expect.configure({ soft: true });

/**
 * Walks one page's forms: `submit` runs an action, then every message shown until the page
 * settles is checked. Failures are soft, so one run names every form and message at fault.
 */
export class FormMessages {
  /** Empty errored inputs whose placeholder colour was checked, over the whole test. */
  placeholdersChecked = 0;
  /** What each checked step showed, in order. */
  readonly shown: { form: string; messages: string[] }[] = [];

  private constructor(private readonly page: Page) {}

  /** Starts recording on `page`; call before its first navigation. */
  static async on(page: Page): Promise<FormMessages> {
    await page.addInitScript(installRecorder, {
      selectors: MESSAGE_SELECTORS,
      reasonCaption: REASON_TABLE_CAPTION,
    });
    return new FormMessages(page);
  }

  /**
   * Forgets what was shown so far, runs `action` (a submit), waits until the page has answered
   * with at least one message and settled, and returns every message seen meanwhile.
   */
  async collect(action: () => Promise<unknown>, form = 'the action'): Promise<string[]> {
    await this.page.evaluate(() => window.__formMessages!.take());
    await action();
    await softly
      .poll(() => this.page.evaluate(() => window.__formMessages!.settled()), {
        message: `${form}: no message appeared`,
        intervals: [100],
        timeout: 10_000,
      })
      .toBe(true);
    return this.page.evaluate(() => window.__formMessages!.take());
  }

  /**
   * `collect`, then checks each message: no schema key, and no empty field in the error state
   * with a red placeholder.
   */
  async submit(form: string, action: () => Promise<unknown>): Promise<string[]> {
    const texts = await this.collect(action, form);
    this.shown.push({ form, messages: texts });
    softly(rawKeyMessages(form, texts), `${form}: messages that show a field key`).toEqual([]);
    const placeholders = await redPlaceholders(this.page);
    this.placeholdersChecked += placeholders.checked;
    softly(placeholders.red, `${form}: empty fields whose placeholder is red`).toEqual([]);
    return texts;
  }

  /**
   * For each step in order: every text field of `scope` filled with the step's value, then
   * `send`, checked as `submit` checks it; the steps are named `<form>: <step>`.
   */
  async walk(
    form: string,
    scope: Locator,
    send: () => Promise<unknown>,
    steps: Readonly<Record<string, FieldValue>>,
  ) {
    for (const [step, value] of Object.entries(steps)) {
      await fillEvery(scope, value);
      await this.submit(`${form}: ${step}`, send);
    }
  }
}

/** The text fields a person types into (not choices, files, or read-only and disabled ones). */
export const textFields = (scope: Locator) =>
  scope
    .locator(
      [
        'input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=file])',
        'textarea',
      ]
        .map((kind) => `${kind}:not([readonly]):not([disabled]):not([aria-haspopup])`)
        .join(', '),
    )
    .filter({ visible: true });

/** What to type: the same for every field, or chosen from the field's type and length limit. */
export type FieldValue =
  string | ((field: { type: string; maxLength: number | null; label: string }) => string);

/**
 * Fills every text field in `scope`. A field's `maxlength` is lifted first, so a value longer
 * than the form allows reaches the form's own checks (and the server's) as a paste would through
 * an older browser.
 */
export const fillEvery = (scope: Locator, value: FieldValue) =>
  fillFields(textFields(scope), value);

/** Fills each field `fields` finds, as `fillEvery` does. */
export async function fillFields(fields: Locator, value: FieldValue) {
  const count = await fields.count();
  for (let index = 0; index < count; index += 1) {
    const field = fields.nth(index);
    const facts = await field.evaluate((element: HTMLInputElement | HTMLTextAreaElement) => {
      const limit = element.getAttribute('maxlength');
      element.removeAttribute('maxlength');
      return {
        type: element.getAttribute('type') ?? element.tagName.toLowerCase(),
        maxLength: limit === null ? null : Number(limit),
        label: element.labels?.[0]?.textContent?.trim() ?? element.getAttribute('aria-label') ?? '',
      };
    });
    await field.fill(typeof value === 'string' ? value : value(facts));
  }
}

/** One character more than the field allows, or a long text where it names no limit. */
export const tooLong: FieldValue = ({ type, maxLength }) =>
  type === 'date' ? '' : 'x'.repeat((maxLength ?? 20_000) + 1);

/** Text in the wrong shape for whatever the field expects. */
export const badFormat: FieldValue = ({ type }) => (type === 'date' ? '' : 'not valid!');

/** What every form must refuse: nothing at all, too much, and the wrong shape. */
export const USUAL_REFUSALS: Readonly<Record<string, FieldValue>> = {
  empty: '',
  'too long': tooLong,
  'bad format': badFormat,
};
