// "Open a work order": the entry point the truck page, the fault form and the maintenance list show (one link each).
import { FleetLink } from '../fleet-common/ui';
import { openWorkOrderHref } from './paths';

export interface OpenWorkOrderLinkProps {
  truckId: string;
  /** From this fault (its code's checks become the checklist). */
  faultId?: string;
  /** From this maintenance task. */
  taskId?: string;
  /** What the link names (default "Open a work order"). */
  label?: string;
  className?: string;
  /** The link's accessible name when the visible label is short. */
  ariaLabel?: string;
}

export function OpenWorkOrderLink({ truckId, faultId, taskId, label, className = 'ff-btn', ariaLabel }: OpenWorkOrderLinkProps) {
  return (
    <FleetLink
      className={className}
      href={openWorkOrderHref({ truck: truckId, fault: faultId, task: taskId })}
      {...(ariaLabel ? { 'aria-label': ariaLabel } : {})}
    >
      {label ?? 'Open a work order'}
    </FleetLink>
  );
}

/** The truck's latest fault not yet confirmed fixed (the one a work order is most likely for). */
export function latestOpenFault<T extends { fixed: boolean | null; code: string | null; id: string }>(
  events: readonly T[] | undefined,
): T | undefined {
  return events?.find((event) => !event.fixed);
}
