/**
 * The date picker component (its own lazily loaded chunk): a field that opens a menu (or an inline panel) with
 * react-day-picker's calendar and the picker's own month, year and time views. Selections follow the range rules,
 * the allowed days and the flow steps; the value is exposed and emitted as ISO strings.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { CSSProperties } from 'react';
import { format as formatDate } from 'date-fns';
import { DayPicker } from 'react-day-picker';
import type { DayPickerProps } from 'react-day-picker';
import { useElementActions } from '@kit/runtime-react';
import type { ElementProps } from '@kit/runtime-react';
import { dayConstraints, isDayDisabled, isMonthDisabled, isYearDisabled, settingDay } from './constraints';
import { flowSteps, initialView, nextFlowStep } from './flow';
import type { PickerView } from './flow';
import { formatWallTime, modeFormat } from './format';
import { dayCount, nextRange, refusalMessage } from './range-rules';
import type { RangeRules } from './range-rules';
import { parseSelection, selectionValue } from './selection';
import { DEFAULT_AUTO_RANGE, DEFAULT_MAX_RANGE, DEFAULT_MIN_RANGE } from './settings';
import type { DatePickerSettings } from './settings';
import { MonthView, TimeView, YEARS_PER_PAGE, YearView } from './views';
import type { TimeValue } from './views';
import { fromCalendarDay, toCalendarDay, wallTimeAt } from './wall-time';
import type { WallTime } from './wall-time';

const noSubscription = () => () => undefined;

/** Multi calendars: off (one month) unless 2–4 are asked for; larger counts are clamped to 4. */
export function calendarCount(value: unknown): number {
  const count = Number(value);
  if (!Number.isFinite(count) || count < 2) return value === true ? 2 : 1;
  return Math.min(4, Math.round(count));
}

function weekStart(value: unknown): 0 | 1 | 2 | 3 | 4 | 5 | 6 {
  const day = Number(value);
  return (Number.isInteger(day) && day >= 0 && day <= 6 ? day : 1) as 0 | 1 | 2 | 3 | 4 | 5 | 6;
}

function themeVariables(settings: DatePickerSettings): CSSProperties {
  return {
    '--ww-dp-primary': settings.primaryColor,
    '--ww-dp-on-primary': settings.primaryTextColor,
    '--ww-dp-background': settings.backgroundColor,
    '--ww-dp-text': settings.textColor,
    '--ww-dp-border': settings.borderColor,
    '--ww-dp-hover': settings.hoverColor,
    '--ww-dp-radius': settings.borderRadius,
    '--ww-dp-cell': settings.cellSize,
  } as CSSProperties;
}

export function DatePicker({ uid, settings, emit, className, setState, setVariable }: ElementProps<DatePickerSettings>) {
  const id = useId();
  const mounted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const zoneSetting = typeof settings.timezone === 'string' && settings.timezone !== '' ? settings.timezone : undefined;
  // The server has no visitor time zone: until hydrated, values show in UTC (then in the visitor's zone).
  const zone = zoneSetting ?? (mounted ? undefined : 'UTC');
  const mode = settings.selectionMode;
  const dateMode = settings.dateMode;
  const seconds = settings.enableSeconds === true;
  const valueFormat = useMemo(
    () => ({ selectionMode: mode, dateMode, zone: zoneSetting, seconds }),
    [mode, dateMode, zoneSetting, seconds],
  );
  const rules: RangeRules = {
    mode: settings.rangeMode,
    minRange: dayCount(settings.minRange, DEFAULT_MIN_RANGE),
    maxRange: dayCount(settings.maxRange, DEFAULT_MAX_RANGE),
    autoRange: dayCount(settings.autoRange, DEFAULT_AUTO_RANGE),
  };
  const constraints = useMemo(
    () => dayConstraints(settings),
    [settings.minDate, settings.maxDate, settings.allowedDates, settings.disabledDates, settings.disabledWeekDays],
  );
  const steps = useMemo(() => flowSteps(settings.flow), [settings.flow]);

  const initKey = JSON.stringify([settings.initValue, mode, zoneSetting]);
  const [picked, setPicked] = useState<WallTime[]>(() => parseSelection(settings.initValue, mode, zone));
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<PickerView>(steps[0] ?? initialView(dateMode));
  const [message, setMessage] = useState('');
  const startDay = settingDay(settings.startDate);
  const [month, setMonth] = useState<Date>(() => (picked[0] ? toCalendarDay(picked[0]) : (startDay ?? new Date())));
  const [yearPage, setYearPage] = useState(() => month.getFullYear() - (month.getFullYear() % YEARS_PER_PAGE));
  const rootRef = useRef<HTMLDivElement>(null);
  const fieldRef = useRef<HTMLButtonElement>(null);
  const latest = useRef({ emit, setVariable });
  latest.current = { emit, setVariable };

  const publish = useCallback(
    (next: WallTime[], event: 'change' | 'initValueChange') => {
      const value = selectionValue(next, valueFormat);
      latest.current.setVariable('value', value);
      latest.current.emit(event, { value });
    },
    [valueFormat],
  );

  // The init value (re)sets the selection: on mount and whenever the bound init value changes.
  useEffect(() => {
    const next = parseSelection(JSON.parse(initKey)[0], mode, zoneSetting);
    setPicked(next);
    publish(next, 'initValueChange');
  }, [initKey]);

  const commit = (next: WallTime[]) => {
    setPicked(next);
    publish(next, 'change');
  };

  const goTo = (next: PickerView) => {
    setView(next);
    const index = steps.indexOf(next);
    if (index !== -1) latest.current.emit('onFlowStep', { step: next, index });
  };

  const openMenu = () => {
    if (settings.disabled === true || settings.readonly === true) return;
    setMessage('');
    setOpen(true);
    goTo(steps[0] ?? initialView(dateMode));
  };
  const closeMenu = (refocus = false) => {
    setOpen(false);
    if (refocus) fieldRef.current?.focus();
  };

  /** After a pick in a view: the flow's next step, else close once the value is complete. */
  const advance = (from: PickerView, complete: boolean) => {
    const next = steps.length > 0 ? nextFlowStep(steps, from) : undefined;
    if (next !== undefined) return goTo(next);
    if (complete && !settings.inline && mode !== 'multi' && (steps.length > 0 || dateMode !== 'datetime')) closeMenu(true);
  };

  useElementActions(uid, {
    clear: () => {
      setMessage('');
      commit([]);
    },
    openMenu: () => openMenu(),
    closeMenu: () => closeMenu(),
  });

  // The declared states follow the settings, so their styles apply.
  useEffect(() => setState('disabled', settings.disabled === true), [setState, settings.disabled]);
  useEffect(() => setState('readonly', settings.readonly === true), [setState, settings.readonly]);

  // A click outside the open menu closes it.
  useEffect(() => {
    if (!open || settings.inline) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, settings.inline]);

  const active = picked[picked.length - 1];
  const time: TimeValue = active ?? { hours: 0, minutes: 0, seconds: 0 };

  const onDay = (day: Date) => {
    setMessage('');
    if (mode === 'range') {
      const current = picked[0] ? { start: toCalendarDay(picked[0]), ...(picked[1] ? { end: toCalendarDay(picked[1]) } : {}) } : undefined;
      const step = nextRange(current, day, rules);
      if (step.refused) {
        setMessage(refusalMessage(step.refused, rules));
        return;
      }
      const next = [
        fromCalendarDay(step.range.start, picked[0]),
        ...(step.range.end ? [fromCalendarDay(step.range.end, picked[1] ?? picked[0])] : []),
      ];
      if (step.complete) commit(next);
      else {
        setPicked(next);
        setMessage('Now choose the end date.');
      }
      return advance('calendar', step.complete);
    }
    if (mode === 'multi') {
      const exists = picked.some((wall) => toCalendarDay(wall).getTime() === day.getTime());
      commit(exists ? picked.filter((wall) => toCalendarDay(wall).getTime() !== day.getTime()) : [...picked, fromCalendarDay(day)]);
      return advance('calendar', false);
    }
    commit([fromCalendarDay(day, picked[0])]);
    advance('calendar', true);
  };

  const onMonth = (monthIndex: number) => {
    const year = month.getFullYear();
    setMonth(new Date(year, monthIndex, 1));
    if (dateMode === 'month') {
      commit([{ year, month: monthIndex, day: 1, hours: 0, minutes: 0, seconds: 0 }]);
      return advance('month', true);
    }
    advance('month', false);
    if (steps.length === 0) setView('calendar');
  };

  const onYear = (year: number) => {
    setMonth(new Date(year, month.getMonth(), 1));
    if (dateMode === 'year') {
      commit([{ year, month: 0, day: 1, hours: 0, minutes: 0, seconds: 0 }]);
      return advance('year', true);
    }
    advance('year', false);
    if (steps.length === 0) setView(dateMode === 'month' ? 'month' : 'calendar');
  };

  const onTime = (next: TimeValue, from: PickerView) => {
    const base = active ?? (dateMode === 'time' ? wallTimeAt(Date.now(), zoneSetting) : fromCalendarDay(month));
    const updated = { ...base, ...next };
    commit(picked.length === 0 ? [updated] : [...picked.slice(0, -1), updated]);
    if (from !== 'time') advance(from, true);
  };

  const format = modeFormat(
    typeof settings.format === 'string' && settings.format !== '' ? settings.format : 'DD/MM/YYYY',
    dateMode,
    settings.is24 !== false,
    seconds,
  );
  const text =
    mode === 'range'
      ? picked.length === 0
        ? ''
        : `${formatWallTime(picked[0]!, format)} – ${picked[1] ? formatWallTime(picked[1], format) : '…'}`
      : picked.map((wall) => formatWallTime(wall, format)).join(', ');
  const label = String(settings.label ?? 'Date');
  const placeholder = String(settings.placeholder ?? '');
  const selectedDays = picked.map(toCalendarDay);
  const showTime = dateMode === 'time' || (dateMode === 'datetime' && mode !== 'multi');

  // react-day-picker's props are a union by mode; the picker's own rules decide the selection (onSelect's clicked day).
  const dayPickerProps = {
    mode: mode === 'multi' ? 'multiple' : mode === 'range' ? 'range' : 'single',
    selected: mode === 'range' ? { from: selectedDays[0], to: selectedDays[1] } : mode === 'multi' ? selectedDays : selectedDays[0],
    onSelect: (_: unknown, day: Date) => onDay(day),
    month,
    onMonthChange: setMonth,
    numberOfMonths: calendarCount(settings.multiCalendars),
    weekStartsOn: weekStart(settings.weekStart),
    showWeekNumber: settings.weekNumbers !== 'none',
    ISOWeek: settings.weekNumbers === 'iso',
    disabled: (day: Date) => isDayDisabled(day, constraints),
    startMonth: constraints.min,
    endMonth: constraints.max,
    autoFocus: open && !settings.inline,
    // Names start with the day's visible number ("3 March 2026, Tuesday"), so spoken and seen labels agree.
    labels: {
      labelDayButton: (date: Date, modifiers: Record<string, boolean>) =>
        `${formatDate(date, 'd MMMM yyyy, EEEE')}${modifiers.today ? ', today' : ''}${modifiers.selected ? ', selected' : ''}`,
    },
  } as unknown as DayPickerProps;
  const calendar = <DayPicker {...dayPickerProps} />;

  const panel = (
    <div className="ww-date-picker__panel">
      {(view === 'calendar' || view === 'time') && dateMode !== 'time' && (
        <div className="ww-date-picker__views">
          <button type="button" className="ww-date-picker__view-button" onClick={() => goTo('month')}>
            Choose month
          </button>
          <button type="button" className="ww-date-picker__view-button" onClick={() => goTo('year')}>
            Choose year
          </button>
        </div>
      )}
      {view === 'calendar' && calendar}
      {view === 'month' && (
        <MonthView
          year={month.getFullYear()}
          selected={active}
          isDisabled={(year, monthIndex) => isMonthDisabled(year, monthIndex, constraints)}
          onYear={(year) => setMonth(new Date(year, month.getMonth(), 1))}
          onPick={onMonth}
        />
      )}
      {view === 'year' && (
        <YearView
          pageStart={yearPage}
          selected={active?.year}
          isDisabled={(year) => isYearDisabled(year, constraints)}
          onPage={setYearPage}
          onPick={onYear}
        />
      )}
      {view === 'calendar' && showTime && (
        <TimeView
          value={time}
          is24={settings.is24 !== false}
          seconds={seconds}
          fields={['hours', 'minutes', 'seconds']}
          onChange={(next) => onTime(next, 'time')}
        />
      )}
      {(view === 'time' || view === 'hours' || view === 'minutes' || view === 'seconds') && (
        <TimeView
          value={time}
          is24={settings.is24 !== false}
          seconds={seconds || view === 'seconds'}
          fields={view === 'time' ? ['hours', 'minutes', 'seconds'] : [view]}
          onChange={(next) => onTime(next, view)}
        />
      )}
      <p className="ww-date-picker__status" role="status" aria-live="polite">
        {message}
      </p>
    </div>
  );

  return (
    <div
      ref={rootRef}
      data-uid={uid}
      className={`ww-date-picker ${className}`}
      style={themeVariables(settings)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          closeMenu(true);
        }
      }}
    >
      {settings.inline ? (
        <div role="group" aria-label={label} className="ww-date-picker__inline">
          <p className="ww-date-picker__inline-value">
            <span className="ww-date-picker__label">{label}: </span>
            {text || placeholder}
          </p>
          {panel}
        </div>
      ) : (
        <>
          <span id={`${id}-label`} className="ww-date-picker__label">
            {label}
          </span>
          <div className="ww-date-picker__control">
            <button
              ref={fieldRef}
              type="button"
              className="ww-date-picker__field"
              aria-labelledby={`${id}-label ${id}-value`}
              aria-haspopup="dialog"
              aria-expanded={open}
              disabled={settings.disabled === true}
              onClick={() => (open ? closeMenu() : openMenu())}
            >
              <span id={`${id}-value`} className={text ? undefined : 'ww-date-picker__placeholder'}>
                {text || placeholder}
              </span>
            </button>
            {text !== '' && settings.disabled !== true && settings.readonly !== true && (
              <button type="button" className="ww-date-picker__clear" aria-label={`Clear ${label}`} onClick={() => commit([])}>
                ×
              </button>
            )}
          </div>
          {open && (
            <div className="ww-date-picker__menu" role="dialog" aria-label={label}>
              {panel}
              <div className="ww-date-picker__actions">
                <button type="button" className="ww-date-picker__view-button" onClick={() => closeMenu(true)}>
                  Done
                </button>
              </div>
            </div>
          )}
        </>
      )}
    </div>
  );
}
