import { PROMOTION_STATES, type PromotionState, type PromotionTransition } from '@casino/contracts';

/** The words of the promotion lifecycle (packages/contracts/src/promotion-lifecycle.ts) on every editor's page. */
export const PROMOTION_STATE_LABELS: Record<PromotionState, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  live: 'Live',
  ended: 'Ended',
};

export const PROMOTION_TRANSITION_LABELS: Record<PromotionTransition, string> = {
  schedule: 'Schedule',
  unschedule: 'Back to draft',
  end: 'End now',
};

export function StateBadge({ state }: { state: PromotionState }) {
  return (
    <span className={`badge badge--${state}`} data-testid="promotion-state">
      {PROMOTION_STATE_LABELS[state]}
    </span>
  );
}

/** All, or one state: the filter above a list of promotions. Choosing one goes back to the first page. */
export function PromotionStateFilter({
  legend,
  state,
  onChange,
  testId,
}: {
  legend: string;
  state: PromotionState | undefined;
  onChange: (state: PromotionState | undefined) => void;
  testId?: string;
}) {
  return (
    <fieldset className="view-switch" data-testid={testId}>
      <legend className="visually-hidden">{legend}</legend>
      {[undefined, ...PROMOTION_STATES].map((item) => (
        <button
          key={item ?? 'all'}
          type="button"
          className="button button--small"
          aria-pressed={item === state}
          onClick={() => onChange(item)}
        >
          {item ? PROMOTION_STATE_LABELS[item] : 'All'}
        </button>
      ))}
    </fieldset>
  );
}
