// The sections of a series' service manual: general information, specifications, procedures by system, wiring
// diagrams, the premium diagnostic codes and the revision history. `extended` writes procedures per model group.
import { codeEntry } from './code-entry';
import type { CodeDraft } from './codes';
import { wiringDiagram } from './drawings';
import type { Group, Section } from './layout';
import { chunkTable, modelsTable, revisionSection, serialText, type Revision, type SeriesContext } from './manual-context';
import { electricalValuesTable, fluidsTable, partProcedures, torqueTable } from './procedures';

const WIRE_COLOURS = ['RD/BK', 'BK', 'BU/WH', 'GN/YE', 'YE', 'WH/RD', 'BN', 'VT'];

export function wiringFigures(ctx: SeriesContext, titlePrefix: string): Group[] {
  return ctx.systems.map((system, index) => {
    const parts = system.parts.slice(0, 8).map((part, i) => ({
      name: part.component.name,
      connector: part.connector,
      pins: [1 + (i % 4), 2 + (i % 4)] as [number, number],
      wire: `W${1 + ((index + i) % 9)} ${WIRE_COLOURS[(index + i) % WIRE_COLOURS.length]} 0.75`,
    }));
    const controller = parts.length > 0 ? (system.parts[0]?.controller ?? 'controller') : 'controller';
    return {
      blocks: [
        {
          type: 'figure',
          height: 300,
          caption: `${titlePrefix} ${index + 1}: ${system.name} circuit`,
          draw: wiringDiagram(controller, `${ctx.brand.connectorPrefix}${index + 1}`, parts),
        },
      ],
    };
  });
}

export function serviceSections(
  ctx: SeriesContext,
  codes: readonly CodeDraft[],
  history: readonly Revision[],
  extended: boolean,
): Section[] {
  const { brand, series, models, random } = ctx;
  const from = Math.min(...models.map((m) => m.serialFrom));
  const to = models.some((m) => m.serialTo === null) ? null : Math.max(...models.map((m) => m.serialTo ?? 0));
  // The long edition repeats procedures per model and serial break, as manuals covering several builds do.
  const variants = extended
    ? models.flatMap((m) => [
        `${m.name}, serial numbers ${m.serialFrom}-${m.serialFrom + 1199}`,
        `${m.name}, serial numbers ${m.serialFrom + 1200}-UP`,
      ])
    : [undefined];
  const sections: Section[] = [
    {
      title: '1 General information',
      groups: [
        {
          blocks: [
            {
              type: 'para',
              text: `This manual covers the ${brand.name} ${series.name} (${series.truckType.toLowerCase()}), effective serial numbers ${serialText(from, to)}. ${series.description}`,
            },
          ],
        },
        {
          blocks: [
            { type: 'heading', text: 'Safety', level: 2 },
            {
              type: 'para',
              text: 'Before any work, park the truck on level ground, lower the forks fully, apply the parking brake, turn the key off and remove it.',
            },
            {
              type: 'para',
              text: 'Apply lockout/tagout to the battery connector or the battery negative cable before working on electrical parts.',
            },
            {
              type: 'para',
              text: 'Never work under raised forks or a raised mast unless they are supported with blocking or chains rated for the load.',
            },
            {
              type: 'para',
              text: 'Engines, exhausts, motors and hydraulic oil get hot enough to burn; let them cool before touching them.',
            },
          ],
        },
        { blocks: [{ type: 'heading', text: 'Models and serial numbers', level: 2 }] },
        modelsTable(ctx),
        {
          blocks: [
            {
              type: 'para',
              text: `Error codes appear on the dash display. ${brand.name} writes them as: ${brand.codeFormat} Example: ${brand.codeExample}.`,
            },
          ],
        },
      ],
    },
    {
      title: '2 Specifications',
      groups: [
        { blocks: [{ type: 'heading', text: 'Electrical values', level: 2 }] },
        ...chunkTable(electricalValuesTable(ctx.parts, random), 40),
        { blocks: [{ type: 'heading', text: 'Tightening torques', level: 2 }] },
        torqueTable(series),
        { blocks: [{ type: 'heading', text: 'Fluids and capacities', level: 2 }] },
        fluidsTable(series),
      ],
    },
  ];
  ctx.systems.forEach((system, index) => {
    sections.push({
      title: `${index + 3} ${system.name}`,
      groups: [
        {
          blocks: [
            {
              type: 'para',
              text: `This chapter covers the ${system.name.toLowerCase()} parts of the ${series.name}: ${system.parts.map((p) => p.component.name).join(', ')}.`,
            },
          ],
        },
        ...variants.flatMap((variant) =>
          system.parts.flatMap((part) => partProcedures(part, series, random, variant).slice(0, extended ? 4 : 2)),
        ),
      ],
    });
  });
  sections.push({ title: `${ctx.systems.length + 3} Wiring diagrams`, groups: wiringFigures(ctx, 'Figure') });
  sections.push({
    title: `${ctx.systems.length + 4} Diagnostic trouble codes`,
    groups: [
      {
        blocks: [
          {
            type: 'para',
            text: `Each entry gives the code as the display shows it, the setting condition, what the truck does, the likely causes in order, the checks with expected values and the remedy. Work through the checks in order and stop at the first one that fails.`,
          },
        ],
      },
      ...codes.map(codeEntry),
    ],
  });
  sections.push(revisionSection(history));
  return sections;
}
