// The showcase's streaming function: a short machine inspection sent as named server-sent events, one every
// `pauseMs` (default 400 ms, at most 2000): `step` events with a kind and a text, then `done`. Body: {"machine"}.
const STEPS = [
  { kind: 'check', text: 'Reading the fault memory' },
  { kind: 'check', text: 'Measuring the battery voltage: 48.6 V' },
  { kind: 'remedy', text: 'Tighten the main contactor terminals' },
] as const;

const MAX_MACHINE_LENGTH = 60;

function badRequest(message: string): Response {
  return Response.json({ code: 'invalid_body', message }, { status: 400 });
}

export default async (request: Request): Promise<Response> => {
  if (request.method !== 'POST') return Response.json({ code: 'method_not_allowed', message: 'Use POST.' }, { status: 405 });
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return badRequest('The body must be JSON.');
  }
  const machine = typeof body === 'object' && body !== null ? (body as { machine?: unknown }).machine : undefined;
  if (typeof machine !== 'string' || machine.trim() === '' || machine.length > MAX_MACHINE_LENGTH)
    return badRequest(`machine must be a text of 1 to ${MAX_MACHINE_LENGTH} characters.`);
  const requested = Number(new URL(request.url).searchParams.get('pauseMs') ?? '400');
  const pause = Number.isFinite(requested) ? Math.min(Math.max(requested, 0), 2000) : 400;
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (event: string, data: unknown) =>
        controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
      for (const step of STEPS) {
        send('step', { ...step, machine: machine.trim() });
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
      send('done', { steps: STEPS.length });
      controller.close();
    },
  });
  return new Response(stream, { headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-store' } });
};
