/**
 * The fault form: which truck, the code, date, hour meter, symptoms, the diagnosis used, what fixed it (confirmed or
 * not), parts replaced and time spent. "Log this fault" on a diagnosis opens it prefilled (code, symptoms, diagnosis)
 * with the code's brand's trucks first — one truck of that brand is picked for you.
 */
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import type { ElementProps } from '@kit/runtime-react';
import { writesToTheFleet } from '../../fleets/roles';
import { FleetGate, OrgBar } from '../fleet-common/FleetGate';
import { brandName, hours, moment, today, truckLine, truckName } from '../fleet-common/format';
import { FLEET_PATH, truckHref } from '../fleet-common/paths';
import { OpenWorkOrderLink } from '../work-orders/OpenWorkOrderLink';
import type { Diagnosis, FaultEvent, Organization, Truck } from '../fleet-common/types';
import { bindFields, Empty, ErrorNote, Field, FleetLink, Loading, Note } from '../fleet-common/ui';
import { asFleetError, useFleet, useLoad, type FleetState } from '../fleet-common/use-fleet';
import type { FleetFaultSettings } from './definition';
import { checkFault, faultRow, type FaultDraft, type FaultProblems } from './fault-input';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function initialDraft(settings: FleetFaultSettings): FaultDraft {
  return {
    truck: text(settings.truck),
    code: text(settings.code),
    date: '',
    hours: '',
    symptoms: text(settings.symptoms),
    diagnosis: text(settings.diagnosis),
    fix: '',
    fixed: false,
    parts: '',
    spentHours: '',
    spentMinutes: '',
  };
}

function FaultForm({
  fleet,
  organization,
  settings,
  emit,
}: {
  fleet: FleetState;
  organization: Organization;
  settings: FleetFaultSettings;
  emit: ElementProps['emit'];
}) {
  const brand = text(settings.brand);
  const [trucks, retryTrucks] = useLoad<Truck[]>(() => fleet.api.trucks(organization.organization_id), [organization.organization_id]);
  const [diagnoses] = useLoad<Diagnosis[]>(() => fleet.api.myDiagnoses(), []);
  const [draft, setDraft] = useState<FaultDraft>(() => initialDraft(settings));
  const [problems, setProblems] = useState<FaultProblems>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<{ event: FaultEvent; truck: Truck } | null>(null);
  const set =
    <K extends keyof FaultDraft>(key: K) =>
    (value: FaultDraft[K]) =>
      setDraft((now) => ({ ...now, [key]: value }));

  useEffect(() => setDraft((now) => (now.date ? now : { ...now, date: today() })), []);
  const list = useMemo(() => (trucks.state === 'ready' ? trucks.value : []), [trucks]);
  const ofBrand = brand ? list.filter((truck) => truck.brand_id === brand) : [];
  const others = brand ? list.filter((truck) => truck.brand_id !== brand) : list;
  // The code's brand has one truck in this fleet: that is the one.
  useEffect(() => {
    if (trucks.state !== 'ready') return;
    setDraft((now) => {
      if (now.truck && list.some((truck) => truck.id === now.truck)) return now;
      const only = brand ? list.filter((truck) => truck.brand_id === brand) : list;
      return { ...now, truck: only.length === 1 ? (only[0]?.id ?? '') : '' };
    });
  }, [trucks.state, list, brand]);
  const chosen = list.find((truck) => truck.id === draft.truck);
  const diagnosisList = diagnoses.state === 'ready' ? diagnoses.value : [];
  const fromDiagnosis = text(settings.diagnosis);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const day = today();
    const found = checkFault(draft, day);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0];
      document.getElementById(`ff-fault-${first}`)?.focus();
      return;
    }
    setBusy(true);
    setError('');
    try {
      const logged = await fleet.api.logFault(faultRow(draft, day));
      setSaved({ event: logged, truck: chosen as Truck });
      emit('logged', { id: logged.id, truckId: logged.truck_id });
    } catch (caught) {
      setError(asFleetError(caught).message);
    } finally {
      setBusy(false);
    }
  };

  if (saved)
    return (
      <section className="ff-card" aria-labelledby="ff-fault-saved">
        <h2 id="ff-fault-saved">Fault logged</h2>
        <Note tone="success">
          {saved.event.code ? `${saved.event.code} ` : 'The fault '}is in the history of {truckName(saved.truck)}. Your fleet manager sees
          it on the dashboard now.
        </Note>
        <div className="ff-actions">
          <FleetLink className="ff-btn ff-btn--primary" href={truckHref(saved.truck.id)}>
            Open {truckName(saved.truck)}
          </FleetLink>
          <OpenWorkOrderLink truckId={saved.truck.id} faultId={saved.event.id} />
          <button
            type="button"
            className="ff-btn"
            onClick={() => {
              setSaved(null);
              setDraft({ ...initialDraft({ ...settings, code: '', symptoms: '', diagnosis: '' }), truck: saved.truck.id, date: today() });
            }}
          >
            Log another fault
          </button>
        </div>
      </section>
    );

  if (trucks.state === 'loading') return <Loading label="Loading the trucks…" />;
  if (trucks.state === 'error') return <ErrorNote error={trucks.error} retry={retryTrucks} />;
  if (list.length === 0)
    return (
      <Empty title="This fleet has no trucks yet.">
        <p>A fleet manager adds the trucks first; then faults are logged against them.</p>
        <FleetLink className="ff-btn" href={`/${FLEET_PATH.trucks}`}>
          Trucks
        </FleetLink>
      </Empty>
    );

  const truckHint = chosen ? `Hour meter last read ${hours(chosen.hour_meter)}${chosen.site ? ` · ${chosen.site}` : ''}` : undefined;
  const { field, control } = bindFields('ff-fault', draft, (key, value) => set(key)(value), problems);
  const option = (truck: Truck) => (
    <option key={truck.id} value={truck.id}>
      {truckName(truck)} — {truckLine(truck)}
    </option>
  );

  return (
    <section className="ff-card ff-narrow" aria-labelledby="ff-fault-title">
      <h2 id="ff-fault-title">The fault</h2>
      <p className="ff-muted">The truck and the code (or the symptoms) are enough; add what fixed it now or later.</p>
      {fromDiagnosis ? (
        <Note>
          From your diagnosis{draft.code ? ` of ${draft.code}` : ''}: the code, symptoms and diagnosis are filled in.
          {chosen ? '' : ' Pick the truck.'}
        </Note>
      ) : null}
      <form className="ff-form" onSubmit={(event) => void submit(event)} noValidate>
        <div className="ff-fields">
          <Field {...field('truck', { hint: truckHint })} label="Truck" wide required>
            <select className="ff-input" aria-required {...control('truck', { hint: truckHint })}>
              <option value="">Choose the truck…</option>
              {ofBrand.length > 0 ? <optgroup label={`${brandName(brand)} trucks`}>{ofBrand.map(option)}</optgroup> : null}
              {ofBrand.length > 0 && others.length > 0 ? (
                <optgroup label="Other trucks">{others.map(option)}</optgroup>
              ) : (
                others.map(option)
              )}
            </select>
          </Field>
          <Field {...field('code')} label="Error code">
            <input
              className="ff-input ff-mono"
              {...control('code')}
              maxLength={40}
              autoComplete="off"
              placeholder="As the display shows it, e.g. E-212"
            />
          </Field>
          <Field {...field('date')} label="Date">
            <input className="ff-input" {...control('date')} type="date" max={today()} />
          </Field>
          <Field {...field('hours')} label="Hour meter">
            <input
              className="ff-input"
              {...control('hours')}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.1}
              placeholder={chosen?.hour_meter != null ? String(chosen.hour_meter) : ''}
            />
          </Field>
          <Field {...field('diagnosis')} label="Diagnosis used">
            <select className="ff-input" {...control('diagnosis')}>
              <option value="">None</option>
              {fromDiagnosis && !diagnosisList.some((entry) => entry.id === fromDiagnosis) ? (
                <option value={fromDiagnosis}>The diagnosis you came from</option>
              ) : null}
              {diagnosisList.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.code || 'Symptoms'} · {brandName(entry.brand_id)} · {moment(entry.created_at)}
                </option>
              ))}
            </select>
          </Field>
          <Field {...field('symptoms')} label="Symptoms" wide>
            <textarea
              className="ff-input"
              {...control('symptoms')}
              rows={2}
              maxLength={2000}
              placeholder="What the truck did, what the operator reported"
            />
          </Field>
          <Field {...field('fix')} label="What fixed it" wide>
            <textarea
              className="ff-input"
              {...control('fix')}
              rows={2}
              maxLength={2000}
              placeholder="e.g. Replaced the pump contactor tips; cleared the code"
            />
          </Field>
          <label className="ff-check ff-field--wide">
            <input type="checkbox" checked={draft.fixed} onChange={(event) => set('fixed')(event.target.checked)} />
            This fixed the truck (counts as a confirmed fix for the code)
          </label>
          <Field {...field('parts', { hint: 'Separate parts with commas.' })} label="Parts replaced">
            <input
              className="ff-input"
              {...control('parts', { hint: 'Separate parts with commas.' })}
              placeholder="e.g. contactor tip kit, 10 A fuse"
            />
          </Field>
          <div className="ff-field" role="group" aria-labelledby="ff-fault-spent-label">
            <span id="ff-fault-spent-label">Time spent</span>
            <div className="ff-pair">
              <input className="ff-input" type="number" inputMode="numeric" min={0} aria-label="Hours spent" {...control('spentHours')} />
              <span>h</span>
              <input
                className="ff-input"
                type="number"
                inputMode="numeric"
                min={0}
                max={59}
                aria-label="Minutes spent"
                value={draft.spentMinutes}
                onChange={(event) => set('spentMinutes')(event.target.value)}
              />
              <span>min</span>
            </div>
            {problems.spentHours ? (
              <small className="ff-field__error" id="ff-fault-spentHours-problem">
                {problems.spentHours}
              </small>
            ) : null}
          </div>
        </div>
        {error ? <ErrorNote error={error} /> : null}
        <div className="ff-actions">
          <button type="submit" className="ff-btn ff-btn--primary" disabled={busy} aria-busy={busy}>
            {busy ? 'Saving…' : 'Log fault'}
          </button>
          {chosen ? (
            <FleetLink className="ff-btn" href={truckHref(chosen.id)}>
              Cancel
            </FleetLink>
          ) : null}
        </div>
      </form>
    </section>
  );
}

export function FleetFault({ settings, className, emit }: ElementProps<FleetFaultSettings>) {
  const fleet = useFleet();
  return (
    <div className={`ff ${className ?? ''}`}>
      <FleetGate fleet={fleet}>
        {(organization) => (
          <>
            <OrgBar fleet={fleet} />
            {writesToTheFleet(organization.role) ? (
              <FaultForm key={organization.organization_id} fleet={fleet} organization={organization} settings={settings} emit={emit} />
            ) : (
              // A viewer logs nothing (the database refuses it too, 0140): say so instead of a form that cannot be sent.
              <Empty title="Viewers do not log faults.">
                <p>
                  As a viewer you read the fleet, its faults and work orders. Ask a fleet manager for the technician role to log faults.
                </p>
                <FleetLink className="ff-btn" href={`/${FLEET_PATH.trucks}`}>
                  Trucks
                </FleetLink>
              </Empty>
            )}
          </>
        )}
      </FleetGate>
    </div>
  );
}
