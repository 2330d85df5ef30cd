/** What the helpers need from the running site: language, user roles, clock and time zone. */

export interface HelperEnvironment {
  /** Current language code, e.g. 'en'. */
  getLang(): string;
  /** The site's default language. */
  getDefaultLang(): string;
  /** Roles of the signed-in user: ids, names or objects with id and name. */
  getUserRoles(): readonly unknown[];
  /** Current time in milliseconds. */
  now(): number;
  /** IANA time zone for the date helpers; undefined means the system's. */
  getTimeZone(): string | undefined;
  /** Receives deprecation warnings (deprecated helper names still work). */
  warn(message: string): void;
}

export const defaultHelperEnvironment: HelperEnvironment = {
  getLang: () => 'en',
  getDefaultLang: () => 'en',
  getUserRoles: () => [],
  now: () => Date.now(),
  getTimeZone: () => undefined,
  warn: (message) => console.warn(message),
};
