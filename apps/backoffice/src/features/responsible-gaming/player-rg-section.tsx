import {
  COOLING_OFF_PERIODS,
  backofficeResponsibleGamingRoutes as calls,
  createInteractionRequestSchema,
  INTERACTION_CHANNELS,
  INTERACTION_OUTCOMES,
  staffCoolingOffRequestSchema,
} from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useApi } from '../../api/api-context.tsx';
import { useAuditedChange } from '../../api/audited-change.ts';
import { DateTime } from '../../components/date-time.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { DialogButtons } from '../../components/dialog-buttons.tsx';
import { SelectField, TextAreaField } from '../../components/fields.tsx';
import { contractResolver } from '../../components/form/contract-resolver.ts';
import { applyServerErrors } from '../../components/form/server-errors.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { ErrorState, LoadingState } from '../../components/query-states.tsx';
import { PLAYER_QUERY_KEY } from '../players/use-player.ts';
import { RG_DESK_QUERY_KEY } from './rg-desk-page.tsx';

const label = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).replaceAll('-', ' ');

/**
 * The player 360 page's responsible-gaming section: the log of staff's contacts with the player,
 * a form to record one, and a cooling-off on the player's behalf (responsible-gaming.manage).
 */
export function PlayerRgSection({ playerId, mayManage }: { playerId: string; mayManage: boolean }) {
  const api = useApi();
  const [coolingOff, setCoolingOff] = useState(false);
  const interactions = useQuery({
    queryKey: [...PLAYER_QUERY_KEY, playerId, 'rg-interactions'],
    queryFn: () =>
      api.call(calls.listInteractions, { params: { id: playerId }, query: { page: 1, perPage: 50 } }),
  });
  return (
    <>
      {mayManage ? (
        <div className="rg-actions">
          <button type="button" className="button button--small" onClick={() => setCoolingOff(true)}>
            Apply a cooling-off
          </button>
        </div>
      ) : null}
      {mayManage ? <InteractionForm playerId={playerId} /> : null}
      {interactions.isPending ? <LoadingState /> : null}
      {interactions.isError ? (
        <ErrorState error={interactions.error} onRetry={() => void interactions.refetch()} />
      ) : null}
      {interactions.data?.data.length === 0 ? <p className="muted">No contact recorded yet.</p> : null}
      <ol className="notes" data-testid="rg-interactions">
        {interactions.data?.data.map((item) => (
          <li key={item.id} className="notes__item">
            <p className="notes__text">
              <strong>
                {label(item.channel)} · {label(item.outcome)}
              </strong>{' '}
              {item.summary}
            </p>
            <p className="muted notes__meta">
              {item.staff.name} · <DateTime value={item.createdAt} />
            </p>
          </li>
        ))}
      </ol>
      <Dialog open={coolingOff} title="Apply a cooling-off" onClose={() => setCoolingOff(false)}>
        {coolingOff ? <CoolingOffForm playerId={playerId} onClose={() => setCoolingOff(false)} /> : null}
      </Dialog>
    </>
  );
}

function InteractionForm({ playerId }: { playerId: string }) {
  const form = useForm({
    resolver: contractResolver(createInteractionRequestSchema),
    defaultValues: { channel: 'phone' as const, outcome: 'informed' as const, summary: '' },
  });
  const [alert, setAlert] = useState('');
  const add = useAuditedChange(calls.createInteraction, [[...PLAYER_QUERY_KEY, playerId]]);
  const { errors } = form.formState;
  return (
    <form
      noValidate
      className="note-form rg-interaction-form"
      onSubmit={form.handleSubmit((body) => {
        setAlert('');
        add.mutate(
          { input: { params: { id: playerId }, body } },
          {
            onSuccess: () => form.reset({ channel: body.channel, outcome: 'informed', summary: '' }),
            onError: (error) =>
              setAlert(applyServerErrors(error, form.setError, ['channel', 'outcome', 'summary'])),
          },
        );
      })}
    >
      <FormAlert>{alert}</FormAlert>
      <div className="rg-interaction-form__choices">
        <SelectField label="Channel" error={errors.channel?.message} {...form.register('channel')}>
          {INTERACTION_CHANNELS.map((channel) => (
            <option key={channel} value={channel}>
              {label(channel)}
            </option>
          ))}
        </SelectField>
        <SelectField label="Outcome" error={errors.outcome?.message} {...form.register('outcome')}>
          {INTERACTION_OUTCOMES.map((outcome) => (
            <option key={outcome} value={outcome}>
              {label(outcome)}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        label="What was said"
        hint="Recorded contacts cannot be edited or deleted."
        maxLength={2000}
        error={errors.summary?.message}
        {...form.register('summary')}
      />
      <button type="submit" className="button" disabled={add.isPending}>
        {add.isPending ? 'Saving…' : 'Record the contact'}
      </button>
    </form>
  );
}

const OUTCOME_TEXT = {
  created: 'The cooling-off has started. The player was told in their inbox.',
  extended: 'The cooling-off in force now lasts longer. The player was told in their inbox.',
  kept: 'The cooling-off in force already ends later: it was kept as it is.',
} as const;

function CoolingOffForm({ playerId, onClose }: { playerId: string; onClose: () => void }) {
  const form = useForm({
    resolver: contractResolver(staffCoolingOffRequestSchema),
    defaultValues: { period: '1-day' as const, reason: '' },
  });
  const [alert, setAlert] = useState('');
  const [done, setDone] = useState<keyof typeof OUTCOME_TEXT | null>(null);
  const apply = useAuditedChange(calls.applyCoolingOff, [[...PLAYER_QUERY_KEY, playerId], RG_DESK_QUERY_KEY]);
  const { errors } = form.formState;
  if (done)
    return (
      <>
        <p role="status">{OUTCOME_TEXT[done]}</p>
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            Close
          </button>
        </div>
      </>
    );
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((body) => {
        setAlert('');
        apply.mutate(
          { input: { params: { id: playerId }, body } },
          {
            onSuccess: (answer) => setDone(answer.data.outcome),
            onError: (error) => setAlert(applyServerErrors(error, form.setError, ['period', 'reason'])),
          },
        );
      })}
    >
      <p>
        In force at once: the player cannot play or deposit until it ends. A cooling-off already in force is
        only ever lengthened, never shortened.
      </p>
      <FormAlert>{alert}</FormAlert>
      <SelectField label="Length" error={errors.period?.message} {...form.register('period')}>
        {COOLING_OFF_PERIODS.map((period) => (
          <option key={period} value={period}>
            {label(period)}
          </option>
        ))}
      </SelectField>
      <TextAreaField label="Reason" error={errors.reason?.message} {...form.register('reason')} />
      <DialogButtons submit="Apply the cooling-off" pending={apply.isPending} onCancel={onClose} />
    </form>
  );
}
