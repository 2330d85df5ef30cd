/** The accordion's settings, shared by its definition (in the page entry) and its lazily loaded component. */

export interface AccordionSettings extends Record<string, unknown> {
  /** Open at first (or bound to a variable). */
  value: boolean;
}
