/**
 * The date picker's own views beside react-day-picker's calendar: a month grid, a year grid and time fields
 * (hours, minutes, seconds; 24 h or 12 h with AM/PM). Plain buttons and selects, so keyboards and screen readers
 * work without extra wiring.
 */
import { useId } from 'react';
import { format as formatDate } from 'date-fns';

export const YEARS_PER_PAGE = 12;

export function MonthView(props: {
  year: number;
  selected?: { year: number; month: number };
  isDisabled: (year: number, month: number) => boolean;
  onYear: (year: number) => void;
  onPick: (month: number) => void;
}) {
  const { year, selected } = props;
  return (
    <div className="ww-date-picker__grid-view">
      <div className="ww-date-picker__grid-nav">
        <button type="button" className="ww-date-picker__nav" aria-label="Previous year" onClick={() => props.onYear(year - 1)}>
          ‹
        </button>
        <span aria-live="polite">{year}</span>
        <button type="button" className="ww-date-picker__nav" aria-label="Next year" onClick={() => props.onYear(year + 1)}>
          ›
        </button>
      </div>
      <div className="ww-date-picker__grid" role="group" aria-label={`Months of ${year}`}>
        {Array.from({ length: 12 }, (_, month) => {
          const name = formatDate(new Date(year, month, 1), 'MMMM');
          const isSelected = selected?.year === year && selected.month === month;
          return (
            <button
              key={month}
              type="button"
              className="ww-date-picker__cell"
              aria-pressed={isSelected}
              disabled={props.isDisabled(year, month)}
              onClick={() => props.onPick(month)}
            >
              {name}
            </button>
          );
        })}
      </div>
    </div>
  );
}

export function YearView(props: {
  pageStart: number;
  selected?: number;
  isDisabled: (year: number) => boolean;
  onPage: (start: number) => void;
  onPick: (year: number) => void;
}) {
  const { pageStart } = props;
  const last = pageStart + YEARS_PER_PAGE - 1;
  return (
    <div className="ww-date-picker__grid-view">
      <div className="ww-date-picker__grid-nav">
        <button
          type="button"
          className="ww-date-picker__nav"
          aria-label="Previous years"
          onClick={() => props.onPage(pageStart - YEARS_PER_PAGE)}
        >
          ‹
        </button>
        <span aria-live="polite">
          {pageStart}–{last}
        </span>
        <button
          type="button"
          className="ww-date-picker__nav"
          aria-label="Next years"
          onClick={() => props.onPage(pageStart + YEARS_PER_PAGE)}
        >
          ›
        </button>
      </div>
      <div className="ww-date-picker__grid" role="group" aria-label={`Years ${pageStart} to ${last}`}>
        {Array.from({ length: YEARS_PER_PAGE }, (_, offset) => {
          const year = pageStart + offset;
          return (
            <button
              key={year}
              type="button"
              className="ww-date-picker__cell"
              aria-pressed={props.selected === year}
              disabled={props.isDisabled(year)}
              onClick={() => props.onPick(year)}
            >
              {year}
            </button>
          );
        })}
      </div>
    </div>
  );
}

export interface TimeValue {
  hours: number;
  minutes: number;
  seconds: number;
}

function range(count: number, from = 0): number[] {
  return Array.from({ length: count }, (_, index) => index + from);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Time fields; `fields` limits them to one step of a flow (hours, minutes or seconds). */
export function TimeView(props: {
  value: TimeValue;
  is24: boolean;
  seconds: boolean;
  fields: ReadonlyArray<'hours' | 'minutes' | 'seconds'>;
  onChange: (value: TimeValue) => void;
}) {
  const id = useId();
  const { value, is24 } = props;
  const pm = value.hours >= 12;
  const hour12 = value.hours % 12 === 0 ? 12 : value.hours % 12;
  const setHours = (hours: number) => props.onChange({ ...value, hours });
  return (
    <div className="ww-date-picker__time" role="group" aria-label="Time">
      {props.fields.includes('hours') && (
        <div className="ww-date-picker__time-field">
          <label htmlFor={`${id}-h`}>Hours</label>
          {is24 ? (
            <select id={`${id}-h`} value={value.hours} onChange={(event) => setHours(Number(event.target.value))}>
              {range(24).map((hour) => (
                <option key={hour} value={hour}>
                  {pad(hour)}
                </option>
              ))}
            </select>
          ) : (
            <select id={`${id}-h`} value={hour12} onChange={(event) => setHours((Number(event.target.value) % 12) + (pm ? 12 : 0))}>
              {range(12, 1).map((hour) => (
                <option key={hour} value={hour}>
                  {pad(hour)}
                </option>
              ))}
            </select>
          )}
        </div>
      )}
      {props.fields.includes('minutes') && (
        <div className="ww-date-picker__time-field">
          <label htmlFor={`${id}-m`}>Minutes</label>
          <select
            id={`${id}-m`}
            value={value.minutes}
            onChange={(event) => props.onChange({ ...value, minutes: Number(event.target.value) })}
          >
            {range(60).map((minute) => (
              <option key={minute} value={minute}>
                {pad(minute)}
              </option>
            ))}
          </select>
        </div>
      )}
      {props.seconds && props.fields.includes('seconds') && (
        <div className="ww-date-picker__time-field">
          <label htmlFor={`${id}-s`}>Seconds</label>
          <select
            id={`${id}-s`}
            value={value.seconds}
            onChange={(event) => props.onChange({ ...value, seconds: Number(event.target.value) })}
          >
            {range(60).map((second) => (
              <option key={second} value={second}>
                {pad(second)}
              </option>
            ))}
          </select>
        </div>
      )}
      {!is24 && props.fields.includes('hours') && (
        <div className="ww-date-picker__time-field">
          <label htmlFor={`${id}-p`}>AM/PM</label>
          <select
            id={`${id}-p`}
            value={pm ? 'PM' : 'AM'}
            onChange={(event) => setHours((value.hours % 12) + (event.target.value === 'PM' ? 12 : 0))}
          >
            <option value="AM">AM</option>
            <option value="PM">PM</option>
          </select>
        </div>
      )}
    </div>
  );
}
