// Test function: always answers 418, for the HTTP-error kind of edge-function errors.
export default (): Response => new Response('short and stout', { status: 418 });
