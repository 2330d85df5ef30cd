// A failed console call in an operator's words: the console functions' stable codes (their SQL hint) become a
// sentence; a database's own text never reaches the page.
import { PortalApiError } from '../../search/portal-api-error';

const MESSAGES: Record<string, string> = {
  admin_only: 'Only operators (the admin role) may do this. Sign in again with an operator account.',
  reason_required: 'Give a reason: it is kept in the audit log.',
  reason_too_long: 'Keep the reason under 500 characters.',
  unknown_role: 'That role does not exist.',
  member_not_found: 'That member no longer exists.',
  own_admin_role: 'You cannot remove your own admin role.',
  query_too_long: 'Search with at most 320 characters.',
  reference_not_on_page: 'A reference does not point at a page printing its text. Correct the text or the page number.',
  invalid_title: 'Give the code a title of at most 200 characters.',
  invalid_summary: 'Keep the summary under 2000 characters.',
  invalid_severity: 'Choose a severity: stop, warn or info.',
  invalid_system: 'Choose a system from the list.',
  invalid_details: 'The causes, checks and references could not be read. Reload the page and try again.',
  invalid_changes: 'The correction could not be read. Reload the page and try again.',
  extraction_not_found: 'That extracted code is gone (its manual was re-imported or deleted). Reload the queue.',
  invalid_review_state: 'Approve or reject the code.',
  forbidden: 'Only operators may review codes.',
  invalid_action: 'Filter by insert, update or delete.',
  invalid_brand_id: 'A brand id is lower-case letters and digits joined by hyphens, e.g. c-monarch.',
  invalid_brand_name: 'Give the brand a name of at most 80 characters.',
  invalid_code_format: 'Describe how the brand writes its codes and give an example code.',
  invalid_code_pattern: 'The code pattern is not a valid regular expression.',
  pattern_rejects_example: 'The code pattern does not accept the example code. Correct one or the other.',
};

/** The sentence an operator sees for a failure of any kind. */
export function adminMessage(error: unknown): string {
  if (!(error instanceof PortalApiError)) return 'The connection dropped. Check the network and try again.';
  const known = MESSAGES[error.code];
  if (known) return known;
  if (error.status === 401) return 'Your session ended. Sign in again.';
  if (error.status === 403 || error.code === '42501') return MESSAGES.admin_only as string;
  if (error.status === 0) return 'The connection dropped. Check the network and try again.';
  if (error.status >= 500) return 'The server could not answer. Try again in a moment.';
  return 'That did not work. Check the form and try again.';
}
