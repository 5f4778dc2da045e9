/** The one thing an email asks its reader to do: a button in HTML, a labelled link in text. */
export interface MailAction {
  /** Says what happens, in sentence case: "Verify your email", "Open the chat". */
  label: string;
  url: string;
}

/**
 * What an email says, in plain strings (never HTML): every template fills this and `compose`
 * lays it out, so every email has the same look, and its text part says what its HTML part does.
 */
export interface MailBody {
  /** The recipient's name, greeted first: "Hi {name},". */
  name: string;
  /** What happened or what to do; the first is the inbox preview. */
  paragraphs: readonly string[];
  /**
   * A one-time code, also written in a paragraph: the HTML part shows it again, large and in a
   * monospace font, never only inside a link.
   */
  code?: string;
  /** Someone's own words (an announcement, a reply), quoted after the paragraphs. */
  quote?: { title?: string | null; text: string };
  action?: MailAction;
  /** What follows the action: what to do if the email was not expected. */
  after?: readonly string[];
}

export const PRODUCT_NAME = 'Capstone';
export const FOOTER = `Sent by ${PRODUCT_NAME}.`;

export const greeting = (body: Pick<MailBody, 'name'>) => `Hi ${body.name},`;
