/**
 * The button's settings (seed §3: buttonType none|button|submit, default button; disabled false) and the key details
 * its keydown and keyup events carry.
 */

export const BUTTON_TYPES = ['none', 'button', 'submit'] as const;
export type ButtonType = (typeof BUTTON_TYPES)[number];

export interface ButtonSettings extends Record<string, unknown> {
  text: unknown;
  buttonType: ButtonType;
  disabled: boolean;
  hasLeftIcon: boolean;
  leftIcon: string;
  hasRightIcon: boolean;
  rightIcon: string;
  backgroundColor: string | null;
  /** Accessible name when the button shows only icons. */
  ariaLabel: string;
}

/** The key details a keydown or keyup event carries to workflows. */
export function keyEvent(event: {
  key: string;
  code: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  repeat: boolean;
}) {
  const { key, code, altKey, ctrlKey, metaKey, shiftKey, repeat } = event;
  return { key, code, altKey, ctrlKey, metaKey, shiftKey, repeat };
}
