// POST /functions/v1/diagnose: checks the request and the caller's limits, retrieves as the caller, then streams
// match → source/step (or refusal) → done, saving the diagnosis with its sources before `done`.
import { requestCaller, requestPlatformOrigin } from '@kit/platform';
import { planAnswer, DEFAULT_PLAN_OPTIONS, type PlanOptions } from './answer-plan';
import { createAnswerStream } from './answer-stream';
import { createRestBackend, type DiagnosticsBackend, type RestBackendOptions } from './backend';
import { writePlan } from './extractive-engine';
import { extractiveEngine } from './extractive-engine';
import type { DiagnosticEngine } from './engine';
import { DiagnoseError, isDiagnoseError } from './errors';
import { parseDiagnoseRequest } from './request';
import { retrievalQuery } from './retrieval';

export interface DiagnoseHandlerOptions {
  engine?: DiagnosticEngine;
  /** The platform's origin; default: the server's own, as the platform gives it (never the request's Host). */
  baseUrl?: string;
  plan?: Partial<PlanOptions>;
  /** Builds the caller's backend (tests may wrap it). */
  backend?: (options: RestBackendOptions) => DiagnosticsBackend;
  log?: (message: string, error: unknown) => void;
}

function ownOrigin(request: Request): string {
  const origin = requestPlatformOrigin(request);
  if (!origin) throw new DiagnoseError('backend_unavailable', 'Diagnostics are unavailable right now.', { status: 503 });
  return origin;
}

const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
};

export function createDiagnoseHandler(options: DiagnoseHandlerOptions = {}): (request: Request) => Promise<Response> {
  const engine = options.engine ?? extractiveEngine;
  const planOptions: PlanOptions = { ...DEFAULT_PLAN_OPTIONS, ...options.plan };
  const makeBackend = options.backend ?? createRestBackend;
  const log = options.log ?? ((message, error) => console.error(`diagnose: ${message}`, error));

  async function prepare(request: Request) {
    if (request.method !== 'POST') throw new DiagnoseError('method_not_allowed', 'Use POST.', { status: 405 });
    const body = await parseDiagnoseRequest(request);
    const caller = requestCaller(request);
    if (!caller) throw new DiagnoseError('sign_in_required', 'Sign in to use diagnostics.', { status: 401 });
    const backend = makeBackend({ baseUrl: options.baseUrl ?? ownOrigin(request), token: caller.token, apiKey: caller.apiKey });
    if (!(await backend.brandIds()).has(body.brand)) {
      throw new DiagnoseError('unknown_brand', `Unknown brand "${body.brand}".`, { status: 400 });
    }
    const { params, query, request: effective } = retrievalQuery(body, planOptions.minCoverage);
    const { admission: admitted, retrieval } = await backend.start(params);
    if (!admitted.allowed || !retrieval) {
      if (admitted.code === 'sign_in_required') throw new DiagnoseError('sign_in_required', 'Sign in to use diagnostics.', { status: 401 });
      const daily = admitted.code === 'daily_limit_reached';
      throw new DiagnoseError(
        daily ? 'daily_limit_reached' : 'rate_limited',
        daily
          ? `Free accounts get ${admitted.limit ?? 0} diagnoses a day. Upgrade for unlimited diagnostics, or come back tomorrow.`
          : 'Too many diagnoses in a minute. Wait a moment and try again.',
        { status: 429, retryAfter: admitted.retryAfter ?? 60, details: { limit: admitted.limit } },
      );
    }
    return {
      backend,
      runId: admitted.runId,
      request: effective,
      query,
      retrieval,
      plan: planAnswer(effective, retrieval, query, planOptions),
    };
  }

  return async (request) => {
    let prepared: Awaited<ReturnType<typeof prepare>>;
    try {
      prepared = await prepare(request);
    } catch (error) {
      if (isDiagnoseError(error)) {
        if (error.status >= 500) log(error.message, error.cause ?? error);
        return error.toResponse();
      }
      log('failed before streaming', error);
      return new DiagnoseError('backend_unavailable', 'Diagnostics are unavailable right now.', { status: 503 }).toResponse();
    }
    const { backend, plan, retrieval, query, runId } = prepared;
    const { stream, writer: writerReady } = createAnswerStream();
    const writer = await writerReady;
    const run = async () => {
      for (const match of plan.matches) writer.match(match);
      let engineName: string;
      const input = { request: prepared.request, retrieval, query, plan, signal: request.signal };
      try {
        engineName = await engine.answer(input, writer);
      } catch (error) {
        log(`engine ${engine.name} failed; answering from the manuals`, error);
        writePlan(input, writer);
        engineName = 'extractive';
      }
      const refused = writer.refusal !== undefined;
      let diagnosisId: string | null = null;
      try {
        if (!runId) throw new Error('the admission named no run');
        diagnosisId = await backend.save({
          runId,
          brandId: prepared.request.brand,
          seriesId: prepared.request.series,
          modelId: prepared.request.model,
          serial: prepared.request.serial,
          fuelType: prepared.request.fuelType,
          code: prepared.request.code,
          symptoms: prepared.request.symptoms,
          engine: engineName,
          refused,
          refusalReason: writer.refusal,
          errorCodeId: refused ? undefined : plan.errorCodeId,
          matches: writer.matches,
          steps: writer.steps,
          sources: writer.sources,
        });
      } catch (error) {
        log('saving the diagnosis failed', error);
      }
      writer.done({ diagnosisId, refused, engine: engineName });
    };
    run().catch((error: unknown) => {
      log('stream failed', error);
      writer.close();
    });
    return new Response(stream, { status: 200, headers: STREAM_HEADERS });
  };
}
