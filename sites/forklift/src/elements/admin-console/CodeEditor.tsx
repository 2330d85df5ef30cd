/**
 * The correction form of one extracted code: title, summary, severity, system, and its causes, checks, remedy and
 * page references, each with the page of its manual that prints it. Saving sends everything with a reason; the
 * server checks every reference against its page before writing (admin_save_code_extraction). Approve and reject
 * go through admin_review_code_extraction, with the same reason field (optional there).
 */
import { useState, type FormEvent } from 'react';
import type { AdminApi } from './admin-api';
import { adminMessage } from './messages';
import type { Extraction, ExtractionDetails, Option, Reference } from './types';
import { ErrorNote, Note } from './ui';

type ListField = 'causes' | 'checks' | 'pageRefs';
const LIST_LABEL: Record<ListField, { title: string; item: string; text: 'text' | 'quote' }> = {
  causes: { title: 'Causes (most likely first)', item: 'Cause', text: 'text' },
  checks: { title: 'Checks', item: 'Check', text: 'text' },
  pageRefs: { title: 'Page references (quotes)', item: 'Quote', text: 'quote' },
};

function References({
  field,
  items,
  manualId,
  pageNumber,
  onChange,
}: {
  field: ListField;
  items: Reference[];
  manualId: string;
  pageNumber: number;
  onChange: (items: Reference[]) => void;
}) {
  const label = LIST_LABEL[field];
  const set = (index: number, patch: Partial<Reference>) => onChange(items.map((item, n) => (n === index ? { ...item, ...patch } : item)));
  return (
    <fieldset className="ac-refs">
      <legend>{label.title}</legend>
      {items.length === 0 ? <p className="ff-muted">None.</p> : null}
      {items.map((item, index) => (
        <div className="ac-ref" key={index}>
          <div className="ff-field ac-ref__text">
            <label htmlFor={`ac-${field}-${index}`}>
              {label.item} {index + 1}
            </label>
            <textarea
              id={`ac-${field}-${index}`}
              className="ff-input"
              value={item[label.text] ?? ''}
              maxLength={2000}
              onChange={(event) => set(index, { [label.text]: event.target.value })}
            />
          </div>
          {field === 'checks' ? (
            <div className="ff-field">
              <label htmlFor={`ac-${field}-${index}-expected`}>Expected</label>
              <input
                id={`ac-${field}-${index}-expected`}
                className="ff-input"
                value={item.expected ?? ''}
                maxLength={200}
                onChange={(event) => set(index, { expected: event.target.value })}
              />
            </div>
          ) : null}
          <div className="ff-field ac-ref__page">
            <label htmlFor={`ac-${field}-${index}-page`}>Page</label>
            <input
              id={`ac-${field}-${index}-page`}
              className="ff-input"
              type="number"
              inputMode="numeric"
              min={1}
              value={item.pageNumber ?? ''}
              onChange={(event) => set(index, { pageNumber: event.target.value === '' ? null : Number(event.target.value) })}
            />
          </div>
          <button
            type="button"
            className="ff-btn ff-btn--small"
            onClick={() => onChange(items.filter((_, n) => n !== index))}
            aria-label={`Remove ${label.item.toLowerCase()} ${index + 1}`}
          >
            Remove
          </button>
        </div>
      ))}
      <button
        type="button"
        className="ff-btn ff-btn--small"
        onClick={() => onChange([...items, { [label.text]: '', manualId, pageNumber }])}
      >
        Add {label.item.toLowerCase()}
      </button>
    </fieldset>
  );
}

export function CodeEditor({
  api,
  extraction,
  systems,
  onSaved,
}: {
  api: AdminApi;
  extraction: Extraction;
  systems: Option[];
  onSaved: (message: string) => void;
}) {
  const [title, setTitle] = useState(extraction.title);
  const [summary, setSummary] = useState(extraction.summary);
  const [severity, setSeverity] = useState(extraction.severity);
  const [systemId, setSystemId] = useState(extraction.system_id ?? '');
  const [details, setDetails] = useState<ExtractionDetails>(extraction.details);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [saved, setSaved] = useState('');
  const list = (field: ListField) => details[field] ?? [];
  const setList = (field: ListField) => (items: Reference[]) => setDetails({ ...details, [field]: items });

  const save = async (): Promise<boolean> => {
    if (!reason.trim()) {
      setError('Give a reason: it is kept in the audit log.');
      return false;
    }
    await api.saveExtraction(extraction.id, { title, summary, severity, systemId: systemId || null, details }, reason);
    return true;
  };
  const run = async (what: 'save' | 'approved' | 'rejected') => {
    setBusy(true);
    setError('');
    setSaved('');
    try {
      if (what === 'save') {
        if (await save()) {
          setSaved('Saved. Every reference is on its page.');
          // A reason belongs to one write: the next (approving, say) gives its own.
          setReason('');
          onSaved('');
        }
      } else {
        await api.review(extraction.id, what, reason);
        onSaved(`${extraction.code} ${what === 'approved' ? 'approved and published' : 'rejected'}.`);
      }
    } catch (caught) {
      setError(adminMessage(caught));
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run('save');
  };
  return (
    <form className="ff-form ac-editor" onSubmit={submit} noValidate aria-label={`Correct ${extraction.code}`}>
      <div className="ff-fields">
        <div className="ff-field ff-field--wide">
          <label htmlFor="ac-code-title">Title</label>
          <input id="ac-code-title" className="ff-input" value={title} maxLength={200} onChange={(event) => setTitle(event.target.value)} />
        </div>
        <div className="ff-field">
          <label htmlFor="ac-code-severity">Severity</label>
          <select
            id="ac-code-severity"
            className="ff-input"
            value={severity}
            onChange={(event) => setSeverity(event.target.value as Extraction['severity'])}
          >
            <option value="stop">Stop the truck</option>
            <option value="warn">Warning</option>
            <option value="info">Information</option>
          </select>
        </div>
        <div className="ff-field">
          <label htmlFor="ac-code-system">System</label>
          <select id="ac-code-system" className="ff-input" value={systemId} onChange={(event) => setSystemId(event.target.value)}>
            <option value="">Not set</option>
            {systems.map((system) => (
              <option key={system.id} value={system.id}>
                {system.name}
              </option>
            ))}
          </select>
        </div>
        <div className="ff-field ff-field--wide">
          <label htmlFor="ac-code-summary">Summary</label>
          <textarea
            id="ac-code-summary"
            className="ff-input"
            value={summary}
            maxLength={2000}
            onChange={(event) => setSummary(event.target.value)}
          />
        </div>
      </div>
      {(['causes', 'checks'] as const).map((field) => (
        <References
          key={field}
          field={field}
          items={list(field)}
          manualId={extraction.manual_id}
          pageNumber={extraction.page_number}
          onChange={setList(field)}
        />
      ))}
      <fieldset className="ac-refs">
        <legend>Remedy</legend>
        <div className="ac-ref">
          <div className="ff-field ac-ref__text">
            <label htmlFor="ac-code-remedy">Remedy</label>
            <textarea
              id="ac-code-remedy"
              className="ff-input"
              value={details.remedy ?? ''}
              maxLength={2000}
              onChange={(event) => setDetails({ ...details, remedy: event.target.value })}
            />
          </div>
          <div className="ff-field ac-ref__page">
            <label htmlFor="ac-code-remedy-page">Page</label>
            <input
              id="ac-code-remedy-page"
              className="ff-input"
              type="number"
              inputMode="numeric"
              min={1}
              value={details.remedyPageNumber ?? ''}
              onChange={(event) =>
                setDetails({ ...details, remedyPageNumber: event.target.value === '' ? null : Number(event.target.value) })
              }
            />
          </div>
        </div>
      </fieldset>
      <References
        field="pageRefs"
        items={list('pageRefs')}
        manualId={extraction.manual_id}
        pageNumber={extraction.page_number}
        onChange={setList('pageRefs')}
      />
      <div className="ff-field">
        <label htmlFor="ac-code-reason">Reason (kept in the audit log; optional to approve or reject)</label>
        <input
          id="ac-code-reason"
          className="ff-input"
          value={reason}
          maxLength={500}
          placeholder="e.g. OCR misread the title"
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      {error ? <ErrorNote message={error} /> : null}
      {saved ? <Note tone="success">{saved}</Note> : null}
      <div className="ff-actions">
        <button type="submit" className="ff-btn ff-btn--primary" disabled={busy} aria-busy={busy}>
          Save correction
        </button>
        {extraction.review_state !== 'approved' ? (
          <button type="button" className="ff-btn ff-btn--amber" disabled={busy} onClick={() => void run('approved')}>
            Approve
          </button>
        ) : null}
        {extraction.review_state !== 'rejected' ? (
          <button type="button" className="ff-btn ff-btn--danger" disabled={busy} onClick={() => void run('rejected')}>
            Reject
          </button>
        ) : null}
      </div>
    </form>
  );
}
