/** Runtime messages, verbatim from the seed (§5, §8); the code is the stable key. */
export const ACTION_MESSAGES = {
  NO_CUSTOM_CODE: 'No custom code defined.',
  NO_VARIABLE: 'No variable selected.',
  NO_COLLECTION: 'No collection selected.',
  COLLECTION_NOT_FOUND: 'Collection not found.',
  COLLECTION_FETCH_FAILED: 'Error while fetching the collection',
  INFINITE_LOOP: 'Possible infinity loop detected! Workflow was stopped.',
  NO_PAGE: 'No page selected.',
  PAGE_NOT_FOUND: 'Page not found.',
  NO_FILE_VARIABLE: 'No file variable selected.',
  FILE_VARIABLE_NOT_FOUND: 'File variable not found.',
  NO_FILE_SELECTED: 'No file selected. Please create a true / false split to manage the case when there is no file.',
  FILE_NOT_FOUND: 'File not found.',
  NOT_A_FILE: 'Not a file object.',
  WORKFLOW_NOT_FOUND: 'Workflow not found.',
  NO_WORKFLOW: 'No workflow selected.',
  NO_TRIGGER: 'No trigger selected.',
  NO_ACTIONS: 'No actions selected.',
  NO_TIME_DELAY: 'No time delay defined.',
  GEOLOCATION_UNAVAILABLE: 'Geolocation is not available.',
  GEOLOCATION_FAILED: 'Error while geolocation.',
  LOOP_NOT_ITERABLE: 'Fail to start loop, as items to parse is not iterable.',
  NO_LANGUAGE: 'No language selected.',
  NO_MESSAGE: 'No message defined.',
  MESSAGE_NOT_STRING: 'Message must be a string.',
  BASE64_TOO_BIG: 'Cannot encode the file. Your file may be too big to be encoded to base64 in a browser (Chrome-like=512mb;Firefox=32mb).',
  FILE_FETCH_FAILED: 'File could not be fetch.',
  INVALID_BLOB_URL: 'Invalid blob URL.',
} as const;

export type ActionMessageCode = keyof typeof ACTION_MESSAGES;

/** 'Page does not contain the lang {lang}.' */
export function langNotInPageMessage(lang: unknown): string {
  return `Page does not contain the lang ${String(lang)}.`;
}

/** 'Error while fetching the collection {name}.' */
export function collectionFetchFailedMessage(name: unknown): string {
  return `Error while fetching the collection ${String(name)}.`;
}

/** Logged when a workflow fails, before its error branch runs. */
export const WORKFLOW_ERROR_LOG = 'Workflow triggered an error';

/** Variable update messages (seed §5 gives the boolean one; the others follow its form). */
export const VARIABLE_MESSAGES = {
  INVALID_BOOLEAN: 'value must be a boolean',
  INVALID_STRING: 'value must be a string',
  INVALID_ARRAY: 'value must be an array',
  INVALID_OBJECT: 'value must be an object',
  INVALID_PATH: 'path is not valid',
  NOT_FOUND: 'Variable not found.',
} as const;

export type VariableMessageCode = keyof typeof VARIABLE_MESSAGES;

/** REST runtime messages (seed §8), verbatim. */
export const REST_MESSAGES = {
  STREAMING_THROUGH_SERVER: 'Streaming is not supported with server-side requests.',
  NO_READABLE_STREAM: 'ReadableStream not supported in this browser.',
} as const;

/** 'Failed to process {kind}: {message}' */
export function restListFailedMessage(kind: string, message: string): string {
  return `Failed to process ${kind}: ${message}`;
}

/** A failed streaming response: its HTTP status and body text. */
export function restStreamHttpMessage(status: number, body: string): string {
  return `HTTP error! status: ${status}, body: ${body}`;
}
