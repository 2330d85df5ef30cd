/**
 * The form container's state as one plain object, exposed as its `form` variable (as the original does):
 * `fields[name].{value,isValid}`, `isSubmitting`, `isSubmitted` and `isValid` (every field valid). Its shape and
 * initial value are in `settings.ts`.
 */
import type { FieldReport } from './form-context';
import type { FormVariable } from './settings';

export function formVariable(
  fields: ReadonlyMap<string, FieldReport>,
  flags: { isSubmitting: boolean; isSubmitted: boolean },
): FormVariable {
  const record: Record<string, FieldReport> = {};
  let isValid = true;
  for (const [name, field] of fields) {
    record[name] = { value: field.value, isValid: field.isValid };
    if (!field.isValid) isValid = false;
  }
  return { fields: record, isSubmitting: flags.isSubmitting, isSubmitted: flags.isSubmitted, isValid };
}

/** The values by field name, as the submit event carries them (`event.formData`). */
export function formData(fields: ReadonlyMap<string, FieldReport>): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [name, field] of fields) data[name] = field.value;
  return data;
}
