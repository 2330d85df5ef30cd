// Planned maintenance by hour-meter interval, as the sample manuals print it: the operator's manual carries the
// operator's 50 h and 250 h checks, the service manual the technician's 500 h, 1,000 h and 2,000 h work. Each interval
// is one table kept on one page, so every task row can cite the page that prints it (maintenance_tasks).
import type { Group, Section } from './layout';
import type { SeriesContext } from './manual-context';
import { sampleUuid } from './random';
import type { FuelType, SampleMaintenanceTask } from './types';

type Action = SampleMaintenanceTask['action'];
type Applies = 'all' | 'electric' | 'engine' | readonly FuelType[];

interface Item {
  hours: number;
  system: string;
  action: Action;
  task: string;
  applies: Applies;
}

const ENGINE_FUELS: readonly FuelType[] = ['lpg', 'diesel', 'gasoline', 'cng-dual'];

const OPERATOR_ITEMS: readonly Item[] = [
  { hours: 50, system: 'battery', action: 'check', task: 'Battery electrolyte level and cell connectors', applies: 'electric' },
  { hours: 50, system: 'engine', action: 'check', task: 'Engine oil and coolant level, fan belt tension', applies: 'engine' },
  { hours: 50, system: 'mast', action: 'lubricate', task: 'Lift chains and mast rollers', applies: 'all' },
  { hours: 50, system: 'brakes', action: 'test', task: 'Service and parking brake holding on a ramp', applies: 'all' },
  { hours: 250, system: 'hydraulics', action: 'check', task: 'Hydraulic oil level and hose condition', applies: 'all' },
  { hours: 250, system: 'battery', action: 'clean', task: 'Battery top, terminals and charger plug', applies: 'electric' },
  { hours: 250, system: 'engine', action: 'clean', task: 'Air filter element and radiator fins', applies: 'engine' },
  { hours: 250, system: 'steering', action: 'check', task: 'Tyres, wheel nuts and steer axle play', applies: 'all' },
];

const SERVICE_ITEMS: readonly Item[] = [
  { hours: 500, system: 'engine', action: 'replace', task: 'Engine oil and oil filter', applies: 'engine' },
  { hours: 500, system: 'electrical', action: 'check', task: 'Contactor tips and main power cables', applies: 'electric' },
  { hours: 500, system: 'mast', action: 'adjust', task: 'Lift chain tension and wear (max 2 % stretch)', applies: 'all' },
  { hours: 500, system: 'brakes', action: 'check', task: 'Brake lining wear and pedal free play', applies: 'all' },
  { hours: 1000, system: 'hydraulics', action: 'replace', task: 'Hydraulic return filter and tank breather', applies: 'all' },
  { hours: 1000, system: 'engine', action: 'replace', task: 'Spark plugs and ignition leads', applies: ['lpg', 'gasoline', 'cng-dual'] },
  { hours: 1000, system: 'engine', action: 'replace', task: 'Fuel filter and water separator', applies: ['diesel'] },
  { hours: 1000, system: 'drive', action: 'check', task: 'Drive unit oil level and motor mounts', applies: 'all' },
  { hours: 2000, system: 'hydraulics', action: 'replace', task: 'Hydraulic oil and suction strainer', applies: 'all' },
  { hours: 2000, system: 'drive', action: 'replace', task: 'Drive axle or gearbox oil', applies: 'all' },
  {
    hours: 2000,
    system: 'engine',
    action: 'replace',
    task: 'Coolant, thermostat and LPG regulator diaphragm',
    applies: ['lpg', 'cng-dual'],
  },
  { hours: 2000, system: 'can-network', action: 'test', task: 'Controller fault log read-out and software level', applies: 'all' },
];

const SYSTEM_NAMES: Record<string, string> = {
  hydraulics: 'Hydraulics',
  electrical: 'Electrical',
  drive: 'Drive',
  engine: 'Engine',
  brakes: 'Brakes',
  steering: 'Steering',
  mast: 'Mast / lift',
  battery: 'Battery',
  'can-network': 'Controllers',
};

/** The item's fuel types within the series: [] = every fuel of the series, null = not for this series. */
function fuelsFor(item: Item, seriesFuels: readonly FuelType[]): FuelType[] | null {
  if (item.applies === 'all') return [];
  const wanted = item.applies === 'electric' ? ['electric'] : item.applies === 'engine' ? ENGINE_FUELS : item.applies;
  const fuels = seriesFuels.filter((fuel) => wanted.includes(fuel));
  if (fuels.length === 0) return null;
  return fuels.length === seriesFuels.length ? [] : fuels;
}

export interface MaintenancePlan {
  section: Section;
  /** The task rows once the manual is laid out: pass the manual's id and its group → page map. */
  tasks(manualId: string, groupPages: ReadonlyMap<string, number>): SampleMaintenanceTask[];
}

export function maintenancePlan(ctx: SeriesContext, level: 'operator' | 'service', number: number): MaintenancePlan {
  const { series, brand } = ctx;
  const items = (level === 'operator' ? OPERATOR_ITEMS : SERVICE_ITEMS).flatMap((item) => {
    const fuels = fuelsFor(item, series.fuelTypes);
    return fuels === null ? [] : [{ item, fuels }];
  });
  const intervals = [...new Set(items.map(({ item }) => item.hours))];
  const row = (item: Item, fuels: FuelType[]) => [
    String(item.hours),
    SYSTEM_NAMES[item.system] ?? item.system,
    fuels.length > 0 ? `${item.task} (${fuels.map((f) => f.toUpperCase()).join('/')})` : item.task,
    item.action,
  ];
  const groups: Group[] = [
    {
      blocks: [
        {
          type: 'para',
          text:
            level === 'operator'
              ? `Planned maintenance of the ${brand.name} ${series.name} by hour meter: the operator's checks below; the technician's service every 500 hours is in the service manual. Record each service with the hour meter reading.`
              : `Planned maintenance of the ${series.name} by hour meter. Each interval includes the work of the shorter ones. Work to the hour meter, or every three months for the 500 h service when a truck runs fewer hours.`,
        },
      ],
    },
    ...intervals.map((hours): Group => ({
      key: `maintenance:${hours}`,
      blocks: [
        { type: 'heading', text: `Every ${hours.toLocaleString('en')} hours`, level: 2 },
        {
          type: 'table',
          columns: ['Hours', 'System', 'Task', 'Action'],
          widths: [0.1, 0.16, 0.6, 0.14],
          rows: items.filter(({ item }) => item.hours === hours).map(({ item, fuels }) => row(item, fuels)),
        },
      ],
    })),
  ];
  return {
    section: { title: `${number} Planned maintenance`, groups },
    tasks(manualId, groupPages) {
      return items.map(({ item, fuels }, index) => {
        const page = groupPages.get(`maintenance:${item.hours}`);
        if (page === undefined) throw new Error(`maintenance table ${item.hours} h was not printed`);
        return {
          id: sampleUuid(`maintenance:${manualId}:${item.hours}:${item.task}`),
          manualId,
          pageNumber: page,
          brandId: brand.id,
          seriesId: series.id,
          fuelTypes: fuels,
          intervalHours: item.hours,
          systemId: item.system,
          task: row(item, fuels)[2] as string,
          action: item.action,
          quote: row(item, fuels).join(' | '),
          sortOrder: index,
        };
      });
    },
  };
}
