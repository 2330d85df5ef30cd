// Calls a function under the wall-time limit and classifies what went wrong the way Supabase's relay does.
import type { FunctionHandler } from './function-module';
import { FunctionRelayError, relayErrors } from './relay-error';

export interface Invocation {
  response: Response;
  /** Call when the response body is done (or abandoned): stops the wall-time clock. */
  finish(): void;
}

/**
 * Resolves with the function's Response, or throws a FunctionRelayError: WORKER_ERROR for a throw or a non-Response,
 * IDLE_TIMEOUT when no response came within `wallTimeMs`. A response still streaming at the limit is cut (abort).
 */
export async function invokeFunction(
  handler: FunctionHandler,
  request: Request,
  abort: AbortController,
  wallTimeMs: number,
): Promise<Invocation> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      abort.abort(relayErrors.idleTimeout());
      reject(relayErrors.idleTimeout());
    }, wallTimeMs);
  });
  const finish = () => clearTimeout(timer);
  try {
    const response = await Promise.race([Promise.resolve().then(() => handler(request)), timedOut]);
    if (!(response instanceof Response)) throw new TypeError('the function did not return a Response');
    return { response, finish };
  } catch (error) {
    finish();
    if (error instanceof FunctionRelayError) throw error;
    throw relayErrors.workerError(error);
  }
}
