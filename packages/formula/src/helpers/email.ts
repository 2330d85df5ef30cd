/**
 * The e-mail address rule, apart from the text helpers: form fields check typed addresses with it in their render,
 * where the helpers' own chunk may not have arrived yet (the `isEmail` helper forwards to it).
 */

/** Local part (dot-separated atoms or a quoted string) @ domain (labels with a 2+ letter top level, or an IPv4 literal). */
const EMAIL_PATTERN =
  /^(?:[^\s@<>()[\]\\.,;:"]+(?:\.[^\s@<>()[\]\\.,;:"]+)*|"[^"\r\n]+")@(?:\[\d{1,3}(?:\.\d{1,3}){3}\]|(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,})$/;

/** Whether the value is a text holding an e-mail address; anything that is not a text is false. */
export function isEmailAddress(value: unknown): boolean {
  return typeof value === 'string' && value !== '' && EMAIL_PATTERN.test(value);
}
