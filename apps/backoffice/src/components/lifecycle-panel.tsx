import { type AnyRoute, canTransition, type PromotionState } from '@casino/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useAuditedChange } from '../api/audited-change.ts';
import { DateTime } from './date-time.tsx';
import { TextField } from './fields.tsx';
import { applyServerErrors } from './form/server-errors.ts';
import { FormAlert } from './form-alert.tsx';
import { StateBadge } from './promotion-state.tsx';

type Window = {
  state: PromotionState;
  scheduledAt: string | null;
  startsAt: string | null;
  endsAt: string | null;
  endedAt: string | null;
};

type LifecycleRoutes = { schedule: AnyRoute; unschedule: AnyRoute; end: AnyRoute };

/** A datetime-local value (the browser's time zone) as an ISO time, or null when empty. */
const isoOf = (local: string) => (local ? new Date(local).toISOString() : null);

/**
 * Draft → scheduled (between a start and an end; empty: from now, open-ended) → live → ended, and
 * back to draft before the start, or ended early. `params` names the promotion on the routes, and
 * `touches` the lists a change is read again in (the bonuses', the series'...).
 */
export function LifecyclePanel({
  window,
  routes,
  params,
  testIdPrefix,
  touches,
  onDone,
}: {
  window: Window;
  routes: LifecycleRoutes;
  params: Record<string, string>;
  testIdPrefix: string;
  touches: readonly QueryKey[];
  /** After a change went through (a dialog closes). */
  onDone?: () => void;
}) {
  const schedule = useAuditedChange(routes.schedule, touches);
  const unschedule = useAuditedChange(routes.unschedule, touches);
  const end = useAuditedChange(routes.end, touches);
  const [startsAt, setStartsAt] = useState('');
  const [endsAt, setEndsAt] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState('');
  const onError = (error: unknown) => {
    const fields: Record<string, string> = {};
    setAlert(
      applyServerErrors(
        error,
        (name, { message }) => {
          fields[name] = message ?? '';
        },
        ['startsAt', 'endsAt'],
      ),
    );
    setErrors(fields);
  };
  const reset = () => {
    setAlert('');
    setErrors({});
  };
  return (
    <div className="lifecycle" data-testid={`${testIdPrefix}-lifecycle`}>
      <p>
        <StateBadge state={window.state} />{' '}
        {window.state === 'scheduled' ? (
          <>
            starts <DateTime value={window.startsAt} />
          </>
        ) : null}
        {window.state === 'live' && window.endsAt ? (
          <>
            ends <DateTime value={window.endsAt} />
          </>
        ) : null}
        {window.state === 'ended' ? (
          <>
            ended <DateTime value={window.endedAt ?? window.endsAt} />
          </>
        ) : null}
      </p>
      {canTransition(window.state, 'schedule') ? (
        <form
          className="form-row"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            reset();
            schedule.mutate(
              { input: { params, body: { startsAt: isoOf(startsAt), endsAt: isoOf(endsAt) } } as never },
              { onError, onSuccess: onDone },
            );
          }}
        >
          <TextField
            label="Starts"
            type="datetime-local"
            hint="Empty: as soon as it is scheduled."
            value={startsAt}
            error={errors.startsAt}
            onChange={(event) => setStartsAt(event.target.value)}
            data-testid={`${testIdPrefix}-starts-at`}
          />
          <TextField
            label="Ends"
            type="datetime-local"
            hint="Empty: until it is ended."
            value={endsAt}
            error={errors.endsAt}
            onChange={(event) => setEndsAt(event.target.value)}
            data-testid={`${testIdPrefix}-ends-at`}
          />
          <button
            type="submit"
            className="button button--primary"
            disabled={schedule.isPending}
            data-testid={`${testIdPrefix}-schedule`}
          >
            Schedule
          </button>
        </form>
      ) : null}
      <div className="row-actions">
        {canTransition(window.state, 'unschedule') ? (
          <button
            type="button"
            className="button"
            data-testid={`${testIdPrefix}-unschedule`}
            onClick={() => {
              reset();
              unschedule.mutate({ input: { params } as never }, { onError, onSuccess: onDone });
            }}
          >
            Back to draft
          </button>
        ) : null}
        {canTransition(window.state, 'end') ? (
          <button
            type="button"
            className="button button--danger"
            data-testid={`${testIdPrefix}-end`}
            onClick={() => {
              reset();
              end.mutate({ input: { params } as never }, { onError, onSuccess: onDone });
            }}
          >
            End now
          </button>
        ) : null}
      </div>
      <FormAlert>{alert}</FormAlert>
    </div>
  );
}
