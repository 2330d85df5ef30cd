// POST /functions/v1/diagnose (ARCHITECTURE §6): grounded, cited troubleshooting, streamed as server-sent events.
import { createDiagnoseHandler, engineFromEnv } from '../../diagnostics';

const handlers = new Map<string, (request: Request) => Promise<Response>>();

/** The engine follows LLM_BASE_URL / LLM_API_KEY / LLM_MODEL as they are now (unset: the extractive engine). */
export default function diagnose(request: Request): Promise<Response> {
  const engine = engineFromEnv(process.env);
  let handler = handlers.get(engine.key);
  if (!handler) {
    handler = createDiagnoseHandler({ engine: engine.engine });
    handlers.set(engine.key, handler);
  }
  return handler(request);
}
