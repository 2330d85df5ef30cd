/**
 * The file drop's settings and its accept kinds (seed 001 §3: any, image, video, audio, pdf, csv, xls, doc, json,
 * custom). Constants only: the element's definition reads them and sits in the page entry, while the file rules
 * load with the component's chunk.
 */

export const ACCEPT_KINDS = ['any', 'image', 'video', 'audio', 'pdf', 'csv', 'xls', 'doc', 'json', 'custom'] as const;
export type AcceptKind = (typeof ACCEPT_KINDS)[number];

export interface FileDropSettings extends Record<string, unknown> {
  accept: AcceptKind;
  /** Patterns for accept 'custom': '.txt, text/plain, image/*'. */
  customAccept: string;
  multiple: boolean;
  /** Largest file in MB; 0 for no limit. */
  maxSize: number;
  label: string;
  buttonText: string;
  required: boolean;
  disabled: boolean;
  fieldName: string;
}
