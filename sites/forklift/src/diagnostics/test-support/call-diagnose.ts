// Calls /functions/v1/diagnose over HTTP and collects the streamed events (tests, the evaluation and the bench).
import { readEvents } from '../sse';

export interface CollectedEvent {
  event: string;
  data: Record<string, unknown>;
  /** Milliseconds from sending the request to this event. */
  at: number;
}

export interface DiagnoseCall {
  status: number;
  headers: Headers;
  events: CollectedEvent[];
  /** The JSON body of a non-stream answer. */
  error?: Record<string, unknown>;
}

export async function callDiagnose(
  baseUrl: string,
  token: string,
  body: unknown,
  init: { apiKey?: string; raw?: string; headers?: Record<string, string> } = {},
): Promise<DiagnoseCall> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/functions/v1/diagnose`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, apikey: init.apiKey ?? token, 'content-type': 'application/json', ...init.headers },
    body: init.raw ?? JSON.stringify(body),
  });
  if (!(response.headers.get('content-type') ?? '').startsWith('text/event-stream') || !response.body) {
    const text = await response.text();
    let error: Record<string, unknown>;
    try {
      error = JSON.parse(text) as Record<string, unknown>;
    } catch {
      error = { raw: text };
    }
    return { status: response.status, headers: response.headers, events: [], error };
  }
  const events: CollectedEvent[] = [];
  for await (const event of readEvents(response.body)) {
    events.push({ event: event.event, data: JSON.parse(event.data) as Record<string, unknown>, at: performance.now() - started });
  }
  return { status: response.status, headers: response.headers, events };
}
