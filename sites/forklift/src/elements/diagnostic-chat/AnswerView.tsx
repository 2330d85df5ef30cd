/** One streamed answer: candidate codes (with confirmed-fix counts), steps with citation chips, refusal, feedback. */
import { codePagePath } from '../../codes/slug';
import type { MatchEvent, SourceEvent, StepEvent } from '../../diagnostics/types';
import type { FeedbackCause } from './chat-api';
import type { Turn } from './turn';

const KIND_LABEL: Record<StepEvent['kind'], string> = {
  cause: 'Likely cause',
  check: 'Check',
  remedy: 'Fix',
  safety: 'Safety',
  note: 'Note',
};

/** What "Fixed it" names: the cause step's index in the code's causes, and its words. */
function causeOf(step: StepEvent | undefined): FeedbackCause | undefined {
  return step ? { index: step.cause, text: step.text } : undefined;
}

function citationHref(source: SourceEvent, viewerPath: string, brand: string, matches: readonly MatchEvent[]): string | undefined {
  if (source.kind === 'manual_page' && source.manualId && source.pageNumber) {
    return `${viewerPath}?${new URLSearchParams({ manual: source.manualId, page: String(source.pageNumber) })}`;
  }
  // A code entry the answer matched opens that code's page.
  const match = matches.find((entry) => entry.errorCodeId === source.errorCodeId);
  if (match) return codePagePath(match.brand, match.code);
  return source.errorCodeId ? `/search?${new URLSearchParams({ q: source.title.split(' ')[0] ?? '', brand })}` : undefined;
}

function Citation({
  source,
  viewerPath,
  brand,
  matches,
}: {
  source: SourceEvent;
  viewerPath: string;
  brand: string;
  matches: readonly MatchEvent[];
}) {
  const href = citationHref(source, viewerPath, brand, matches);
  const label = source.kind === 'manual_page' ? `p. ${source.pageNumber}` : 'code entry';
  return (
    <a className={`fdc-cite fdc-cite--${source.kind}`} href={href} title={source.title} data-source={source.id}>
      <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
        {source.kind === 'manual_page' ? (
          <path d="M3 1.5h6l4 4v9H3z M9 1.5v4h4" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
        ) : (
          <path d="M5 2 4 14M12 2l-1 12M2 5.5h12M2 10.5h12" fill="none" stroke="currentColor" strokeWidth="1.5" />
        )}
      </svg>
      {source.id} · {label}
      <span className="fdc-sr"> — {source.title}</span>
    </a>
  );
}

export interface AnswerViewProps {
  turn: Turn;
  viewerPath: string;
  onFeedback(turn: Turn, outcome: 'fixed' | 'not_fixed', cause?: FeedbackCause): void;
  /** The fault form prefilled from this answer, for a fleet member ("Log this fault"). */
  logHref?: string;
}

export function AnswerView({ turn, viewerPath, onFeedback, logHref }: AnswerViewProps) {
  const byId = new Map(turn.sources.map((s) => [s.id, s]));
  const causes = turn.steps.filter((s) => s.kind === 'cause');
  const diagnosisId = turn.done?.diagnosisId;
  return (
    <div className="fdc-answer" aria-busy={turn.streaming}>
      {turn.matches.length > 0 ? (
        <ol className="fdc-matches" aria-label="Matching codes">
          {turn.matches.map((match, index) => (
            <li key={match.errorCodeId} className={index === 0 ? 'fdc-match fdc-match--best' : 'fdc-match'}>
              <a className="fdc-match__code" href={codePagePath(match.brand, match.code)} title={`Open the ${match.code} code page`}>
                {match.code}
              </a>
              <span className="fdc-match__title">{match.title}</span>
              {(turn.fixed[match.errorCodeId] ?? 0) > 0 ? (
                <span className="fdc-match__fixes" data-fixes={turn.fixed[match.errorCodeId]}>
                  ✓ {turn.fixed[match.errorCodeId]} confirmed {turn.fixed[match.errorCodeId] === 1 ? 'fix' : 'fixes'}
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      <ul className="fdc-steps">
        {turn.steps.map((step, index) => (
          <li key={`${index}-${step.text.slice(0, 20)}`} className={`fdc-step fdc-step--${step.kind}`}>
            <span className="fdc-step__kind">{KIND_LABEL[step.kind]}</span>
            <p className="fdc-step__text">{step.text}</p>
            <span className="fdc-step__cites">
              {step.sources.map((id) => {
                const source = byId.get(id);
                return source ? (
                  <Citation key={id} source={source} viewerPath={viewerPath} brand={turn.question.brand} matches={turn.matches} />
                ) : null;
              })}
            </span>
            {step.upgrade ? (
              <a className="fdc-upgrade" href={`/${step.upgrade.path}`}>
                See plans
              </a>
            ) : null}
          </li>
        ))}
      </ul>
      {turn.streaming ? (
        <p className="fdc-typing" role="status">
          <span className="fdc-dots" aria-hidden="true" /> Reading the manuals…
        </p>
      ) : null}
      {turn.refusal ? (
        <p className="fdc-refusal" role="note">
          {turn.refusal}
        </p>
      ) : null}
      {turn.error ? (
        <p className="fdc-error" role="alert">
          {turn.error.message}
          {turn.error.retryAfter
            ? ` (try again in ${Math.ceil(turn.error.retryAfter / 60) > 1 ? `${Math.ceil(turn.error.retryAfter / 60)} minutes` : `${turn.error.retryAfter} seconds`})`
            : ''}
          {turn.error.code === 'sign_in_required' ? (
            <>
              {' '}
              <a href="/login?_source=/diagnostics">Sign in</a>
            </>
          ) : null}
        </p>
      ) : null}
      {diagnosisId && !turn.refusal && causes.length > 0 ? (
        <div className="fdc-feedback" role="group" aria-label="Did this fix the truck?">
          {turn.feedback ? (
            <p className="fdc-feedback__thanks" role="status">
              {turn.feedback === 'fixed' ? 'Thanks — recorded as fixed.' : 'Thanks — recorded as not fixed.'}
            </p>
          ) : (
            <>
              <span className="fdc-feedback__label">Did it fix the truck?</span>
              <button type="button" className="fdc-btn fdc-btn--good" onClick={() => onFeedback(turn, 'fixed', causeOf(causes[0]))}>
                Fixed it
              </button>
              <button type="button" className="fdc-btn" onClick={() => onFeedback(turn, 'not_fixed')}>
                Didn’t help
              </button>
              {causes.length > 1 ? (
                <details className="fdc-feedback__which">
                  <summary>It was another cause</summary>
                  {causes.slice(1).map((cause) => (
                    <button
                      key={cause.text}
                      type="button"
                      className="fdc-btn fdc-btn--small"
                      onClick={() => onFeedback(turn, 'fixed', causeOf(cause))}
                    >
                      {cause.text}
                    </button>
                  ))}
                </details>
              ) : null}
            </>
          )}
        </div>
      ) : null}
      {diagnosisId && !turn.refusal && logHref ? (
        <p className="fdc-log">
          <a className="fdc-btn fdc-log__link" href={logHref}>
            Log this fault
          </a>
          <span className="fdc-muted">On a truck of your fleet, with this code, the symptoms and this diagnosis.</span>
        </p>
      ) : null}
    </div>
  );
}
