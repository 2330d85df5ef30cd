/** File upload, file download from a URL, and base64 encode / decode of files. */
import { RuntimeCoreError } from '../../errors';
import { base64ToBlob, blobToDataUrl, sanitizeDownloadName } from '../../adapters/files';
import type { RuntimeFile, UploadedFile } from '../../adapters/files';
import type { ActionContext, ActionHandler } from '../types';
import { fail, isBlank } from './support';

/** Base64 log previews are cut at 20 characters (seed §9). */
export function truncatePreview(text: string, length = 20): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

function isBlob(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

/** A file setting names a variable (text) or is a formula giving the file itself. */
function readFileSetting(context: ActionContext, setting: unknown): unknown {
  if (typeof setting === 'string') return context.runtime.variables.has(setting) ? context.runtime.variables.peek(setting) : undefined;
  return context.evaluate(setting);
}

/**
 * Uploads the file(s) of a file variable (or of a formula); per-file progress goes to the optional
 * progress variable, from 0 to 100. The result is the stored file (or a list for several files).
 */
export const uploadFileAction: ActionHandler = async (action, context) => {
  if (isBlank(action.varId)) fail('NO_FILE_VARIABLE');
  const variables = context.runtime.variables;
  let value: unknown;
  if (typeof action.varId === 'string') {
    if (!variables.has(action.varId)) fail('FILE_VARIABLE_NOT_FOUND', { variableId: action.varId });
    value = variables.peek(action.varId);
    if (isBlank(value) || (Array.isArray(value) && value.length === 0)) fail('NO_FILE_SELECTED');
  } else {
    value = context.evaluate(action.varId);
    if (isBlank(value)) fail('FILE_NOT_FOUND');
    if (typeof value !== 'object') fail('NOT_A_FILE');
  }
  const multiple = Array.isArray(value);
  const files = (multiple ? (value as unknown[]) : [value]).filter((file) => !isBlank(file));
  for (const file of files) if (!isBlob(file)) fail('NOT_A_FILE');
  const progressId = typeof action.progressVarId === 'string' && variables.has(action.progressVarId) ? action.progressVarId : undefined;
  const report = (percent: number) => {
    if (progressId !== undefined) variables.set(progressId, Math.round(percent * 100) / 100);
  };
  const tag = `${String(context.evaluate(action.fileTag) ?? '')}`;
  const uploaded: UploadedFile[] = [];
  report(0);
  for (let i = 0; i < files.length; i += 1) {
    const done = (i * 100) / files.length;
    const stored = await context.runtime.services.files.upload(files[i] as RuntimeFile, {
      tag,
      onProgress: (percent) => report(done + percent / files.length),
    });
    uploaded.push(stored);
  }
  report(100);
  return multiple ? uploaded : uploaded[0];
};

/** Fetches a file URL and offers it as a download. */
export const downloadFileAction: ActionHandler = async (action, context) => {
  const files = context.runtime.services.files;
  const url = String(context.evaluate(action.fileUrl) ?? '');
  const response = await files.fetch(url);
  if (!response.ok) fail('FILE_FETCH_FAILED', { status: response.status }, await response.text());
  const blobUrl = files.createObjectURL(await response.blob());
  const fileName = sanitizeDownloadName(String(context.evaluate(action.fileName) ?? ''));
  if (!blobUrl.startsWith('blob:')) fail('INVALID_BLOB_URL');
  files.saveAs(blobUrl, fileName);
  files.revokeObjectURL(blobUrl);
  context.log('info', 'Download file from URL');
  return undefined;
};

/** Encodes a file as a data URL (or bare base64 with output 'base64'). */
export const encodeBase64Action: ActionHandler = async (action, context) => {
  const file = readFileSetting(context, action.file);
  if (isBlank(file)) fail('FILE_NOT_FOUND');
  if (typeof file !== 'object' || !isBlob(file)) fail('NOT_A_FILE');
  let dataUrl = '';
  try {
    dataUrl = await blobToDataUrl(file);
  } catch (error) {
    fail('BASE64_TOO_BIG', undefined, error);
  }
  if (!dataUrl) fail('BASE64_TOO_BIG');
  const result = action.output === 'base64' ? (dataUrl.split(',')[1] ?? '') : dataUrl;
  context.log('info', 'Generate Base64 encoded file', { preview: truncatePreview(result) });
  return result;
};

/** Decodes base64 (or a data URL) into a file and returns a blob URL for it. */
export const decodeBase64Action: ActionHandler = (action, context) => {
  const text = context.evaluate(action.fileString);
  if (typeof text !== 'string' || text === '') fail('FILE_NOT_FOUND');
  let blob: Blob;
  try {
    blob = base64ToBlob(text, typeof action.mimeType === 'string' ? action.mimeType : undefined);
  } catch (error) {
    throw new RuntimeCoreError('INVALID_BASE64', 'The text is not valid base64.', { cause: error });
  }
  return context.runtime.services.files.createObjectURL(blob);
};
