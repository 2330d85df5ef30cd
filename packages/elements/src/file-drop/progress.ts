/**
 * Per-file upload progress. The 'upload-file' workflow action uploads a list of files one after the other and
 * reports one overall percentage to its progress variable (file i of n covers i·100/n to (i+1)·100/n); the file
 * drop exposes that variable (`progress`) and splits it back into each file's share.
 */

export type UploadStatus = 'waiting' | 'uploading' | 'uploaded';

/** File `index` of `count`'s own progress (0–100) within the overall progress. */
export function fileProgress(overall: number, index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(overall)) return 0;
  const share = 100 / count;
  const own = ((overall - index * share) / share) * 100;
  return Math.round(Math.min(100, Math.max(0, own)));
}

export function uploadStatus(progress: number): UploadStatus {
  if (progress >= 100) return 'uploaded';
  return progress > 0 ? 'uploading' : 'waiting';
}

export const STATUS_TEXT: Record<UploadStatus, string> = { waiting: 'Ready to upload', uploading: 'Uploading', uploaded: 'Uploaded' };
