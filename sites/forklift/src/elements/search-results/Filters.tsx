/**
 * The results' filters: brand, series (of the brand), fuel type, system and the truck's serial number. In place on
 * wide screens, in the filter sheet on a phone (mounted as it opens: the option lists are read once per visit).
 */
import { useEffect, useId, useState } from 'react';
import type { PortalApi } from '../../search/portal-api';

export interface FilterValues {
  brand: string;
  series: string;
  fuelType: string;
  system: string;
  serial: string;
}

interface Option {
  id: string;
  name: string;
}

export interface FiltersProps {
  api: PortalApi;
  values: FilterValues;
  onChange(values: FilterValues): void;
}

type Table = Parameters<PortalApi['options']>[0];
const optionLists = new Map<string, Promise<Option[]>>();

/** A catalogue list, read once per visit (a failed read is tried again next time). */
function optionsOf(api: PortalApi, table: Table, brand?: string): Promise<Option[]> {
  const key = `${table}:${brand ?? ''}`;
  let list = optionLists.get(key);
  if (list === undefined) {
    list = api.options(table, brand);
    optionLists.set(key, list);
    list.catch(() => optionLists.delete(key));
  }
  return list;
}

/** The chosen filters in words ("C-Monarch · CX Series · LPG · serial 40512"), for the phone's filter row. */
export function useChosenNames(api: PortalApi, values: FilterValues): string[] {
  const [names, setNames] = useState<string[]>([]);
  const key = JSON.stringify(values);
  useEffect(() => {
    const chosen = JSON.parse(key) as FilterValues;
    let live = true;
    const nameIn = async (table: Table, id: string, brand?: string) =>
      id ? ((await optionsOf(api, table, brand).catch(() => [])).find((option) => option.id === id)?.name ?? id) : '';
    void Promise.all([
      nameIn('brands', chosen.brand),
      nameIn('series', chosen.series, chosen.brand),
      nameIn('fuel_types', chosen.fuelType),
      nameIn('systems', chosen.system),
    ]).then((found) => live && setNames([...found, chosen.serial ? `serial ${chosen.serial}` : ''].filter(Boolean)));
    return () => {
      live = false;
    };
  }, [api, key]);
  return names;
}

export function Filters({ api, values, onChange }: FiltersProps) {
  const [brands, setBrands] = useState<Option[]>([]);
  const [series, setSeries] = useState<Option[]>([]);
  const [fuels, setFuels] = useState<Option[]>([]);
  const [systems, setSystems] = useState<Option[]>([]);
  const id = useId();
  const [serial, setSerial] = useState(values.serial);
  useEffect(() => setSerial(values.serial), [values.serial]);
  useEffect(() => {
    void optionsOf(api, 'brands').then(setBrands, () => setBrands([]));
    void optionsOf(api, 'fuel_types').then(setFuels, () => setFuels([]));
    void optionsOf(api, 'systems').then(setSystems, () => setSystems([]));
  }, [api]);
  useEffect(() => {
    if (!values.brand) return setSeries([]);
    void optionsOf(api, 'series', values.brand).then(setSeries, () => setSeries([]));
  }, [api, values.brand]);

  const select = (label: string, key: keyof FilterValues, options: Option[], all: string, disabled = false) => (
    <div className="fsr-filter">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <select
        id={`${id}-${key}`}
        value={values[key]}
        disabled={disabled}
        onChange={(event) => onChange({ ...values, [key]: event.target.value, ...(key === 'brand' ? { series: '' } : {}) })}
      >
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form
      className="fsr-filters"
      aria-label="Filter results"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ ...values, serial: serial.replace(/\D/g, '') });
      }}
    >
      {select('Brand', 'brand', brands, 'All brands')}
      {select('Series', 'series', series, values.brand ? 'All series' : 'Pick a brand first', !values.brand)}
      {select('Fuel', 'fuelType', fuels, 'Any fuel')}
      {select('System', 'system', systems, 'Any system')}
      <div className="fsr-filter">
        <label htmlFor={`${id}-serial`}>Serial number</label>
        <input
          id={`${id}-serial`}
          inputMode="numeric"
          value={serial}
          placeholder="e.g. 40512"
          onChange={(event) => setSerial(event.target.value)}
          onBlur={() => serial !== values.serial && onChange({ ...values, serial: serial.replace(/\D/g, '') })}
        />
      </div>
    </form>
  );
}
