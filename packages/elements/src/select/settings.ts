/**
 * The select's settings. Types only: the element's definition takes the option limit's default from the form
 * limits (`forms/limits.ts`), and the component and its model load with the element's own chunk.
 */

export interface SelectSettings extends Record<string, unknown> {
  options: unknown;
  value: unknown;
  multiple: boolean;
  search: boolean;
  limit: number;
  closeOnSelect: boolean;
  label: string;
  placeholder: string;
  searchPlaceholder: string;
  required: boolean;
  disabled: boolean;
  fieldName: string;
}
