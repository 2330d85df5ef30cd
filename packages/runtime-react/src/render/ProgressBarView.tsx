/** The thin page-load progress bar (seed §4: 10 % at start, a fifth of the rest every 300 ms, 0 when hidden). */
import type { ProgressBar } from '@kit/runtime-core';
import { useSignalValue } from './use-signal-value';

export function ProgressBarView({ progress }: { progress?: ProgressBar }) {
  const visible = useSignalValue(progress?.visible, false);
  const value = useSignalValue(progress?.value, 0);
  const percent = Math.round(value);
  return (
    <div
      className="ww-progress"
      role="progressbar"
      aria-label="Loading page"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      hidden={!visible}
      style={{ width: `${percent}%` }}
    />
  );
}
