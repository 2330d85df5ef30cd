// One statement after a parameterless preamble, written to PostgreSQL as one extended-protocol batch with a single
// Sync. The backend runs everything before a Sync in one implicit transaction, so the preamble's
// `set_config(…, true)` (role, claims, timeout) hold for the statement and end with it; and after an error it skips
// every message up to the Sync, so the statement never runs without its preamble. One round trip and one wake-up of
// the backend, where BEGIN + preamble, the statement and COMMIT took three.
import pg from 'pg';

// node-postgres's own conversion of JavaScript values to parameters (dates, arrays, buffers, toPostgres), exported at
// run time but absent from its type definitions.
const { prepareValue } = (pg as unknown as { utils: { prepareValue(value: unknown): string | Buffer | null } }).utils;

interface RowDescriptionMessage {
  fields: pg.FieldDef[];
}

interface DataRowMessage {
  fields: (string | null)[];
}

interface CommandCompleteMessage {
  text: string;
}

type ResultBuilder = pg.Result & {
  addFields(fields: pg.FieldDef[]): void;
  parseRow(fields: (string | null)[]): Record<string, unknown>;
  addRow(row: Record<string, unknown>): void;
  addCommandComplete(msg: CommandCompleteMessage): void;
};

export interface PreambledStatementInput {
  /** Absent: the statement alone (still one batch, bound by name when prepared). */
  preamble?: string;
  text: string;
  values: readonly unknown[];
  types: pg.CustomTypesConfig;
  /** A statement already prepared on this connection under this name: bound by name, not parsed again. */
  preparedName?: string;
}

/**
 * A node-postgres submittable (its protocol for custom queries, as pg-cursor uses it): `client.query(statement)`,
 * then await `statement.result`.
 */
export class PreambledStatement implements pg.Submittable {
  readonly result: Promise<pg.QueryResult>;
  private readonly input: PreambledStatementInput;
  private readonly values: (string | Buffer | null)[];
  private readonly rows: ResultBuilder;
  private preambleDone: boolean;
  private rowError: Error | undefined;
  private settled = false;
  private resolve!: (result: pg.QueryResult) => void;
  private reject!: (error: Error) => void;

  constructor(input: PreambledStatementInput) {
    this.input = input;
    this.preambleDone = input.preamble === undefined;
    // Converted before anything is written: a value that cannot be sent throws here, not halfway through a batch.
    this.values = input.values.map((value) => prepareValue(value));
    // pg's Result only calls getTypeParser on its types; its type definitions ask for the whole pg-types module.
    this.rows = new pg.Result('object', input.types as unknown as ConstructorParameters<typeof pg.Result>[1]) as ResultBuilder;
    this.result = new Promise((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
  }

  submit(connection: pg.Connection): void {
    const stream = connection.stream as pg.Connection['stream'] & { cork(): void; uncork(): void };
    stream.cork();
    try {
      if (this.input.preamble !== undefined) {
        connection.parse({ text: this.input.preamble, name: '', types: [] }, true);
        connection.bind({}, true);
        connection.execute({}, true);
      }
      if (this.input.preparedName === undefined) connection.parse({ text: this.input.text, name: '', types: [] }, true);
      connection.bind({ statement: this.input.preparedName ?? '', values: this.values }, true);
      connection.describe({ type: 'P', name: '' }, true);
      connection.execute({}, true);
      connection.sync();
    } finally {
      stream.uncork();
    }
  }

  handleRowDescription(msg: RowDescriptionMessage): void {
    this.rows.addFields(msg.fields);
  }

  handleDataRow(msg: DataRowMessage): void {
    // The preamble runs without a Describe: its one row arrives bare and is not the caller's.
    if (!this.preambleDone || this.rowError) return;
    try {
      this.rows.addRow(this.rows.parseRow(msg.fields));
    } catch (error) {
      // A type parser that throws: reported once the backend is done with the batch, as pg's own queries do.
      this.rowError = error as Error;
    }
  }

  handleCommandComplete(msg: CommandCompleteMessage): void {
    if (!this.preambleDone) {
      this.preambleDone = true;
      return;
    }
    this.rows.addCommandComplete(msg);
  }

  handleEmptyQuery(): void {}

  handlePortalSuspended(): void {
    this.fail(new Error('the statement was suspended before its last row'));
  }

  handleError(error: Error): void {
    this.fail(error);
  }

  handleReadyForQuery(): void {
    if (this.rowError) this.fail(this.rowError);
    else if (!this.settled) {
      this.settled = true;
      this.resolve(this.rows);
    }
  }

  handleCopyInResponse(connection: pg.Connection & { sendCopyFail(message: string): void }): void {
    connection.sendCopyFail('COPY is not supported by a preambled statement');
  }

  handleCopyData(): void {}

  private fail(error: Error): void {
    if (this.settled) return;
    this.settled = true;
    this.reject(error);
  }
}
