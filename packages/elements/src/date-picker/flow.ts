/**
 * Flow steps: the picker walks the visitor through views in order (default order month, year, calendar, time,
 * minutes, hours, seconds), each pick moving to the next step; the component emits onFlowStep at each step.
 */
export const FLOW_STEPS = ['month', 'year', 'calendar', 'time', 'minutes', 'hours', 'seconds'] as const;
export type FlowStep = (typeof FLOW_STEPS)[number];

/** The views the picker has: the flow steps (calendar is the day grid). */
export type PickerView = FlowStep;

/** The author's steps in their order, unknown or repeated ones dropped; `true` walks every step in the default order. */
export function flowSteps(value: unknown): FlowStep[] {
  if (value === true) return [...FLOW_STEPS];
  if (!Array.isArray(value)) return [];
  const steps = value.filter((step): step is FlowStep => (FLOW_STEPS as readonly unknown[]).includes(step));
  return [...new Set(steps)];
}

/** The view a picker opens on without a flow, by date mode. */
export function initialView(mode: string): PickerView {
  if (mode === 'month') return 'month';
  if (mode === 'year') return 'year';
  if (mode === 'time') return 'time';
  return 'calendar';
}

/** The step after `current` in the flow, or undefined when the flow is done. */
export function nextFlowStep(steps: readonly FlowStep[], current: FlowStep): FlowStep | undefined {
  const index = steps.indexOf(current);
  return index === -1 ? undefined : steps[index + 1];
}
