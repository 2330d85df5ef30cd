// A diagnosis without the network: the request read as the function reads it (retrievalQuery), retrieval over the
// saved content (offline-retrieval.ts), the extractive engine's own answer plan and writer — so the events, their
// order and their citations are the ones the server would stream from the same content. The events are kept on the
// phone and the question is sent when the network returns (offline-sync.ts). Never an LLM answer.
import { planAnswer } from '../diagnostics/answer-plan';
import { createAnswerStream } from '../diagnostics/answer-stream';
import { extractiveEngine } from '../diagnostics/extractive-engine';
import { retrievalQuery } from '../diagnostics/retrieval';
import { readEvents } from '../diagnostics/sse';
import type { DiagnoseRequest } from '../diagnostics/types';
import type { DiagnoseInput, StreamEvent } from '../elements/diagnostic-chat/chat-api';
import { openOfflineDb, readSavedPages, type OfflineDb } from './offline-db';
import { retrieveOffline, type SavedContent } from './offline-retrieval';
import { sessionUserId } from './session-user';

/** The engine named in `done` for an answer made on the phone (the extractive engine, run in the browser). */
export const OFFLINE_ENGINE = 'extractive-offline';

export async function savedContent(db: OfflineDb, userId: string | null, brand?: string): Promise<SavedContent> {
  const manuals = (await db.getAll('manuals')).filter((manual) => manual.userId === userId);
  const ids = new Set(manuals.map((manual) => manual.id));
  const codes = (await db.getAll('codes')).filter((code) => code.manualIds.some((id) => ids.has(id)));
  const pages = (
    await Promise.all(manuals.filter((m) => !brand || m.brand_id === brand).map((manual) => readSavedPages(db, manual.id)))
  ).flat();
  return { brands: await db.getAll('brands'), codes, manuals, pages };
}

/** Whether the account saved anything of this brand (then its diagnoses can run offline). */
export async function canDiagnoseOffline(brand: string, db?: OfflineDb): Promise<boolean> {
  const store = db ?? (await openOfflineDb());
  const userId = sessionUserId();
  return (await store.getAll('manuals')).some((manual) => manual.userId === userId && manual.brand_id === brand);
}

/** Runs the diagnosis on the saved content, handing each event over as the stream would; keeps it for upload. */
export async function diagnoseOffline(
  input: DiagnoseInput,
  onEvent: (event: StreamEvent) => void,
  options: { db?: OfflineDb; userId?: string | null } = {},
): Promise<void> {
  const db = options.db ?? (await openOfflineDb());
  const userId = options.userId !== undefined ? options.userId : sessionUserId();
  const request: DiagnoseRequest = {
    brand: input.brand,
    ...(input.series ? { series: input.series } : {}),
    ...(input.fuelType ? { fuelType: input.fuelType as DiagnoseRequest['fuelType'] } : {}),
    ...(input.code ? { code: input.code.slice(0, 64) } : {}),
    ...(input.symptoms ? { symptoms: input.symptoms.slice(0, 2000) } : {}),
    history: (input.history ?? []).slice(-8),
  };
  const { params, query, request: effective } = retrievalQuery(request);
  const retrieval = retrieveOffline(await savedContent(db, userId, input.brand), params);
  const plan = planAnswer(effective, retrieval, query);
  const { stream, writer: ready } = createAnswerStream();
  const writer = await ready;
  for (const match of plan.matches) writer.match(match);
  await extractiveEngine.answer({ request: effective, retrieval, query, plan, signal: new AbortController().signal }, writer);
  writer.done({ diagnosisId: null, refused: writer.refusal !== undefined, engine: OFFLINE_ENGINE });
  const events: StreamEvent[] = [];
  for await (const event of readEvents(stream)) {
    const parsed = { event: event.event, data: JSON.parse(event.data) } as StreamEvent;
    events.push(parsed);
    onEvent(parsed);
  }
  await db.put('diagnoses', {
    localId: `d${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`,
    userId: userId ?? '',
    input: {
      brand: input.brand,
      ...(input.series ? { series: input.series } : {}),
      ...(input.fuelType ? { fuelType: input.fuelType } : {}),
      ...(input.code ? { code: input.code } : {}),
      ...(input.symptoms ? { symptoms: input.symptoms } : {}),
    },
    events,
    createdAt: new Date().toISOString(),
    uploadedAs: null,
  });
}
