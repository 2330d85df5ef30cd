// The five fictional brands of the sample library: catalogue facts, series and models, and how each writes its codes.
import type { FuelType, SampleBrand } from './types';

export interface SeriesSpec {
  id: string;
  name: string;
  truckType: string;
  fuelTypes: FuelType[];
  yearFrom: number;
  yearTo: number | null;
  description: string;
  /** Model name, fuel type, rated capacity (kg). */
  models: Array<[string, FuelType, number]>;
  /** First serial number of the series; models follow in blocks. */
  serialBase: number;
  /** Nominal system voltage (battery for electric trucks, 12 V for engine trucks). */
  volts: number;
}

export interface BrandSpec extends Omit<SampleBrand, 'sortOrder'> {
  /** Prefix of connector names on this brand's drawings (CN12, P23, X4, J15, XS7). */
  connectorPrefix: string;
  /** Part number pattern: the brand's prefix before the numeric part. */
  partPrefix: string;
  series: SeriesSpec[];
}

export const SYSTEMS: ReadonlyArray<{ id: string; name: string }> = [
  { id: 'hydraulics', name: 'Hydraulics' },
  { id: 'electrical', name: 'Electrical' },
  { id: 'drive', name: 'Drive / transmission' },
  { id: 'engine', name: 'Engine / motor' },
  { id: 'brakes', name: 'Brakes' },
  { id: 'steering', name: 'Steering' },
  { id: 'mast', name: 'Mast / lift' },
  { id: 'operator-presence', name: 'Operator presence' },
  { id: 'battery', name: 'Battery / charging' },
  { id: 'can-network', name: 'Controllers / CAN network' },
];

export const FUEL_TYPES: ReadonlyArray<{ id: FuelType; name: string }> = [
  { id: 'electric', name: 'Electric' },
  { id: 'lpg', name: 'LPG' },
  { id: 'diesel', name: 'Diesel' },
  { id: 'gasoline', name: 'Gasoline' },
  { id: 'cng-dual', name: 'CNG / dual fuel' },
];

export const BRANDS: readonly BrandSpec[] = [
  {
    id: 'c-monarch',
    name: 'C-Monarch',
    tagline: 'Electric and engine counterbalance trucks, reach trucks, pallet trucks and stackers',
    description:
      'C-Monarch builds electric and engine-powered counterbalance trucks (2.0–6.0 t), stand-on reach trucks, and pallet trucks and stackers. Its controllers report faults as an E-number on the dash display.',
    codeFormat: 'E- followed by three digits; the first digit names the system (1 hydraulics … 9 CAN network).',
    codeExample: 'E-212',
    codePattern: '^E-[1-9][0-9]{2}$',
    connectorPrefix: 'CN',
    partPrefix: 'CM',
    series: [
      {
        id: 'c-monarch-cx',
        name: 'CX Series',
        truckType: 'Four-wheel electric counterbalance',
        fuelTypes: ['electric'],
        yearFrom: 2016,
        yearTo: null,
        description: '80 V AC drive, 2.0–3.5 t, dual traction motors.',
        models: [
          ['CX20', 'electric', 2000],
          ['CX25', 'electric', 2500],
          ['CX30', 'electric', 3000],
          ['CX35', 'electric', 3500],
        ],
        serialBase: 40500,
        volts: 80,
      },
      {
        id: 'c-monarch-cg',
        name: 'CG Series',
        truckType: 'Pneumatic-tyre engine counterbalance',
        fuelTypes: ['lpg', 'gasoline', 'cng-dual'],
        yearFrom: 2012,
        yearTo: 2023,
        description: '2.4 L spark-ignition engine, powershift transmission, 4.0–6.0 t.',
        models: [
          ['CG40L', 'lpg', 4000],
          ['CG50L', 'lpg', 5000],
          ['CG50G', 'gasoline', 5000],
          ['CG60D', 'cng-dual', 6000],
        ],
        serialBase: 71200,
        volts: 12,
      },
      {
        id: 'c-monarch-cr',
        name: 'CR Series',
        truckType: 'Stand-on reach truck',
        fuelTypes: ['electric'],
        yearFrom: 2018,
        yearTo: null,
        description: '48 V reach trucks with 10.5 m lift and tilting forks.',
        models: [
          ['CR14', 'electric', 1400],
          ['CR16', 'electric', 1600],
          ['CR20', 'electric', 2000],
        ],
        serialBase: 88000,
        volts: 48,
      },
      {
        id: 'c-monarch-cp',
        name: 'CP Series',
        truckType: 'Pallet truck and stacker',
        fuelTypes: ['electric'],
        yearFrom: 2019,
        yearTo: null,
        description: '24 V walkie and rider pallet trucks and stackers.',
        models: [
          ['CP20W', 'electric', 2000],
          ['CP25R', 'electric', 2500],
          ['CP16S', 'electric', 1600],
        ],
        serialBase: 12000,
        volts: 24,
      },
    ],
  },
  {
    id: 'r-raynet',
    name: 'R-Raynet',
    tagline: 'Counterbalance trucks: LPG and gasoline cushion-tyre, electric, and pneumatic-tyre diesel',
    description:
      'R-Raynet builds counterbalance trucks from 1.5 to 7.0 t: LPG and gasoline cushion-tyre trucks, three- and four-wheel electric trucks, and pneumatic-tyre diesel trucks. They report faults as a two-part group-item number on the multifunction display, with the master warning lamp lit.',
    codeFormat: 'Two two-digit numbers separated by a dash: the group (01 hydraulics … 10 CAN network), then the item.',
    codeExample: '01-01',
    codePattern: '^[0-9]{2}-[0-9]{2}$',
    connectorPrefix: 'P',
    partPrefix: 'RN',
    series: [
      {
        id: 'r-raynet-rn7',
        name: 'RN-7 Series',
        truckType: 'Cushion-tyre engine counterbalance',
        fuelTypes: ['lpg', 'gasoline'],
        yearFrom: 2014,
        yearTo: null,
        description: 'LPG and gasoline cushion trucks, 1.5–3.0 t, with the stability control system.',
        models: [
          ['7RN15', 'lpg', 1500],
          ['7RN20', 'lpg', 2000],
          ['7RN25G', 'gasoline', 2500],
          ['7RN30', 'lpg', 3000],
        ],
        serialBase: 20010,
        volts: 12,
      },
      {
        id: 'r-raynet-re8',
        name: 'RE-8 Series',
        truckType: 'Three- and four-wheel electric counterbalance',
        fuelTypes: ['electric'],
        yearFrom: 2017,
        yearTo: null,
        description: '48 V and 80 V AC trucks with regenerative braking.',
        models: [
          ['8RE13', 'electric', 1300],
          ['8RE18', 'electric', 1800],
          ['8RE25', 'electric', 2500],
        ],
        serialBase: 60001,
        volts: 48,
      },
      {
        id: 'r-raynet-rd',
        name: 'RD Series',
        truckType: 'Pneumatic-tyre diesel counterbalance',
        fuelTypes: ['diesel'],
        yearFrom: 2011,
        yearTo: 2022,
        description: 'Diesel trucks 3.5–7.0 t with a torque-converter transmission and wet disc brakes.',
        models: [
          ['RD35', 'diesel', 3500],
          ['RD50', 'diesel', 5000],
          ['RD70', 'diesel', 7000],
        ],
        serialBase: 33500,
        volts: 12,
      },
    ],
  },
  {
    id: 't-sensei',
    name: 'T-Sensei',
    tagline: 'Counterbalance trucks: three-wheel electric, diesel, and LPG / CNG dual fuel',
    description:
      'T-Sensei builds counterbalance trucks from 1.3 to 5.0 t: three-wheel electric, hydrostatic diesel and LPG / CNG dual-fuel trucks. They show an AL alarm number on the operator display and store the last 64 alarms with hour-meter readings.',
    codeFormat: 'AL, a space, and an alarm number of one to three digits.',
    codeExample: 'AL 23',
    codePattern: '^AL [0-9]{1,3}$',
    connectorPrefix: 'X',
    partPrefix: 'TS',
    series: [
      {
        id: 't-sensei-tse',
        name: 'TS-E Series',
        truckType: 'Three-wheel electric counterbalance',
        fuelTypes: ['electric'],
        yearFrom: 2015,
        yearTo: null,
        description: '48 V three-wheel trucks, 1.3–2.0 t, with a dual-drive front axle.',
        models: [
          ['TSE13', 'electric', 1300],
          ['TSE16', 'electric', 1600],
          ['TSE20', 'electric', 2000],
        ],
        serialBase: 51000,
        volts: 48,
      },
      {
        id: 't-sensei-tsd',
        name: 'TS-D Series',
        truckType: 'Diesel counterbalance',
        fuelTypes: ['diesel'],
        yearFrom: 2013,
        yearTo: null,
        description: 'Diesel trucks 2.0–5.0 t with hydrostatic drive.',
        models: [
          ['TSD20', 'diesel', 2000],
          ['TSD30', 'diesel', 3000],
          ['TSD50', 'diesel', 5000],
        ],
        serialBase: 27000,
        volts: 12,
      },
      {
        id: 't-sensei-tsg',
        name: 'TS-G Series',
        truckType: 'LPG / CNG dual-fuel counterbalance',
        fuelTypes: ['lpg', 'cng-dual'],
        yearFrom: 2016,
        yearTo: null,
        description: 'Spark-ignition trucks 1.8–3.5 t running on LPG or CNG.',
        models: [
          ['TSG18', 'lpg', 1800],
          ['TSG25', 'lpg', 2500],
          ['TSG35C', 'cng-dual', 3500],
        ],
        serialBase: 43000,
        volts: 12,
      },
    ],
  },
  {
    id: 'h-brick',
    name: 'H-Brick',
    tagline: 'Heavy diesel and electric counterbalance trucks, mid-size LPG trucks and container handlers',
    description:
      'H-Brick builds heavy diesel (8–16 t) and electric (5–9 t) counterbalance trucks, 2.5–3.5 t LPG and diesel yard trucks, and container handlers up to 45 t. Its engine and vehicle controllers report J1939-style diagnostic codes: a suspect parameter number (SPN) and a failure mode identifier (FMI).',
    codeFormat: 'SPN, the suspect parameter number, FMI and the failure mode identifier (0–31), separated by spaces.',
    codeExample: 'SPN 520 FMI 3',
    codePattern: '^SPN [0-9]{1,6} FMI [0-9]{1,2}$',
    connectorPrefix: 'J',
    partPrefix: 'HB',
    series: [
      {
        id: 'h-brick-h80',
        name: 'H80–H160 Titan',
        truckType: 'Heavy diesel counterbalance',
        fuelTypes: ['diesel'],
        yearFrom: 2010,
        yearTo: null,
        description: '8–16 t diesel trucks with a Tier 4 engine and wet brakes.',
        models: [
          ['H80T', 'diesel', 8000],
          ['H120T', 'diesel', 12000],
          ['H160T', 'diesel', 16000],
        ],
        serialBase: 90100,
        volts: 24,
      },
      {
        id: 'h-brick-h25',
        name: 'H25–H35 Mid',
        truckType: 'Pneumatic-tyre LPG counterbalance',
        fuelTypes: ['lpg', 'diesel'],
        yearFrom: 2015,
        yearTo: null,
        description: 'LPG and diesel trucks 2.5–3.5 t for yard work.',
        models: [
          ['H25L', 'lpg', 2500],
          ['H30L', 'lpg', 3000],
          ['H35D', 'diesel', 3500],
        ],
        serialBase: 15400,
        volts: 12,
      },
      {
        id: 'h-brick-he',
        name: 'HE Electric',
        truckType: 'Heavy electric counterbalance',
        fuelTypes: ['electric'],
        yearFrom: 2020,
        yearTo: null,
        description: '80 V lithium-ion trucks 5–9 t with permanent-magnet motors.',
        models: [
          ['HE50', 'electric', 5000],
          ['HE70', 'electric', 7000],
          ['HE90', 'electric', 9000],
        ],
        serialBase: 70010,
        volts: 80,
      },
      {
        id: 'h-brick-ch',
        name: 'CH Container Handler',
        truckType: 'Laden and empty container handler',
        fuelTypes: ['diesel'],
        yearFrom: 2012,
        yearTo: null,
        description: 'Container handlers up to 45 t with a top-lift spreader.',
        models: [
          ['CH9E', 'diesel', 9000],
          ['CH45F', 'diesel', 45000],
        ],
        serialBase: 5200,
        volts: 24,
      },
    ],
  },
  {
    id: 'u-stitch',
    name: 'U-Stitch',
    tagline: 'Electric counterbalance trucks, stackers and very-narrow-aisle turret trucks',
    description:
      'U-Stitch builds four-wheel electric counterbalance trucks, pedestrian and platform stackers, and man-up very-narrow-aisle turret trucks. Its controllers show an F-code on the display: the function group, a dot and the fault number within the group.',
    codeFormat: 'F, the function group (1–9), a dot and the fault number (1–99).',
    codeExample: 'F3.4',
    codePattern: '^F[1-9]\\.[0-9]{1,2}$',
    connectorPrefix: 'XS',
    partPrefix: 'US',
    series: [
      {
        id: 'u-stitch-ue',
        name: 'U-Line E20–E35',
        truckType: 'Four-wheel electric counterbalance',
        fuelTypes: ['electric'],
        yearFrom: 2018,
        yearTo: null,
        description: '48 V and 80 V counterbalance trucks with lithium-ion options.',
        models: [
          ['UE20', 'electric', 2000],
          ['UE25', 'electric', 2500],
          ['UE35', 'electric', 3500],
        ],
        serialBase: 30100,
        volts: 80,
      },
      {
        id: 'u-stitch-us',
        name: 'U-Stack S12–S16',
        truckType: 'Pedestrian and platform stacker',
        fuelTypes: ['electric'],
        yearFrom: 2019,
        yearTo: null,
        description: '24 V stackers with initial lift and proportional lowering.',
        models: [
          ['US12', 'electric', 1200],
          ['US14', 'electric', 1400],
          ['US16P', 'electric', 1600],
        ],
        serialBase: 8800,
        volts: 24,
      },
      {
        id: 'u-stitch-ut',
        name: 'U-Turn VNA',
        truckType: 'Very-narrow-aisle turret truck',
        fuelTypes: ['electric'],
        yearFrom: 2017,
        yearTo: null,
        description: '80 V man-up turret trucks with wire guidance and 14 m lift.',
        models: [
          ['UT15', 'electric', 1500],
          ['UT20', 'electric', 2000],
        ],
        serialBase: 4100,
        volts: 80,
      },
    ],
  },
];
