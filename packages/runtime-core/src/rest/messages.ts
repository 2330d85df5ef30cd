/** The REST client's messages (seed §8), verbatim. */

export const REST_MESSAGES = {
  STREAMING_THROUGH_SERVER: 'Streaming is not supported with server-side requests.',
  NO_READABLE_STREAM: 'ReadableStream not supported in this browser.',
} as const;

/** 'Failed to process {kind}: {message}' */
export function restListFailedMessage(kind: string, message: string): string {
  return `Failed to process ${kind}: ${message}`;
}

/** A failed streaming response: its HTTP status and body text. */
export function restStreamHttpMessage(status: number, body: string): string {
  return `HTTP error! status: ${status}, body: ${body}`;
}
