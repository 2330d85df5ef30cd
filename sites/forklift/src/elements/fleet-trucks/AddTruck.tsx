// Adding one truck: brand → series → model from the catalogue (the model follows the serial when it falls in a
// model's range), serial with a live range hint, fuel, hour meter, site, in-service date and notes.
import { useMemo, useState, type FormEvent } from 'react';
import type { FleetApi } from '../fleet-common/fleet-api';
import type { Catalog, Truck } from '../fleet-common/types';
import { bindFields, ErrorNote, Field } from '../fleet-common/ui';
import { asFleetError } from '../fleet-common/use-fleet';
import { checkSerial } from './serial-check';

interface Draft {
  unit: string;
  brand: string;
  series: string;
  model: string;
  serial: string;
  fuel: string;
  hours: string;
  site: string;
  inService: string;
  notes: string;
}

const EMPTY: Draft = { unit: '', brand: '', series: '', model: '', serial: '', fuel: '', hours: '', site: '', inService: '', notes: '' };

export function AddTruck({
  api,
  catalog,
  organizationId,
  onAdded,
  onCancel,
}: {
  api: FleetApi;
  catalog: Catalog;
  organizationId: string;
  onAdded: (truck: Truck) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<keyof Draft, string>>>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (key: keyof Draft) => (value: string) => setDraft((now) => ({ ...now, [key]: value }));

  const series = useMemo(() => catalog.series.filter((entry) => entry.brandId === draft.brand), [catalog, draft.brand]);
  const models = useMemo(() => catalog.models.filter((entry) => entry.seriesId === draft.series), [catalog, draft.series]);
  const fuels = catalog.fuelTypes.filter(
    (fuel) => !draft.series || (series.find((entry) => entry.id === draft.series)?.fuelTypes ?? []).includes(fuel.id),
  );
  const serialHint = draft.series && draft.serial.trim() ? checkSerial(catalog, draft.series, draft.serial) : { kind: 'none' as const };

  const chooseSerial = (value: string) => {
    const hint = draft.series ? checkSerial(catalog, draft.series, value) : { kind: 'none' as const };
    setDraft((now) => {
      const model = hint.kind === 'in-range' && !now.model ? hint.modelId : now.model;
      const fuel = now.fuel || catalog.models.find((entry) => entry.id === model)?.fuelType || '';
      return { ...now, serial: value, model, fuel };
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof problems = {};
    if (!draft.brand) found.brand = 'Choose the brand.';
    if (!draft.serial.trim()) found.serial = 'Enter the serial number from the data plate.';
    if (draft.hours && !(Number(draft.hours) >= 0)) found.hours = 'Hours are a number, 0 or more.';
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setError('');
    const model = catalog.models.find((entry) => entry.id === draft.model);
    try {
      const truck = await api.addTruck({
        organization_id: organizationId,
        unit: draft.unit.trim() || null,
        brand_id: draft.brand,
        series_id: draft.series || null,
        model_id: model?.id ?? null,
        model: model?.name ?? null,
        serial_number: draft.serial.trim(),
        fuel_type: draft.fuel || null,
        hour_meter: draft.hours ? Number(draft.hours) : null,
        site: draft.site.trim() || null,
        in_service_date: draft.inService || null,
        notes: draft.notes.trim() || null,
      });
      setDraft(EMPTY);
      onAdded(truck);
    } catch (caught) {
      const failure = asFleetError(caught);
      setError(failure.code === '23505' ? 'This fleet already has a truck of that brand with this serial number.' : failure.message);
    } finally {
      setBusy(false);
    }
  };

  const { field, control } = bindFields('ff-add', draft, (key, value) => set(key)(value), problems);
  const serialNotes = {
    hint: serialHint.kind === 'in-range' ? `In the ${serialHint.modelName} range.` : undefined,
    warning:
      serialHint.kind === 'out-of-range'
        ? `Outside every known range for this series (${serialHint.ranges}). It is saved with a warning.`
        : undefined,
  };

  return (
    <section className="ff-card" aria-labelledby="ff-add-truck">
      <h2 id="ff-add-truck">Add a truck</h2>
      <p className="ff-muted">Brand and serial number are enough (* required); the catalogue fills in the rest it can.</p>
      <form className="ff-form" onSubmit={(event) => void submit(event)} noValidate>
        <div className="ff-fields ff-fields--3">
          <Field {...field('unit')} label="Unit name or number">
            <input className="ff-input" {...control('unit')} maxLength={60} placeholder="e.g. Truck 14" />
          </Field>
          <Field {...field('brand')} label="Brand" required>
            <select
              className="ff-input"
              aria-required
              {...control('brand')}
              onChange={(event) => setDraft((now) => ({ ...now, brand: event.target.value, series: '', model: '' }))}
            >
              <option value="">Choose…</option>
              {catalog.brands.map((brand) => (
                <option key={brand.id} value={brand.id}>
                  {brand.name}
                </option>
              ))}
            </select>
          </Field>
          <Field {...field('series')} label="Series">
            <select
              className="ff-input"
              {...control('series')}
              disabled={!draft.brand}
              onChange={(event) => setDraft((now) => ({ ...now, series: event.target.value, model: '' }))}
            >
              <option value="">{draft.brand ? 'Choose…' : 'Choose the brand first'}</option>
              {series.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.name}
                </option>
              ))}
            </select>
          </Field>
          <Field {...field('serial', serialNotes)} label="Serial number" required>
            <input
              className="ff-input ff-mono"
              aria-required
              {...control('serial', serialNotes)}
              maxLength={40}
              autoComplete="off"
              onChange={(event) => chooseSerial(event.target.value)}
            />
          </Field>
          <Field {...field('model')} label="Model">
            <select className="ff-input" {...control('model')} disabled={!draft.series}>
              <option value="">{draft.series ? 'Not sure' : 'Choose the series first'}</option>
              {models.map((model) => (
                <option key={model.id} value={model.id}>
                  {model.name}
                </option>
              ))}
            </select>
          </Field>
          <Field {...field('fuel')} label="Fuel type">
            <select className="ff-input" {...control('fuel')}>
              <option value="">Not set</option>
              {fuels.map((fuel) => (
                <option key={fuel.id} value={fuel.id}>
                  {fuel.name}
                </option>
              ))}
            </select>
          </Field>
          <Field {...field('hours')} label="Hour meter">
            <input className="ff-input" {...control('hours')} type="number" inputMode="decimal" min={0} step={0.1} />
          </Field>
          <Field {...field('site')} label="Site or location">
            <input className="ff-input" {...control('site')} maxLength={120} placeholder="e.g. Warehouse B, dock 3" />
          </Field>
          <Field {...field('inService')} label="In service since">
            <input className="ff-input" {...control('inService')} type="date" />
          </Field>
          <Field {...field('notes')} label="Notes" wide>
            <textarea className="ff-input" {...control('notes')} rows={2} maxLength={2000} />
          </Field>
        </div>
        {error ? <ErrorNote error={error} /> : null}
        <div className="ff-actions">
          <button type="submit" className="ff-btn ff-btn--primary" disabled={busy} aria-busy={busy}>
            {busy ? 'Saving…' : 'Add truck'}
          </button>
          <button type="button" className="ff-btn" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}
