/** The platform's operator pages and the sites' runtime name the same session cookie (they share no package). */
import { SESSION_COOKIE } from '@kit/platform';
import { ACCESS_TOKEN_COOKIE } from '@kit/runtime-core';
import { describe, expect, it } from 'vitest';

describe('the session cookie', () => {
  it('is the one the runtime writes and the platform reads', () => {
    expect(SESSION_COOKIE).toBe(ACCESS_TOKEN_COOKIE);
  });
});
