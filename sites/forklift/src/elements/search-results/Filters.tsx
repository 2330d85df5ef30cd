/** The results' filters: brand, series (of the brand), fuel type, system and the truck's serial number. */
import { useEffect, useState } from 'react';
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

export function Filters({ api, values, onChange }: FiltersProps) {
  const [brands, setBrands] = useState<Option[]>([]);
  const [series, setSeries] = useState<Option[]>([]);
  const [fuels, setFuels] = useState<Option[]>([]);
  const [systems, setSystems] = useState<Option[]>([]);
  const [serial, setSerial] = useState(values.serial);
  useEffect(() => setSerial(values.serial), [values.serial]);
  useEffect(() => {
    void api.options('brands').then(setBrands, () => setBrands([]));
    void api.options('fuel_types').then(setFuels, () => setFuels([]));
    void api.options('systems').then(setSystems, () => setSystems([]));
  }, [api]);
  useEffect(() => {
    if (!values.brand) return setSeries([]);
    void api.options('series', values.brand).then(setSeries, () => setSeries([]));
  }, [api, values.brand]);

  const select = (label: string, key: keyof FilterValues, options: Option[], all: string, disabled = false) => (
    <label className="fsr-filter">
      <span>{label}</span>
      <select
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
    </label>
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
      <label className="fsr-filter">
        <span>Serial number</span>
        <input
          inputMode="numeric"
          value={serial}
          placeholder="e.g. 40512"
          onChange={(event) => setSerial(event.target.value)}
          onBlur={() => serial !== values.serial && onChange({ ...values, serial: serial.replace(/\D/g, '') })}
        />
      </label>
    </form>
  );
}
