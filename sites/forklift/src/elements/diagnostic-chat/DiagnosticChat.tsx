/**
 * The diagnostic chat: pick brand, series and fuel, type a code (autocompleted) or describe the symptom, and read the
 * answer as it streams — causes, safety, checks and the fix, each with chips that open the cited manual page;
 * feedback ("Fixed it" / "Didn't help") and the technician's earlier diagnoses.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ElementProps } from '@kit/runtime-react';
import { AnswerView } from './AnswerView';
import { diagnoseOnlineOrSaved } from '../../offline/diagnose-anywhere';
import { watchOfflineSync } from '../../offline/offline-sync';
import {
  ChatApiError,
  fixCounts,
  listHistory,
  listSeries,
  readCodeHints,
  sendFeedback,
  signedIn,
  type FeedbackCause,
  type SavedDiagnosis,
} from './chat-api';
import { CodeField } from './CodeField';
import { faultHref } from '../fleet-common/paths';
import { createFleetApi } from '../fleet-common/fleet-api';
import { writesToTheFleet } from '../../fleets/roles';
import type { DiagnosticChatSettings } from './settings';
import { applyEvent, historyOf, newTurn, savedTurn, type Question, type Turn } from './turn';

const BRANDS = [
  { id: 'c-monarch', name: 'C-Monarch', example: 'E-212' },
  { id: 'r-raynet', name: 'R-Raynet', example: '01-01' },
  { id: 't-sensei', name: 'T-Sensei', example: 'AL 23' },
  { id: 'h-brick', name: 'H-Brick', example: 'SPN 520 FMI 3' },
  { id: 'u-stitch', name: 'U-Stitch', example: 'F3.4' },
];
const FUELS = [
  ['', 'Any fuel'],
  ['electric', 'Electric'],
  ['lpg', 'LPG'],
  ['diesel', 'Diesel'],
  ['gasoline', 'Gasoline'],
  ['cng-dual', 'CNG / dual fuel'],
] as const;

export function DiagnosticChat({ settings, className, emit }: ElementProps<DiagnosticChatSettings>) {
  const initialBrand = BRANDS.some((b) => b.id === settings.brand) ? String(settings.brand) : 'c-monarch';
  const [brand, setBrand] = useState(initialBrand);
  const [series, setSeries] = useState('');
  const [fuel, setFuel] = useState('');
  const [code, setCode] = useState(String(settings.code ?? ''));
  const [symptoms, setSymptoms] = useState('');
  const [seriesList, setSeriesList] = useState<Array<{ id: string; name: string }>>([]);
  const [turns, setTurns] = useState<Turn[]>([]);
  const [history, setHistory] = useState<SavedDiagnosis[] | null>(null);
  const [historyOffline, setHistoryOffline] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  // Read after hydration: the server renders without the session cookie.
  const [signed, setSigned] = useState<boolean | null>(null);
  // Whether the technician is in a fleet (asked once, after the first answer): then answers offer "Log this fault".
  const [fleetMember, setFleetMember] = useState(false);
  const askedFleet = useRef(false);
  const started = useRef(false);
  const endRef = useRef<HTMLDivElement>(null);
  const example = BRANDS.find((b) => b.id === brand)?.example ?? '';

  useEffect(() => {
    setSeries('');
    listSeries(brand).then(setSeriesList, () => setSeriesList([]));
  }, [brand]);
  const refreshHistory = useCallback(() => {
    const now = signedIn();
    setSigned(now);
    if (now)
      listHistory().then(
        (rows) => (setHistory(rows), setHistoryOffline(false)),
        // Offline the history stays on the server: said so, rather than "no diagnoses".
        () => (typeof navigator !== 'undefined' && !navigator.onLine ? setHistoryOffline(true) : setHistory([])),
      );
  }, []);
  useEffect(refreshHistory, [refreshHistory]);
  // Diagnoses made offline are sent when the network returns; then they are in the history.
  useEffect(
    () =>
      watchOfflineSync((result) => {
        if (result.diagnoses > 0) refreshHistory();
      }),
    [refreshHistory],
  );

  const update = (key: string, change: (turn: Turn) => Turn) =>
    setTurns((all) => all.map((turn) => (turn.key === key ? change(turn) : turn)));

  const ask = useCallback(
    async (question: Question) => {
      if (!question.code && !question.symptoms) {
        setNotice('Type the error code from the display, or describe what the truck does.');
        return;
      }
      setNotice('');
      const turn = newTurn(question);
      setTurns((all) => [...all, turn]);
      setBusy(true);
      try {
        const where = await diagnoseOnlineOrSaved({ ...question, history: historyOf(turns) }, (event) =>
          update(turn.key, (t) => applyEvent(t, event)),
        );
        if (where === 'device') update(turn.key, (t) => ({ ...t, offline: true }));
        else refreshHistory();
      } catch (error) {
        const e =
          error instanceof ChatApiError
            ? error
            : new ChatApiError('network', 'The connection dropped. Check the network and try again.', { status: 0 });
        update(turn.key, (t) => ({
          ...t,
          streaming: false,
          error: { status: e.status, code: e.code, message: e.message, retryAfter: e.retryAfter },
        }));
        // A visitor asking about a code still learns what it is and what opens it (its code page has the rest).
        if (e.code === 'sign_in_required' && question.code) {
          const brandName = BRANDS.find((b) => b.id === question.brand)?.name ?? question.brand;
          readCodeHints(question.brand, question.code).then(
            (hints) =>
              update(turn.key, (t) => ({
                ...t,
                codeHints: hints.map((h) => ({ code: h.code, title: h.title, tier: h.tier, brandId: h.brand_id, brandName })),
              })),
            () => undefined,
          );
        }
      } finally {
        setBusy(false);
      }
      emit('done', { brand: question.brand, code: question.code ?? '' });
    },
    [emit, refreshHistory, turns],
  );

  // A code in the page address (?brand=&code=) is diagnosed at once.
  useEffect(() => {
    if (started.current || !settings.code) return;
    started.current = true;
    void ask({ brand: initialBrand, code: String(settings.code) });
  }, [ask, initialBrand, settings.code]);

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [turns]);

  // Confirmed-fix counts for the codes an answer matched, once it is done.
  const finished = turns
    .filter((t) => t.done && !t.streaming && Object.keys(t.fixed).length === 0 && t.matches.length > 0)
    .map((t) => t.key)
    .join();
  useEffect(() => {
    for (const turn of turns) {
      if (!finished.split(',').includes(turn.key)) continue;
      fixCounts(turn.matches.map((m) => m.errorCodeId)).then(
        (rows) => update(turn.key, (t) => ({ ...t, fixed: Object.fromEntries(rows.map((r) => [r.error_code_id, r.fixed_count])) })),
        () => undefined,
      );
    }
  }, [finished]);

  const answered = turns.some((t) => t.done?.diagnosisId && !t.refusal);
  useEffect(() => {
    if (!answered || askedFleet.current || !signedIn()) return;
    askedFleet.current = true;
    createFleetApi()
      .myOrganizations()
      .then(
        // A viewer reads the fleet and logs nothing: the offer is for members who may write to one.
        (organizations) => setFleetMember(organizations.some((organization) => writesToTheFleet(organization.role))),
        () => setFleetMember(false),
      );
  }, [answered]);
  const logHref = (turn: Turn) =>
    fleetMember && turn.done?.diagnosisId
      ? faultHref({
          truck: String(settings.truck ?? ''),
          brand: turn.question.brand,
          code: turn.matches[0]?.code ?? turn.question.code ?? '',
          symptoms: turn.question.symptoms ?? '',
          diagnosis: turn.done.diagnosisId,
        })
      : undefined;

  const onFeedback = async (turn: Turn, outcome: 'fixed' | 'not_fixed', cause?: FeedbackCause) => {
    const id = turn.done?.diagnosisId;
    if (!id) return;
    try {
      const counts = await sendFeedback(id, outcome, cause);
      const best = turn.matches[0]?.errorCodeId;
      update(turn.key, (t) => ({ ...t, feedback: outcome, fixed: best && counts ? { ...t.fixed, [best]: counts.fixed_count } : t.fixed }));
      emit('feedback', { diagnosisId: id, outcome });
    } catch {
      setNotice('Your feedback could not be saved. Try again.');
    }
  };

  const submit = () =>
    void ask({
      brand,
      series: series || undefined,
      fuelType: fuel || undefined,
      code: code.trim() || undefined,
      symptoms: symptoms.trim() || undefined,
    });

  return (
    <section className={`fdc ${className ?? ''}`} aria-label="Diagnostic assistant">
      <div className="fdc-main">
        <form
          className="fdc-form"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <div className="fdc-row">
            <label>
              Brand
              <select className="fdc-input" value={brand} onChange={(event) => setBrand(event.target.value)}>
                {BRANDS.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.name}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Series
              <select className="fdc-input" value={series} onChange={(event) => setSeries(event.target.value)}>
                <option value="">Any series</option>
                {seriesList.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Fuel
              <select className="fdc-input" value={fuel} onChange={(event) => setFuel(event.target.value)}>
                {FUELS.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <CodeField brand={brand} value={code} onChange={setCode} example={example} />
          <label className="fdc-symptoms">
            What does the truck do?
            <textarea
              className="fdc-input"
              rows={2}
              value={symptoms}
              placeholder="e.g. pump runs but the forks will not lift with a load"
              onChange={(event) => setSymptoms(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                  event.preventDefault();
                  submit();
                }
              }}
            />
          </label>
          <div className="fdc-actions">
            <button type="submit" className="fdc-btn fdc-btn--primary" disabled={busy}>
              {busy ? 'Diagnosing…' : 'Diagnose'}
            </button>
            {notice ? (
              <span className="fdc-notice" role="alert">
                {notice}
              </span>
            ) : null}
          </div>
        </form>
        <div className="fdc-thread" aria-live="polite">
          {turns.length === 0 ? (
            <p className="fdc-empty">
              Answers come from the manuals you can read, with the page for every step. Nothing in the manuals, no answer.
            </p>
          ) : null}
          {turns.map((turn) => (
            <article key={turn.key} className="fdc-turn">
              <p className="fdc-question">
                <span className="fdc-question__brand">{BRANDS.find((b) => b.id === turn.question.brand)?.name ?? turn.question.brand}</span>{' '}
                {[turn.question.code, turn.question.symptoms].filter(Boolean).join(' — ')}
              </p>
              <AnswerView
                turn={turn}
                viewerPath={String(settings.viewerPath || '/manual')}
                onFeedback={(t, o, c) => void onFeedback(t, o, c)}
                logHref={logHref(turn)}
                onChooseCode={(code) => void ask({ ...turn.question, code, symptoms: undefined })}
              />
            </article>
          ))}
          <div ref={endRef} />
        </div>
      </div>
      <aside className="fdc-history" aria-label="Your earlier diagnoses">
        <details open>
          <summary>History</summary>
          {historyOffline ? (
            <p className="fdc-muted">Offline — your history opens when the network is back. Answers made now are sent to it then.</p>
          ) : history === null ? (
            <p className="fdc-muted">{signed === false ? 'Sign in to keep your diagnoses.' : 'Loading…'}</p>
          ) : history.length === 0 ? (
            <p className="fdc-muted">No diagnoses yet.</p>
          ) : (
            <ul>
              {history.map((saved) => (
                <li key={saved.id}>
                  <button
                    type="button"
                    className="fdc-history__item"
                    onClick={() => setTurns((all) => [...all.filter((t) => t.key !== saved.id), savedTurn(saved)])}
                  >
                    <strong>{saved.code || (saved.matches[0]?.code ?? 'Symptom')}</strong>
                    <span>{saved.matches[0]?.title ?? saved.symptoms ?? ''}</span>
                    <time dateTime={saved.created_at}>{new Date(saved.created_at).toLocaleString()}</time>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </details>
      </aside>
    </section>
  );
}
