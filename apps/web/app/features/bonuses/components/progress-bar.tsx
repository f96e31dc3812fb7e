import { barShare } from '../lib/format.ts';

type ProgressBarProps = {
  /** 0 to 100. */
  percent: number;
  label: string;
  /** What a screen reader says instead of the bare percentage. */
  valueText: string;
  testId?: string;
};

/** A bar with the progressbar role: wagering done, free spins used. */
export function ProgressBar({ percent, label, valueText, testId }: ProgressBarProps) {
  const share = barShare(percent);
  return (
    <div
      className="bonus-bar"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Number(share.toFixed(2))}
      aria-valuetext={valueText}
      data-testid={testId}
    >
      <span style={{ width: `${share}%` }} />
    </div>
  );
}
