// Settings of the user-files endpoint: who may upload, how much, which types, and how often.
import type { RateLimit } from '@kit/platform';

export interface UserFileOptions {
  /** Let visitors who are not signed in upload (the builder did); off by default. */
  allowAnonymous: boolean;
  /** Largest file accepted, in bytes (the bucket enforces it on the upload itself too). */
  maxBytes: number;
  /** Content types accepted; types a browser would run as a page or script (HTML, SVG, XML, JavaScript) are left out. */
  allowedTypes: readonly string[];
  /** Upload URLs one IP address may ask for per window. */
  rateLimit: RateLimit;
  /** The storage bucket (public read). */
  bucket: string;
}

export const USER_FILES_BUCKET = 'user-files';

export const DEFAULT_ALLOWED_TYPES: readonly string[] = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'application/pdf',
  'text/plain',
  'text/csv',
  'application/json',
  'application/zip',
  'application/octet-stream',
  'audio/mpeg',
  'audio/ogg',
  'audio/wav',
  'video/mp4',
  'video/webm',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
];

export const DEFAULT_USER_FILE_OPTIONS: UserFileOptions = {
  allowAnonymous: false,
  maxBytes: 10 * 1024 * 1024,
  allowedTypes: DEFAULT_ALLOWED_TYPES,
  rateLimit: { requests: 30, windowMs: 60_000 },
  bucket: USER_FILES_BUCKET,
};
