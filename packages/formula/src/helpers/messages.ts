/** Helper error messages, verbatim (seed §5 and the original helper library). */
export const HELPER_MESSAGES = {
  firstArray: 'First parameter must be an array (or collection)',
  firstArrayOrText: 'First parameter must be an array (or collection) or a string',
  secondArray: 'Second parameter must be an array (or collection)',
  allArrays: 'All parameters must be arrays (or collections)',
  firstObject: 'First parameter must be an object',
  firstText: 'First parameter must be a text',
  secondNumber: 'Second parameter must be a number',
  secondText: 'Second parameter must be a text',
  thirdNumber: 'Third parameter must be a number',
  invalidDate: 'Invalid date',
  dateRequired: 'Date parameter is required',
} as const;
