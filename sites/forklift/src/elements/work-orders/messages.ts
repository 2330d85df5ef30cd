// The work-order refusals in the member's words (the database's stable codes, 0115/0116/0140), never its own message.
import { PortalApiError } from '../../search/portal-api-error';

const WORDS: Record<string, string> = {
  cause_required: 'Name the cause you found before closing: pick one of the listed causes or describe another.',
  remedy_required: 'Say what you did to fix it before closing.',
  cause_not_found: 'That cause is not one of this fault’s causes any more. Pick another or describe it.',
  hours_before_open: 'The hour meter at closing cannot be below the reading when the work order was opened.',
  invalid_transition: 'The work order cannot move to that state from where it is now.',
  work_order_closed: 'This work order is closed; nothing on it can change any more.',
  not_manager: 'Only an owner or a fleet manager can do that (assign to others, cancel or delete).',
  not_assigned: 'This work order is assigned to someone else.',
  not_allowed: 'Your role in this fleet can read work orders but not open them.',
  viewer_read_only: 'As a viewer you read the work orders; a technician or a fleet manager works them.',
  invalid_assignee: 'Pick an owner, a manager or a technician of this fleet.',
  truck_not_found: 'That truck is not in your fleet.',
  fault_not_found: 'That fault is not on this truck.',
  work_order_not_found: 'That work order is not in your fleet.',
  check_not_found: 'That check is no longer on the work order.',
  invalid_quantity: 'The quantity must be a whole number from 1 to 10,000.',
  part_required: 'Give the part number or a description.',
  too_many_parts: 'A work order holds at most 200 parts.',
  invalid_photo_path: 'The photo could not be attached; take it again.',
  text_too_long: 'One of the texts is too long.',
  '42501': 'Your role in this fleet does not allow that.',
};

export function plainWorkOrderError(error: unknown): string {
  if (error instanceof PortalApiError)
    return WORDS[error.code] ?? (error.status === 0 ? 'The connection dropped. Try again.' : 'That did not work. Try again.');
  return 'The connection dropped. Try again.';
}
