/**
 * Importing trucks from a CSV file: drop or choose the file, a preview of each row as understood (names matched to
 * the catalogue in any spelling, dates and hour meters as the spreadsheet wrote them, checked against the fleet's
 * serials; the server checks each row again as it inserts it) with a setting for the order of day and month, then
 * the import in batches with a progress bar; rows with errors are skipped and listed with their line numbers.
 */
import { useRef, useState, type DragEvent } from 'react';
import { readTruckCsv, truckKey, type DateOrder, type DateSummary, type ImportCatalog, type Issue } from '../../fleets/csv';
import type { FleetApi } from '../fleet-common/fleet-api';
import type { ImportResult, Truck } from '../fleet-common/types';
import { ErrorNote, Note, Progress } from '../fleet-common/ui';
import { asFleetError } from '../fleet-common/use-fleet';
import { DateOrderSetting, PreviewTable, type PreviewRow } from './ImportPreview';
import { batchRefusal, rowRefusal } from './import-messages';

const BATCH = 25;
const TEMPLATE =
  'unit,brand,series,model,serial_number,fuel_type,hour_meter,site,in_service_date,notes\nTruck 14,C-Monarch,CR Series,CR16,90512,electric,8210,Dock 2,2021-03-01,\n';

interface FileRead {
  name: string;
  text: string;
  /** The order of day and month the person chose; unset: as the file shows it, else day first. */
  dateOrder?: DateOrder;
}

type Stage =
  | { kind: 'choose' }
  | { kind: 'checking'; name: string }
  | { kind: 'preview'; file: FileRead; name: string; rows: PreviewRow[]; fileWarnings: Issue[]; dates: DateSummary }
  | { kind: 'importing'; name: string; rows: PreviewRow[]; done: number; total: number }
  | { kind: 'done'; name: string; rows: PreviewRow[]; imported: number };

/** Applies the server's answer for each row (by line number) to the preview, in the import's own sentences (or in
 * `worded` ones, for a batch the server did not take). */
function merge(rows: PreviewRow[], results: ImportResult[], worded = false): PreviewRow[] {
  const byRow = new Map(results.map((result) => [result.row, result]));
  return rows.map((row) => {
    const result = byRow.get(row.row);
    if (!result) return row;
    const warnings = [
      ...row.warnings,
      ...result.warnings.filter((w) => !row.warnings.some((own) => own.code === w.code)),
    ] as PreviewRow['warnings'];
    const refusal = result.error;
    const importError =
      result.ok || !refusal ? undefined : { code: refusal.code, message: worded ? refusal.message : rowRefusal(refusal.code) };
    return { ...row, warnings, imported: result.ok, ...(importError ? { importError } : {}) };
  });
}

export function ImportTrucks({
  api,
  organizationId,
  catalog,
  trucks,
  onImported,
  onClose,
}: {
  api: FleetApi;
  organizationId: string;
  catalog: ImportCatalog;
  trucks: Truck[];
  onImported: () => void;
  onClose: () => void;
}) {
  const [stage, setStage] = useState<Stage>({ kind: 'choose' });
  const [error, setError] = useState('');
  const [over, setOver] = useState(false);
  const card = useRef<HTMLElement>(null);

  const check = (file: FileRead) => {
    const existing = new Set(trucks.map((truck) => truckKey(truck.brand_id, truck.serial_number)));
    const result = readTruckCsv(file.text, catalog, { existing, ...(file.dateOrder ? { dateOrder: file.dateOrder } : {}) });
    if (result.fileErrors.length > 0) {
      setStage({ kind: 'choose' });
      return setError(result.fileErrors.map((issue) => issue.message).join(' '));
    }
    setStage({ kind: 'preview', file, name: file.name, rows: result.rows, fileWarnings: result.fileWarnings, dates: result.dates });
  };

  const read = async (file: File) => {
    setError('');
    if (!/\.(csv|txt)$/i.test(file.name) && file.type !== 'text/csv')
      return setError(`“${file.name}” is not a CSV file. In your spreadsheet, use Save as… → CSV.`);
    setStage({ kind: 'checking', name: file.name });
    let text: string;
    try {
      text = await file.text();
    } catch {
      setStage({ kind: 'choose' });
      return setError(`“${file.name}” could not be read. Save it again from your spreadsheet and choose it once more.`);
    }
    check({ name: file.name, text });
  };

  const start = async (rows: PreviewRow[], name: string) => {
    const ready = rows.filter((row) => row.ok);
    let current = rows;
    let imported = 0;
    setError('');
    setStage({ kind: 'importing', name, rows, done: 0, total: ready.length });
    // The button is below the rows; on a phone the progress bar and then the summary would be screens above it.
    if ((card.current?.getBoundingClientRect().top ?? 0) < 0) card.current?.scrollIntoView({ block: 'start' });
    for (let index = 0; index < ready.length; index += BATCH) {
      const batch = ready.slice(index, index + BATCH);
      try {
        const results = await api.importTrucks(
          organizationId,
          batch.map((row) => row.values as unknown as Record<string, unknown>),
          false,
        );
        imported += results.filter((result) => result.ok).length;
        current = merge(current, results);
      } catch (caught) {
        const refusal = batchRefusal(asFleetError(caught));
        current = merge(
          current,
          batch.map((row) => ({ row: row.row, ok: false, error: refusal, warnings: [] })),
          true,
        );
      }
      setStage({ kind: 'importing', name, rows: current, done: Math.min(index + BATCH, ready.length), total: ready.length });
    }
    setStage({ kind: 'done', name, rows: current, imported });
    if (imported > 0) onImported();
  };

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) void read(file);
  };

  const template = `data:text/csv;charset=utf-8,${encodeURIComponent(TEMPLATE)}`;
  const rows = stage.kind === 'preview' || stage.kind === 'importing' || stage.kind === 'done' ? stage.rows : [];
  const ready = rows.filter((row) => row.ok);
  const failing = rows.filter((row) => !row.ok);
  const warned = ready.filter((row) => row.warnings.length > 0);
  const skipped = stage.kind === 'done' ? rows.filter((row) => !row.imported) : [];

  return (
    <section ref={card} className="ff-card" aria-labelledby="ff-import">
      <div className="ff-card__head">
        <div className="ff-card__title">
          <h2 id="ff-import">Import trucks from CSV</h2>
          <p className="ff-muted">
            One truck per line under a line of column names; only brand and serial number are needed. Write names, dates and hours as your
            spreadsheet does: you check what LiftFix understood before anything is saved.
          </p>
        </div>
        <a className="ff-link" href={template} download="liftfix-trucks-template.csv">
          Download a template
        </a>
      </div>
      {stage.kind === 'choose' || stage.kind === 'checking' ? (
        <label
          className={`ff-drop${over ? ' ff-drop--over' : ''}`}
          onDragOver={(event) => {
            event.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={onDrop}
        >
          <input
            type="file"
            accept=".csv,text/csv"
            aria-label="Choose a CSV file of trucks"
            disabled={stage.kind === 'checking'}
            onChange={(event) => event.target.files?.[0] && void read(event.target.files[0])}
          />
          <strong>{stage.kind === 'checking' ? `Checking ${stage.name}…` : 'Choose a CSV file'}</strong>
          <span className="ff-muted">or drop it here · up to 2,000 trucks</span>
        </label>
      ) : null}
      {error ? <ErrorNote error={error} /> : null}
      {stage.kind === 'preview' ? (
        <>
          <p>
            <strong>{stage.name}</strong>: {rows.length === 1 ? '1 row' : `${rows.length} rows`} — {ready.length} ready
            {warned.length > 0 ? ` (${warned.length} with a warning)` : ''}
            {failing.length > 0 ? `, ${failing.length} with errors (skipped)` : ''}.
          </p>
          <p className="ff-muted">Nothing is saved yet. Check how each row was understood, then import the ready ones.</p>
          {stage.fileWarnings.map((issue) => (
            <Note key={issue.message} tone="warning">
              {issue.message}
            </Note>
          ))}
          <DateOrderSetting dates={stage.dates} onChange={(dateOrder) => check({ ...stage.file, dateOrder })} />
          <PreviewTable rows={rows} />
          <div className="ff-actions">
            <button
              type="button"
              className="ff-btn ff-btn--primary"
              disabled={ready.length === 0}
              onClick={() => void start(rows, stage.name)}
            >
              {ready.length === 1 ? 'Import 1 truck' : `Import ${ready.length} trucks`}
            </button>
            <button type="button" className="ff-btn" onClick={() => setStage({ kind: 'choose' })}>
              Choose another file
            </button>
          </div>
        </>
      ) : null}
      {stage.kind === 'importing' ? (
        <>
          <Progress value={stage.done} max={stage.total} label="Importing trucks" />
          <PreviewTable rows={rows} />
        </>
      ) : null}
      {stage.kind === 'done' ? (
        <>
          <Note tone={stage.imported > 0 ? 'success' : 'warning'}>
            Imported {stage.imported === 1 ? '1 truck' : `${stage.imported} trucks`} from {stage.name}.
            {skipped.length > 0
              ? ` ${skipped.length === 1 ? '1 row was' : `${skipped.length} rows were`} not imported: line ${skipped.map((row) => row.row).join(', ')}.`
              : ''}
          </Note>
          <PreviewTable rows={rows} />
          <div className="ff-actions">
            <button type="button" className="ff-btn" onClick={() => setStage({ kind: 'choose' })}>
              Import another file
            </button>
            <button type="button" className="ff-btn" onClick={onClose}>
              Close
            </button>
          </div>
        </>
      ) : null}
    </section>
  );
}
