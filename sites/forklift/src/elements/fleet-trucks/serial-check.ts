// What the add-truck form says about a serial number as it is typed: inside a model's range of the chosen series
// (and which model), outside every known range (saved with a warning, as the server does), or not a number we can
// compare. The server decides what is stored (`serial_in_range`); this is the early hint.
import { serialNumeric } from '../../fleets/csv';
import type { Catalog } from '../fleet-common/types';

export type SerialCheck =
  { kind: 'none' } | { kind: 'in-range'; modelId: string; modelName: string } | { kind: 'out-of-range'; ranges: string };

const rangeText = (from: number, to: number | null) => (to === null ? `${from}-UP` : `${from}–${to}`);

export function checkSerial(catalog: Pick<Catalog, 'models'>, seriesId: string, serial: string): SerialCheck {
  const value = serialNumeric(serial);
  const models = catalog.models.filter((model) => model.seriesId === seriesId);
  if (value === null || models.length === 0) return { kind: 'none' };
  const match = models.find((model) => value >= model.serialFrom && (model.serialTo === null || value <= model.serialTo));
  if (match) return { kind: 'in-range', modelId: match.id, modelName: match.name };
  return { kind: 'out-of-range', ranges: models.map((model) => `${model.name} ${rangeText(model.serialFrom, model.serialTo)}`).join(', ') };
}
