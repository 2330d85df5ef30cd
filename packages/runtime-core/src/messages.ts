/**
 * Runtime messages, verbatim from the seed (§5, §8); the code is the stable key. Those the runtime needs on every page
 * (a page's entry chunk holds this module): the workflow actions' (`workflows/action-messages.ts`) and the REST
 * client's (`rest/messages.ts`) load with their code.
 */

/** A navigation to a page the design does not have (the router's). */
export const PAGE_NOT_FOUND_MESSAGE = 'Page not found.';

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

/** 'Item with id {id} not found in the collection.' (an update by id that finds no row) */
export function itemNotFoundMessage(id: unknown): string {
  return `Item with id ${String(id)} not found in the collection.`;
}
