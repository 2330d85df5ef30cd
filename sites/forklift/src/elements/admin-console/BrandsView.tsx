/**
 * /admin/brands: each brand's code format as the database holds it (the one code reader judges codes by it), its
 * pattern tested against its own example, and its series; an operator adds a brand or changes one's format with a
 * reason. The server tests the pattern against the example on save (admin_save_brand); the form shows the same test
 * as you type.
 */
import { useState, type FormEvent } from 'react';
import type { AdminApi } from './admin-api';
import { adminMessage } from './messages';
import type { BrandRow } from './types';
import { Empty, ErrorNote, Loaded, Note, useLoad } from './ui';

/** Does the brand's pattern accept its example? (null: the pattern is not a valid expression.) */
export function patternAccepts(pattern: string, example: string): boolean | null {
  try {
    return new RegExp(pattern).test(example);
  } catch {
    return null;
  }
}

type Draft = Pick<BrandRow, 'id' | 'name' | 'code_format' | 'code_example' | 'code_pattern'>;

function PatternVerdict({ pattern, example }: { pattern: string; example: string }) {
  const ok = patternAccepts(pattern, example);
  return (
    <span className={`ff-pill ${ok ? 'ff-pill--success' : 'ff-pill--danger'}`}>
      {ok === null ? 'Pattern invalid' : ok ? 'Example matches' : 'Example rejected'}
    </span>
  );
}

function BrandForm({ api, brand, onSaved, onCancel }: { api: AdminApi; brand: Draft | null; onSaved: () => void; onCancel: () => void }) {
  const [draft, setDraft] = useState<Draft>(brand ?? { id: '', name: '', code_format: '', code_example: '', code_pattern: '' });
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const prefix = `ac-brand-form-${brand?.id ?? 'new'}`;
  const field = (key: keyof Draft, label: string, extra: { mono?: boolean; disabled?: boolean; max: number }) => (
    <div className="ff-field">
      <label htmlFor={`${prefix}-${key}`}>{label}</label>
      <input
        id={`${prefix}-${key}`}
        className={`ff-input${extra.mono ? ' ff-mono' : ''}`}
        value={draft[key]}
        maxLength={extra.max}
        disabled={extra.disabled}
        onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
      />
    </div>
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError('Give a reason: it is kept in the audit log.');
    setBusy(true);
    setError('');
    try {
      await api.saveBrand(draft, reason);
      onSaved();
    } catch (caught) {
      setError(adminMessage(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="ff-form" onSubmit={(event) => void submit(event)} noValidate aria-label={brand ? `Edit ${brand.name}` : 'Add a brand'}>
      <div className="ff-fields">
        {field('id', 'Brand id (in addresses)', { mono: true, disabled: brand !== null, max: 40 })}
        {field('name', 'Name', { max: 80 })}
        <div className="ff-field ff-field--wide">
          <label htmlFor={`${prefix}-code_format`}>How the brand writes its codes</label>
          <input
            id={`${prefix}-code_format`}
            className="ff-input"
            value={draft.code_format}
            maxLength={300}
            onChange={(event) => setDraft({ ...draft, code_format: event.target.value })}
          />
        </div>
        {field('code_example', 'Example code', { mono: true, max: 40 })}
        {field('code_pattern', 'Pattern (regular expression)', { mono: true, max: 300 })}
        <div className="ff-field ff-field--wide">
          <label htmlFor={`${prefix}-reason`}>Reason (kept in the audit log)</label>
          <input
            id={`${prefix}-reason`}
            className="ff-input"
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
      </div>
      <p className="ff-muted">
        Test as you type: <PatternVerdict pattern={draft.code_pattern} example={draft.code_example} />
      </p>
      {error ? <ErrorNote message={error} /> : null}
      <div className="ff-actions">
        <button type="submit" className="ff-btn ff-btn--primary" disabled={busy} aria-busy={busy}>
          {busy ? 'Saving…' : brand ? 'Save format' : 'Add brand'}
        </button>
        <button type="button" className="ff-btn" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

export function BrandsView({ api }: { api: AdminApi }) {
  const [brands, refresh] = useLoad(() => api.brands(), []);
  const [editing, setEditing] = useState<string | null>(null);
  const [saved, setSaved] = useState('');
  const done = (text: string) => {
    setEditing(null);
    setSaved(text);
    refresh();
  };
  return (
    <>
      <div className="ff-actions">
        {editing === 'new' ? null : (
          <button type="button" className="ff-btn ff-btn--primary" onClick={() => setEditing('new')}>
            Add a brand
          </button>
        )}
      </div>
      {saved ? <Note tone="success">{saved}</Note> : null}
      {editing === 'new' ? (
        <section className="ff-card" aria-labelledby="ac-brand-new">
          <h2 id="ac-brand-new">Add a brand</h2>
          <BrandForm api={api} brand={null} onSaved={() => done('Brand added.')} onCancel={() => setEditing(null)} />
        </section>
      ) : null}
      <Loaded load={brands} retry={refresh}>
        {(list) =>
          list.length === 0 ? (
            <Empty title="No brands yet." />
          ) : (
            <div className="ac-grid">
              {list.map((brand) => (
                <section key={brand.id} className="ff-card" aria-labelledby={`ac-brand-${brand.id}`}>
                  <div className="ff-card__head">
                    <h2 id={`ac-brand-${brand.id}`}>{brand.name}</h2>
                    <PatternVerdict pattern={brand.code_pattern} example={brand.code_example} />
                  </div>
                  {editing === brand.id ? (
                    <BrandForm api={api} brand={brand} onSaved={() => done(`${brand.name} saved.`)} onCancel={() => setEditing(null)} />
                  ) : (
                    <>
                      <dl className="ac-facts">
                        <dt>Code format</dt>
                        <dd>{brand.code_format}</dd>
                        <dt>Example</dt>
                        <dd className="ff-mono">{brand.code_example}</dd>
                        <dt>Pattern</dt>
                        <dd className="ff-mono ac-value">{brand.code_pattern}</dd>
                        <dt>Series</dt>
                        <dd>{brand.series.map((series) => series.name).join(', ') || '—'}</dd>
                      </dl>
                      <div className="ff-actions">
                        <button
                          type="button"
                          className="ff-btn ff-btn--small"
                          onClick={() => setEditing(brand.id)}
                          aria-label={`Edit format of ${brand.name}`}
                        >
                          Edit format
                        </button>
                      </div>
                    </>
                  )}
                </section>
              ))}
            </div>
          )
        }
      </Loaded>
    </>
  );
}
