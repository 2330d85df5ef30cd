/**
 * The workflow engine's and actions' messages, verbatim from the seed (§5, §8; the code is the stable key), and the
 * error an action fails with. Their own module, imported by lazily loaded code only (the engine, the actions, the
 * collections' fetching): a module the entry imports lands in the entry chunk whole, with what only lazily loaded
 * chunks use of it.
 */
import { WorkflowError } from '../errors';
import { PAGE_NOT_FOUND_MESSAGE } from '../messages';

export const ACTION_MESSAGES = {
  NO_CUSTOM_CODE: 'No custom code defined.',
  NO_VARIABLE: 'No variable selected.',
  NO_COLLECTION: 'No collection selected.',
  COLLECTION_NOT_FOUND: 'Collection not found.',
  COLLECTION_FETCH_FAILED: 'Error while fetching the collection',
  INFINITE_LOOP: 'Possible infinity loop detected! Workflow was stopped.',
  NO_PAGE: 'No page selected.',
  PAGE_NOT_FOUND: PAGE_NOT_FOUND_MESSAGE,
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

/** A workflow action's failure with its seed message. */
export function workflowActionError(code: ActionMessageCode, details?: Record<string, unknown>, cause?: unknown): WorkflowError {
  return new WorkflowError(code, ACTION_MESSAGES[code], { details, cause });
}
