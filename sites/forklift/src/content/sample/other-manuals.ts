// The sections of a series' operator's manual (with the free display codes), parts manual (exploded views and parts
// tables) and electrical schematics (diagrams and the connector index).
import { codeEntry } from './code-entry';
import type { CodeDraft } from './codes';
import { capitalise } from './codes';
import { explodedView } from './drawings';
import type { Section } from './layout';
import { chunkTable, revisionSection, serialText, type Revision, type SeriesContext } from './manual-context';
import { wiringFigures } from './service-manual';

export function operatorSections(ctx: SeriesContext, codes: readonly CodeDraft[], history: readonly Revision[]): Section[] {
  const { brand, series } = ctx;
  const electric = series.fuelTypes.includes('electric');
  return [
    {
      title: '1 Safety rules',
      groups: [
        'Only trained and authorised operators may drive the truck. Read this manual before the first shift.',
        'Wear the seat belt whenever the truck has one. Never carry passengers or lift people on the forks.',
        'Travel with the forks 150 mm above the floor and the mast tilted back. Look in the direction of travel.',
        'Never stand or walk under raised forks, and never reach through the mast.',
        electric
          ? 'Charge the battery only in the charging area, with the charger plug and the truck connector kept dry.'
          : 'Refuel only in the fuelling area with the engine off; close the LPG cylinder valve before changing cylinders.',
        'Report any damage, leak or warning on the display to your supervisor and do not use a faulty truck.',
      ].map((text) => ({ blocks: [{ type: 'para', text }] })),
    },
    {
      title: '2 Controls and display',
      groups: [
        {
          blocks: [
            {
              type: 'table',
              columns: ['Control', 'Use'],
              widths: [0.35, 0.65],
              rows: [
                ['Key switch', 'Turns the truck on; the display runs a self-test for 2 s.'],
                ['Direction lever', 'Forward, neutral, reverse; select neutral before leaving the seat.'],
                ['Accelerator pedal', 'Travel speed; release to slow down with regenerative braking.'],
                ['Lift lever', 'Raise and lower the forks; lowering speed follows the lever.'],
                ['Tilt lever', 'Tilt the mast forward and back.'],
                ['Parking brake', 'Apply whenever the truck is parked.'],
                ['Horn button', 'Sound before corners, doors and when reversing.'],
              ],
            },
          ],
        },
        {
          blocks: [
            {
              type: 'para',
              text: `When the truck detects a fault, the display shows a code. ${brand.name} codes look like ${brand.codeExample}: ${brand.codeFormat}`,
            },
          ],
        },
      ],
    },
    {
      title: '3 Daily checks',
      groups: [
        {
          blocks: [
            {
              type: 'table',
              columns: ['Check', 'What good looks like'],
              widths: [0.4, 0.6],
              rows: [
                ['Tyres and wheel nuts', 'No cuts or chunks missing, nuts all present'],
                ['Forks and chains', 'No cracks, chains evenly tight and lubricated'],
                ['Hydraulic leaks', 'No fresh oil under the truck or on the mast'],
                [
                  electric ? 'Battery charge and connector' : 'Fuel level and engine oil',
                  electric ? 'Charged, connector clean and locked' : 'Between the marks',
                ],
                ['Seat switch and belt', 'Truck will not drive without an operator seated'],
                ['Brakes and steering', 'Firm pedal, truck holds on a ramp, steering smooth'],
                ['Horn, lights and alarm', 'All work'],
              ],
            },
          ],
        },
      ],
    },
    {
      title: '4 Display codes and basic troubleshooting',
      groups: [
        {
          blocks: [
            {
              type: 'para',
              text: `These are the codes an operator or first-line technician can clear. For serial numbers ${serialText(Math.min(...ctx.models.map((m) => m.serialFrom)), null)}; other codes need the service manual.`,
            },
          ],
        },
        ...codes.map(codeEntry),
      ],
    },
    revisionSection(history),
  ];
}

export function partsSections(ctx: SeriesContext, history: readonly Revision[]): Section[] {
  const { brand, series, models, random } = ctx;
  const serials = serialText(Math.min(...models.map((m) => m.serialFrom)), null);
  const sections: Section[] = [
    {
      title: 'How to use this parts manual',
      groups: [
        {
          blocks: [
            {
              type: 'para',
              text: `Find the assembly, note the item number in its exploded view, then read the part number for the serial number of the truck from the table beside it. This manual covers ${brand.name} ${series.name}, serial numbers ${serials}.`,
            },
          ],
        },
        {
          blocks: [
            {
              type: 'para',
              text: 'Order parts by part number, never by item number: item numbers only apply to the figure they appear in.',
            },
          ],
        },
      ],
    },
  ];
  ctx.systems.forEach((system, figure) => {
    const parts = system.parts.slice(0, 6);
    const items = parts.flatMap((part, i) => [
      { item: i * 2 + 1, description: capitalise(part.component.name), kind: part.component.kind },
      {
        item: i * 2 + 2,
        description: `Bolt kit, ${capitalise(part.component.name).split(' ')[0] ?? 'part'} mounting`,
        kind: 'fastener' as const,
      },
    ]);
    const rows = items.map((item) => {
      const number = `${brand.partPrefix}-${String(1000 + ctx.seriesIndex * 1000 + figure * 40 + item.item).padStart(5, '0')}-${random.int(10, 99)}`;
      const effectivity = item.item % 5 === 0 ? `${models[0]?.serialFrom ?? 0}-${(models[0]?.serialFrom ?? 0) + 1499}` : 'all';
      return [String(item.item), number, item.description.slice(0, 44), String(item.item % 2 === 0 ? random.int(2, 6) : 1), effectivity];
    });
    sections.push({
      title: `Fig. ${figure + 1} ${system.name} assembly`,
      groups: [
        {
          blocks: [
            {
              type: 'figure',
              height: 330,
              caption: `Fig. ${figure + 1}: ${system.name} assembly, exploded view`,
              draw: explodedView(`${series.name} ${system.name}`, items),
            },
          ],
        },
        {
          blocks: [
            {
              type: 'table',
              columns: ['Item', 'Part number', 'Description', 'Qty', 'Serial numbers'],
              widths: [0.08, 0.22, 0.46, 0.07, 0.17],
              rows,
            },
          ],
        },
      ],
    });
  });
  sections.push(revisionSection(history));
  return sections;
}

export function wiringSections(ctx: SeriesContext, history: readonly Revision[]): Section[] {
  const { series } = ctx;
  const index = ctx.parts.map((part) => [
    part.connector,
    capitalise(part.component.name).slice(0, 40),
    capitalise(part.controller).slice(0, 28),
    part.component.location.slice(0, 40),
  ]);
  return [
    {
      title: 'Reading the diagrams',
      groups: [
        {
          blocks: [
            {
              type: 'para',
              text: `The diagrams show each circuit of the ${series.name} with the controller on the left and the parts on the right. Connector names are printed at each housing; wire labels give the harness, the colour and the cross-section in mm².`.replace(
                'mm²',
                'square millimetres',
              ),
            },
          ],
        },
        {
          blocks: [
            {
              type: 'table',
              columns: ['Code', 'Colour', 'Code', 'Colour'],
              widths: [0.2, 0.3, 0.2, 0.3],
              rows: [
                ['BK', 'Black', 'RD', 'Red'],
                ['BU', 'Blue', 'WH', 'White'],
                ['GN', 'Green', 'YE', 'Yellow'],
                ['BN', 'Brown', 'VT', 'Violet'],
              ],
            },
          ],
        },
        { blocks: [{ type: 'para', text: 'Disconnect the battery and apply lockout/tagout before unplugging any connector shown here.' }] },
      ],
    },
    { title: 'Circuit diagrams', groups: wiringFigures(ctx, 'Diagram') },
    {
      title: 'Connector index',
      groups: chunkTable(
        {
          blocks: [
            { type: 'table', columns: ['Connector', 'Part', 'Controller', 'Location'], widths: [0.12, 0.34, 0.24, 0.3], rows: index },
          ],
        },
        45,
      ),
    },
    revisionSection(history),
  ];
}
