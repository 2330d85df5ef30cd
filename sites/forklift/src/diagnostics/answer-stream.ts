// The answer as a text/event-stream body: writes events as they are produced, keeps the contract's order (each source
// before the first step citing it, every step citing a known source, done last) and remembers what it sent for saving.
import { encodeEvent } from './sse';
import type { SourceRegistry } from './source-registry';
import type { DiagnoseEvent, DoneEvent, MatchEvent, RefusalEvent, SourceEvent, StepEvent } from './types';

export class AnswerWriter {
  readonly matches: MatchEvent[] = [];
  readonly sources: SourceEvent[] = [];
  readonly steps: StepEvent[] = [];
  refusal?: string;
  private closed = false;
  private readonly encoder = new TextEncoder();

  constructor(private readonly controller: ReadableStreamDefaultController<Uint8Array>) {}

  /** One event of the stream's contract (`DiagnoseEvent`): the name and its data's shape go together. */
  private send<Name extends DiagnoseEvent['event']>(event: Name, data: Extract<DiagnoseEvent, { event: Name }>['data']): void {
    if (this.closed) return;
    try {
      this.controller.enqueue(this.encoder.encode(encodeEvent(event, data)));
    } catch {
      this.closed = true; // the client went away; the work still finishes and is saved
    }
  }

  match(match: MatchEvent): void {
    this.matches.push(match);
    this.send('match', match);
  }

  /** Sends the step after any of its sources not sent yet. A step without a known source is a bug, not output. */
  step(step: StepEvent, registry: SourceRegistry): void {
    const cited = step.sources.map((id) => registry.get(id));
    if (cited.length === 0 || cited.some((source) => source === undefined)) {
      throw new Error(`step cites unknown sources: ${step.sources.join(', ')}`);
    }
    for (const source of cited as SourceEvent[]) {
      if (this.sources.some((sent) => sent.id === source.id)) continue;
      this.sources.push(source);
      this.send('source', source);
    }
    this.steps.push(step);
    this.send('step', step);
  }

  hasStep(text: string): boolean {
    return this.steps.some((step) => step.text === text);
  }

  refuse(refusal: RefusalEvent): void {
    this.refusal = refusal.reason;
    this.send('refusal', refusal);
  }

  done(done: DoneEvent): void {
    this.send('done', done);
    this.close();
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    try {
      this.controller.close();
    } catch {
      // already closed by a cancelled reader
    }
  }
}

/** A byte stream and the writer that fills it. */
export function createAnswerStream(): { stream: ReadableStream<Uint8Array>; writer: Promise<AnswerWriter> } {
  let resolve!: (writer: AnswerWriter) => void;
  const writer = new Promise<AnswerWriter>((r) => (resolve = r));
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      resolve(new AnswerWriter(controller));
    },
  });
  return { stream, writer };
}
