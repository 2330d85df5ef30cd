/** The plugin's messages, verbatim from seed 000 §5 and §8 (and seed 001 §8 for PGRST100). */
export const AUTH_MESSAGES = {
  INVALID_CONFIGURATION: 'Invalid Supabase Auth configuration.',
  EMAIL_PASSWORD_REQUIRED: 'Email and Password are required.',
  PHONE_PASSWORD_REQUIRED: 'Phone and Password are required.',
  TOKEN_PROVIDER_REQUIRED: 'Token and Provider are required.',
  EMAIL_REQUIRED: 'Email is required.',
  PHONE_REQUIRED: 'Phone is required.',
  PROVIDER_REQUIRED: 'Provider is required.',
  DOMAIN_OR_PROVIDER_ID_REQUIRED: 'Domain or ProviderId is required.',
  USER_NOT_AUTHENTICATED: 'User not authenticated.',
  NO_ACCESS_TOKEN: 'No access token provided.',
} as const;

export type AuthMessageCode = keyof typeof AUTH_MESSAGES;

export const DATABASE_MESSAGES = {
  INVALID_CONFIGURATION: 'Invalid Supabase configuration.',
  NO_TABLE: 'No table selected.',
  NO_PRIMARY_DATA: 'Primary data is required.',
  NO_FUNCTION_NAME: 'Function name is required.',
  MODE_MINIMAL_UNSUPPORTED:
    'Mode minimal cannot be used on this postgres version, please update your supabase instance or use another mode.',
} as const;

export type DatabaseMessageCode = keyof typeof DATABASE_MESSAGES;

/** Edge-function error messages (seed 000 §8). */
export const FUNCTION_MESSAGES = {
  UNKNOWN: 'Unknown function invocation error',
} as const;

export const functionStatusMessage = (status: number | string): string => `Function returned an error status: ${status}`;
export const functionRelayMessage = (detail: string): string => `Function relay error: ${detail}`;
export const functionFetchMessage = (detail: string): string => `Function fetch error: ${detail}`;

/** Realtime channel messages (seed 000 §5); the required-field texts are ours. */
export const REALTIME_MESSAGES = {
  NOT_SUBSCRIBED_UNSUBSCRIBE: 'Channel not found, please subscribe to the channel before unsubscribing.',
  NOT_SUBSCRIBED_SEND: 'Channel not found, please subscribe to the channel before sending a message.',
  NOT_SUBSCRIBED_TRACK: 'Channel not found, please subscribe to the channel before updating the state.',
  CHANNEL_REQUIRED: 'Channel is required.',
  TYPE_REQUIRED: 'Type is required.',
  EVENT_REQUIRED: 'Event is required.',
  STATE_REQUIRED: 'State is required.',
} as const;

export type RealtimeMessageCode = keyof typeof REALTIME_MESSAGES;

/** Storage required-field messages (the rules of seed 000 §5; the texts are ours). */
export const STORAGE_MESSAGES = {
  BUCKET_REQUIRED: 'Bucket is required.',
  PATH_REQUIRED: 'Path is required.',
  FILE_REQUIRED: 'File is required.',
  NEW_PATH_REQUIRED: 'New path is required.',
  PATHS_REQUIRED: 'Paths are required.',
  EXPIRES_IN_REQUIRED: 'Expires in is required.',
} as const;

export type StorageMessageCode = keyof typeof STORAGE_MESSAGES;
