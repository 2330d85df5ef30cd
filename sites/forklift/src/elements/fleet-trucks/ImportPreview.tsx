/**
 * The import preview: each row of the file as the import understood it — brand, series, model, fuel, in-service date
 * and hour meter in the catalogue's names and the portal's formats, with what the file wrote beneath whenever it was
 * spelled differently — its errors and warnings in words beside it, and the setting for dates such as 03/04/2020.
 */
import type { DateOrder, DateSummary, Issue, Understood, ValidatedRow } from '../../fleets/csv';
import { day, hours } from '../fleet-common/format';

export interface PreviewRow extends ValidatedRow {
  imported?: boolean;
  importError?: Issue;
}

const plain = (text: string) => text.trim().toLowerCase();
/** The same name, or the name without its "Series" ("CX" for "CX Series"): nothing worth showing beneath. */
const same = (written: string, name: string) => plain(written) === plain(name) || `${plain(written)} series` === plain(name);

/** What a recognised value is shown with beneath it: where it came from, when the file wrote it another way. */
function source(value: Understood): string | undefined {
  if (value.how === 'serial') return value.written ? `“${value.written}” is not in the catalogue; from the serial` : 'from the serial';
  if (value.how === 'model') return value.written ? `“${value.written}” is not a series we know; from the model` : 'from the model';
  if (value.how === 'prefix' || !same(value.written, value.name)) return `from “${value.written}”`;
  return undefined;
}

function Read({ value, written }: { value: Understood | undefined; written: string | undefined }) {
  if (!value) return <>{written || '—'}</>;
  const from = source(value);
  return (
    <>
      {value.name}
      {from ? <span className="ff-from">{from}</span> : null}
    </>
  );
}

function DateCell({ row }: { row: PreviewRow }) {
  const date = row.understood.date;
  if (!date) return <>{row.written.in_service_date || '—'}</>;
  const from =
    date.written === date.iso ? '' : `from “${date.written}”${date.byOrder ? (date.how === 'dmy' ? ', day first' : ', month first') : ''}`;
  return (
    <>
      {day(date.iso)}
      {from ? <span className="ff-from">{from}</span> : null}
    </>
  );
}

function HoursCell({ row }: { row: PreviewRow }) {
  const read = row.understood.hours;
  if (!read) return <>{row.errors.some((issue) => issue.field === 'hour_meter') ? row.written.hour_meter : '—'}</>;
  const asShown = read.written.replace(/\s/g, '') === String(read.value) || read.written === read.value.toLocaleString('en');
  return (
    <>
      {hours(read.value)}
      {asShown ? null : <span className="ff-from">from “{read.written}”</span>}
    </>
  );
}

export function PreviewTable({ rows }: { rows: PreviewRow[] }) {
  return (
    <div className="ff-table-wrap">
      <table className="ff-table ff-import-table" aria-label="Rows of the file, as understood">
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Unit</th>
            <th scope="col">Brand</th>
            <th scope="col">Series</th>
            <th scope="col">Model</th>
            <th scope="col">Fuel</th>
            <th scope="col">Serial</th>
            <th scope="col">In service</th>
            <th scope="col" className="ff-num">
              Hours
            </th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const errors = row.importError ? [row.importError] : row.errors;
            const tone = errors.length > 0 ? 'error' : row.warnings.length > 0 ? 'warning' : 'ok';
            const u = row.understood;
            return (
              <tr key={row.row} className={tone === 'ok' ? undefined : `ff-row--${tone}`} data-line={row.row}>
                <td data-label="Line" className="ff-nowrap ff-import-head">
                  {row.row}
                </td>
                <td data-label="Unit" className="ff-nowrap ff-import-head">
                  {row.values.unit || '—'}
                </td>
                <td data-label="Brand" className="ff-nowrap">
                  <Read value={u.brand} written={row.written.brand} />
                </td>
                <td data-label="Series">
                  <Read value={u.series} written={row.written.series} />
                </td>
                <td data-label="Model">
                  <Read value={u.model} written={row.written.model} />
                </td>
                <td data-label="Fuel">
                  <Read value={u.fuel} written={row.written.fuel_type} />
                </td>
                <td data-label="Serial" className="ff-mono ff-nowrap">
                  {row.values.serial_number || '—'}
                </td>
                <td data-label="In service">
                  <DateCell row={row} />
                </td>
                <td data-label="Hours" className="ff-num">
                  <HoursCell row={row} />
                </td>
                <td data-label="Status" className="ff-import-status">
                  {errors.length === 0 ? <span>{row.imported ? 'Imported' : 'Ready'}</span> : null}
                  <ul className="ff-msgs">
                    {errors.map((issue) => (
                      <li key={issue.code} className="ff-msg--error">
                        Error: {issue.message}
                      </li>
                    ))}
                    {row.warnings.map((issue) => (
                      <li key={issue.code} className="ff-msg--warning">
                        Warning: {issue.message}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

const ORDER_NAMES: Record<DateOrder, string> = { dmy: 'day first', mdy: 'month first' };

/** The setting for dates written as numbers: shown when the file has any, with what the file itself shows. */
export function DateOrderSetting({ dates, onChange }: { dates: DateSummary; onChange: (order: DateOrder) => void }) {
  if (dates.numeric === 0) return null;
  const why = dates.mixed
    ? `The file writes dates both ways; those that could be either are read ${ORDER_NAMES[dates.order]}.`
    : dates.source === 'file' && dates.evidence
      ? `Line ${dates.evidence.row} writes ${dates.evidence.written}, so this file puts the ${dates.evidence.order === 'dmy' ? 'day' : 'month'} first.`
      : dates.source === 'default'
        ? 'Nothing in the file tells which comes first; day first unless you choose otherwise.'
        : `Read ${ORDER_NAMES[dates.order]}, as you chose.`;
  const depends = dates.byOrder === 0 ? '' : dates.byOrder === 1 ? ' 1 date depends on this.' : ` ${dates.byOrder} dates depend on this.`;
  return (
    <div className="ff-field ff-import-order">
      <label htmlFor="ff-import-date-order">Dates such as 03/04/2020 are</label>
      <select
        id="ff-import-date-order"
        className="ff-input"
        value={dates.order}
        aria-describedby="ff-import-date-order-hint"
        onChange={(event) => onChange(event.target.value as DateOrder)}
      >
        <option value="dmy">Day first (3 April 2020)</option>
        <option value="mdy">Month first, as in the US (March 4, 2020)</option>
      </select>
      <small id="ff-import-date-order-hint">
        {why}
        {depends}
      </small>
    </div>
  );
}
