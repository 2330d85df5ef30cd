// Test function: an event stream sent in parts with pauses (`?fail=1` breaks it after the first event, `?done=1`
// sends [DONE] and then data that must be ignored), so tests can watch items arrive one by one.
export default async (request: Request): Promise<Response> => {
  const url = new URL(request.url);
  const pause = Number(url.searchParams.get('pause') ?? '150');
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (text: string) => controller.enqueue(encoder.encode(text));
      const wait = () => new Promise((resolve) => setTimeout(resolve, pause));
      send('event: match\ndata: {"code":"E-101"}\n\n');
      await wait();
      if (url.searchParams.has('fail')) {
        controller.error(new Error('connection reset'));
        return;
      }
      send('data: {"delta":"Check "}\n\n');
      await wait();
      send('event: step\ndata: {"kind":"check","text":"Inspect the fuse"}\n\n');
      if (url.searchParams.has('done')) send('data: [DONE]\n\ndata: "after done"\n\n');
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-store' } });
};
