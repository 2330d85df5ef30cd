// What a failed fleet call says on the page: a sentence in the member's words, never the database's. The wire passes
// PostgREST's `message` through, which for a refused policy or a broken constraint is the database's own text
// ("new row violates row-level security policy for table …"); the fleet functions' own refusals (a stable `hint`)
// are written for people and kept.
import { PortalApiError } from '../../search/portal-api-error';

const BY_CODE: Readonly<Record<string, string>> = {
  // Row-level security refused the write: the member's role does not allow it.
  '42501': 'Your role in this fleet does not allow this. Ask a fleet manager.',
  not_manager: 'Only an owner or a fleet manager can do this.',
  not_owner: 'Only an owner of the organization can do this.',
  last_owner: 'The organization needs an owner: make another member owner first.',
  viewer_read_only: 'As a viewer you read the fleet and change nothing. Ask a fleet manager for the technician role.',
  '23505': 'This is already recorded in the fleet.',
  '23502': 'A required field is empty. Fill it in and try again.',
  '23503': 'A value does not match the catalogue. Choose it from the list and try again.',
  '23514': 'A value is outside what the form accepts. Check the fields and try again.',
  '22001': 'A value is too long. Shorten it and try again.',
  '22003': 'A number is out of range. Check the fields and try again.',
  '22007': 'A date is not valid. Check the fields and try again.',
  '22008': 'A date is not valid. Check the fields and try again.',
  '22P02': 'A value is not in the expected form. Check the fields and try again.',
  PGRST301: 'Your session has ended. Sign in again.',
  PGRST303: 'Your session has ended. Sign in again.',
};

/** Text that only a database, a query planner or a stack trace writes. */
const DATABASE_TEXT =
  /violates|relation "|column "|constraint|row-level security|permission denied|syntax error|SQLSTATE|null value|invalid input syntax|function .*\(|duplicate key|\n\s+at /i;

const FALLBACK = 'That did not work. Try again; if it keeps failing, tell your fleet manager.';
const SERVER_DOWN = 'The portal could not do that just now. Try again in a moment.';

/** The message of a failure as the page shows it. */
export function fleetMessage(error: PortalApiError): string {
  const known = BY_CODE[error.code];
  if (known) return known;
  if (error.status === 0) return error.message;
  const text = error.message.trim();
  if (text === '' || DATABASE_TEXT.test(text)) return error.status >= 500 ? SERVER_DOWN : FALLBACK;
  // The functions' own refusals ("only a manager of the organization can invite"), as a sentence.
  const sentence = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

/** The same failure with the page's message (code and status kept, so callers can still tell cases apart). */
export function plainFleetError(error: PortalApiError): PortalApiError {
  const message = fleetMessage(error);
  return message === error.message ? error : new PortalApiError(error.code, message, { status: error.status });
}
