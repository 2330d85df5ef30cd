/** Conditional helpers: if, ifEmpty, not, switch, toBool. */
import { isEmpty } from '../values';

export const conditionalHelpers = {
  if(condition: unknown, whenTrue: unknown, whenFalse: unknown): unknown {
    return condition ? whenTrue : whenFalse;
  },
  ifEmpty(value: unknown, fallback: unknown, whenNotEmpty?: unknown): unknown {
    if (isEmpty(value)) return fallback;
    return whenNotEmpty === undefined ? value : whenNotEmpty;
  },
  not(value: unknown): boolean {
    return !value;
  },
  /** switch(value, case1, result1, …, default?): strict equality; an odd count of cases ends with the default. */
  switch(value: unknown, ...cases: unknown[]): unknown {
    let i = 0;
    for (; i + 1 < cases.length; i += 2) {
      if (cases[i] === value) return cases[i + 1];
    }
    return i < cases.length ? cases[i] : undefined;
  },
  toBool(value: unknown): boolean {
    return Boolean(value);
  },
};
