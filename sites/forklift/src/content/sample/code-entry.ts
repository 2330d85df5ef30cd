// How a manual prints one error code: the entry a technician reads, whose sentences the code's details quote.
import type { CodeDraft } from './codes';
import type { Group } from './layout';

const SYSTEM_NAMES: Record<string, string> = {
  hydraulics: 'Hydraulics',
  electrical: 'Electrical',
  drive: 'Drive / transmission',
  engine: 'Engine / motor',
  brakes: 'Brakes',
  steering: 'Steering',
  mast: 'Mast / lift',
  'operator-presence': 'Operator presence',
  battery: 'Battery / charging',
  'can-network': 'CAN network',
};

export function codeEntry(draft: CodeDraft): Group {
  const size = 8.5;
  return {
    key: draft.key,
    blocks: [
      { type: 'heading', text: `${draft.code}  ${draft.title}`, level: 2 },
      {
        type: 'para',
        size,
        bold: true,
        text: `Severity: ${draft.severity.toUpperCase()} | Controller: ${draft.controller} | System: ${SYSTEM_NAMES[draft.systemId] ?? draft.systemId} | Connector: ${draft.connectors.join(', ')}`,
      },
      { type: 'para', size, text: `Symptoms: ${draft.symptoms}` },
      { type: 'para', size, text: `Setting condition: ${draft.triggerCondition}` },
      { type: 'para', size, text: `Effect on the truck: ${draft.effect}` },
      { type: 'para', size, text: `WARNING: ${draft.safety}` },
      { type: 'para', size, bold: true, text: 'Likely causes, most likely first:' },
      ...draft.causes.map((cause, index) => ({ type: 'para' as const, size, indent: 10, text: `${index + 1}. ${cause}` })),
      { type: 'para', size, bold: true, text: 'Checks:' },
      ...draft.checks.map((check, index) => ({
        type: 'para' as const,
        size,
        indent: 10,
        text: `Step ${index + 1}: ${check.text} Expected: ${check.expected}.`,
      })),
      { type: 'para', size, text: `Remedy: ${draft.remedy}` },
    ],
  };
}
