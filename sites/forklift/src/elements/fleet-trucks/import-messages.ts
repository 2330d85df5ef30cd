// What the import page says when the server refuses a row or a whole batch: a sentence per stable code, in the fleet
// manager's words. The server's own message is never shown (an older server could pass a database message through).
import type { PortalApiError } from '../../search/portal-api-error';

const ROW_SENTENCES: Record<string, string> = {
  duplicate_serial: 'A truck of this brand with this serial number is already in the fleet.',
  unknown_brand: 'The brand is not one of the catalogue’s brands.',
  unknown_series: 'The series is not one of the catalogue’s series.',
  unknown_model: 'The model is not one of the catalogue’s models.',
  invalid_fuel_type: 'The fuel type is not one of electric, LPG, diesel, gasoline or CNG / dual fuel.',
  missing_brand: 'The brand is missing.',
  missing_serial: 'The serial number is missing or longer than 40 characters.',
  invalid_hour_meter: 'The hour meter must be a number of hours from 0 to 999,999.',
  invalid_date: 'The in-service date is not a date.',
  unit_too_long: 'The unit name is longer than 60 characters.',
  model_too_long: 'The model is longer than 80 characters.',
  site_too_long: 'The site is longer than 120 characters.',
  notes_too_long: 'The notes are longer than 2,000 characters.',
  model_series_mismatch: 'The model is not one of this brand’s models in this series.',
  series_brand_mismatch: 'The series is not one of this brand’s series.',
  not_allowed: 'Your role in this fleet does not let you add trucks.',
};

/** The sentence for a row the server refused, by its code. */
export function rowRefusal(code: string): string {
  return ROW_SENTENCES[code] ?? 'This row could not be saved; check its values.';
}

/** The sentence for a batch the server did not take at all (every row of it is then marked with it). */
export function batchRefusal(error: PortalApiError): { code: string; message: string } {
  if (error.code === 'network' || error.status === 0)
    return {
      code: 'network',
      message:
        'The connection dropped before these rows were saved. Check the network and import the file again; rows already in are recognised.',
    };
  if (error.code === 'not_member' || error.status === 403) {
    return {
      code: 'not_member',
      message: 'You are no longer a member of this fleet, so these rows were not saved. Ask a fleet manager to invite you again.',
    };
  }
  if (error.status === 401 || /jwt/i.test(error.code)) {
    return {
      code: 'signed_out',
      message: 'Your session ended before these rows were saved. Sign in again and import the file again; rows already in are recognised.',
    };
  }
  return {
    code: 'server',
    message: 'The server could not take these rows just now. Import the file again in a moment; rows already in are recognised.',
  };
}
