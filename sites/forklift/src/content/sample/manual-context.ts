// What every manual builder of a series needs: the brand, the series and its models, its parts with their connectors
// and controllers, and shared sections (models table, revision history).
import { SYSTEMS, type BrandSpec, type SeriesSpec } from './brands';
import { capitalise, controllerName } from './codes';
import { COMPONENTS } from './components';
import type { Group, Section } from './layout';
import type { PartFacts } from './procedures';
import type { Random } from './random';
import type { SampleModel } from './types';

export interface SeriesContext {
  brand: BrandSpec;
  series: SeriesSpec;
  seriesIndex: number;
  models: SampleModel[];
  parts: PartFacts[];
  systems: Array<{ id: string; name: string; parts: PartFacts[] }>;
  random: Random;
}

export function seriesContext(
  brand: BrandSpec,
  series: SeriesSpec,
  seriesIndex: number,
  models: SampleModel[],
  random: Random,
): SeriesContext {
  const electric = series.fuelTypes.includes('electric');
  const parts = COMPONENTS.flatMap((component, index): PartFacts[] =>
    component.on === 'all' || (component.on === 'electric') === electric
      ? [{ component, connector: `${brand.connectorPrefix}${10 + index}`, controller: controllerName(component.controller, electric) }]
      : [],
  );
  const systems = SYSTEMS.map((system) => ({ ...system, parts: parts.filter((part) => part.component.system === system.id) })).filter(
    (system) => system.parts.length > 0,
  );
  return { brand, series, seriesIndex, models, parts, systems, random };
}

export function serialText(from: number, to: number | null): string {
  return to === null ? `${from}-UP` : `${from}-${to}`;
}

export function modelsTable(ctx: SeriesContext): Group {
  const rows = ctx.models.map((model) => [
    model.name,
    capitalise(model.fuelType === 'cng-dual' ? 'CNG / dual fuel' : model.fuelType === 'lpg' ? 'LPG' : model.fuelType),
    `${model.capacityKg} kg`,
    serialText(model.serialFrom, model.serialTo),
  ]);
  return {
    blocks: [{ type: 'table', columns: ['Model', 'Fuel', 'Rated capacity', 'Serial numbers'], widths: [0.2, 0.25, 0.25, 0.3], rows }],
  };
}

export interface Revision {
  revision: string;
  date: string;
  change: string;
}

/** Revision history of a manual: `count` revisions ending at `lastDate`. */
export function revisions(ctx: SeriesContext, kind: string, count: number): Revision[] {
  const { series } = ctx;
  const changes = [
    `First edition for ${series.name}.`,
    'Corrected torque values in the specifications chapter.',
    'Added serial effectivity for the current production models.',
    'Updated troubleshooting entries after field reports.',
    'New wiring for the revised controller harness.',
    'Added lithium-ion battery information.',
  ];
  const list: Revision[] = [];
  for (let i = 0; i < count; i++) {
    const year = Math.min(series.yearFrom + i * 2, 2025);
    const month = String(1 + ((i * 5 + ctx.seriesIndex + kind.length) % 12)).padStart(2, '0');
    list.push({ revision: String(i + 1), date: `${year}-${month}-15`, change: changes[i % changes.length] as string });
  }
  return list;
}

export function revisionSection(history: readonly Revision[]): Section {
  return {
    title: 'Revision history',
    groups: [
      {
        blocks: [
          {
            type: 'para',
            text: 'Pages changed in each revision carry the revision number in their footer. Always work to the latest revision for the serial number of the truck.',
          },
        ],
      },
      {
        blocks: [
          {
            type: 'table',
            columns: ['Revision', 'Date', 'Change'],
            widths: [0.12, 0.18, 0.7],
            rows: history.map((r) => [r.revision, r.date, r.change]),
          },
        ],
      },
    ],
  };
}

/** Splits a long table group into page-sized groups. */
export function chunkTable(group: Group, size: number): Group[] {
  const block = group.blocks[0];
  if (!block || block.type !== 'table') return [group];
  const groups: Group[] = [];
  for (let i = 0; i < block.rows.length; i += size) groups.push({ blocks: [{ ...block, rows: block.rows.slice(i, i + size) }] });
  return groups;
}
