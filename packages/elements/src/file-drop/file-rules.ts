/**
 * What a file drop accepts: each accept kind of seed 001 §3 (any, image, video, audio, pdf, csv, xls, doc, json,
 * custom) as MIME types and extensions, for the file chooser's `accept` attribute and for checking dropped files
 * (a drop ignores `accept`), plus the size limit. Refused files get a message naming the file.
 */
import type { AcceptKind } from './settings';

const PATTERNS: Record<Exclude<AcceptKind, 'any' | 'custom'>, readonly string[]> = {
  image: ['image/*'],
  video: ['video/*'],
  audio: ['audio/*'],
  pdf: ['application/pdf', '.pdf'],
  csv: ['text/csv', '.csv'],
  xls: ['application/vnd.ms-excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', '.xls', '.xlsx'],
  doc: ['application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', '.doc', '.docx'],
  json: ['application/json', '.json'],
};

/** The accept patterns of a kind; `custom` reads a comma-separated list ('.txt, text/plain, image/*'). Empty: anything. */
export function acceptPatterns(kind: AcceptKind, custom = ''): string[] {
  if (kind === 'any') return [];
  if (kind === 'custom')
    return custom
      .split(',')
      .map((pattern) => pattern.trim().toLowerCase())
      .filter((pattern) => pattern !== '');
  return [...PATTERNS[kind]];
}

export interface FileLike {
  name: string;
  type: string;
  size: number;
}

/** Whether a file matches one of the patterns: an extension ('.pdf'), a MIME family ('image/*') or a MIME type. */
export function fileAccepted(file: FileLike, patterns: readonly string[]): boolean {
  if (patterns.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return patterns.some((pattern) => {
    if (pattern.startsWith('.')) return name.endsWith(pattern);
    if (pattern.endsWith('/*')) return type.startsWith(pattern.slice(0, -1));
    return type === pattern;
  });
}

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** 1536 → '1.5 KB'. */
export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : Number(value.toFixed(1))} ${UNITS[unit]}`;
}

export const FILE_MESSAGES = {
  type: (name: string) => `"${name}" is not an accepted file type.`,
  size: (name: string, maxMb: number) => `"${name}" is larger than ${maxMb} MB.`,
  single: 'Only one file can be chosen.',
} as const;

export interface FileCheck<F extends FileLike> {
  accepted: F[];
  rejected: string[];
}

/** Sorts chosen or dropped files into accepted ones and refusal messages. `maxSizeMb` 0 means no limit. */
export function checkFiles<F extends FileLike>(
  files: readonly F[],
  options: { patterns: readonly string[]; maxSizeMb: number; multiple: boolean },
): FileCheck<F> {
  const accepted: F[] = [];
  const rejected: string[] = [];
  for (const file of files) {
    if (!fileAccepted(file, options.patterns)) rejected.push(FILE_MESSAGES.type(file.name));
    else if (options.maxSizeMb > 0 && file.size > options.maxSizeMb * 1024 * 1024)
      rejected.push(FILE_MESSAGES.size(file.name, options.maxSizeMb));
    else accepted.push(file);
  }
  if (!options.multiple && accepted.length > 1) {
    rejected.push(FILE_MESSAGES.single);
    accepted.length = 1;
  }
  return { accepted, rejected };
}
