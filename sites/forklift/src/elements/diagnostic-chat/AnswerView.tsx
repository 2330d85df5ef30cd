/** One streamed answer: candidate codes (with confirmed-fix counts), steps with citation chips, refusal, feedback. */
import { codePagePath } from '../../codes/slug';
import type { MatchWhy, StepEvent } from '../../diagnostics/types';
import type { FeedbackCause } from './chat-api';
import { Citation } from './Citation';
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

/** Why a code matched: the words its entry shares with the description, highlighted, or how the code was read. */
function MatchWhyNote({ why }: { why: MatchWhy }) {
  if (why.kind === 'words' && why.terms && why.terms.length > 0) {
    return (
      <span className="fdc-match__why">
        Matched{' '}
        {why.terms.map((term, index) => (
          <span key={term}>
            {index > 0 ? ', ' : ''}
            <mark>{term}</mark>
          </span>
        ))}
      </span>
    );
  }
  return <span className="fdc-match__why">{why.text}</span>;
}

export interface AnswerViewProps {
  turn: Turn;
  viewerPath: string;
  onFeedback(turn: Turn, outcome: 'fixed' | 'not_fixed', cause?: FeedbackCause): void;
  /** The fault form prefilled from this answer, for a fleet member ("Log this fault"). */
  logHref?: string;
  /** Asks again with one of the codes a "which one?" answer offers. */
  onChooseCode?(code: string): void;
}

export function AnswerView({ turn, viewerPath, onFeedback, logHref, onChooseCode }: AnswerViewProps) {
  const byId = new Map(turn.sources.map((s) => [s.id, s]));
  const causes = turn.steps.filter((s) => s.kind === 'cause');
  const diagnosisId = turn.done?.diagnosisId;
  return (
    <div className="fdc-answer" aria-busy={turn.streaming}>
      {turn.offline ? (
        <p className="fdc-offline" role="status">
          <strong>Offline — answered on this phone</strong> from the manuals saved here, each step cited. It goes to your history when the
          network is back.
        </p>
      ) : null}
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
              {match.why ? <MatchWhyNote why={match.why} /> : null}
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
        <div className="fdc-refusal" role="note">
          <p>{turn.refusal}</p>
          {turn.refusalInfo?.candidates && turn.refusalInfo.candidates.length > 0 ? (
            <ul className="fdc-choices" aria-label="Which code is it?">
              {turn.refusalInfo.candidates.map((candidate) => (
                <li key={candidate.errorCodeId}>
                  <button type="button" className="fdc-btn fdc-choice" onClick={() => onChooseCode?.(candidate.code)}>
                    <strong>{candidate.code}</strong> {candidate.title}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {turn.refusalInfo?.suggestion ? <p className="fdc-refusal__suggestion">{turn.refusalInfo.suggestion}</p> : null}
        </div>
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
          {turn.codeHints && turn.codeHints.length > 0 ? (
            <ul className="fdc-code-hints" aria-label="The code you typed">
              {turn.codeHints.map((hint) => (
                <li key={`${hint.brandId}:${hint.code}`}>
                  <a href={codePagePath(hint.brandId, hint.code)}>
                    <strong>{hint.code}</strong> — {hint.title}
                  </a>{' '}
                  {hint.tier === 'free'
                    ? 'Sign in free to read its causes and checks.'
                    : `Its causes and checks are in the ${hint.brandName} plan.`}
                </li>
              ))}
            </ul>
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
