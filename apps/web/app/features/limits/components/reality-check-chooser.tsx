import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { FormField } from '../../../components/ui/form-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { useT } from '../../../lib/use-t.ts';
import { LIMITS_QUERY_KEY, limitsCalls, limitsQueries } from '../api/limits-api.ts';
import { useIntervalText } from '../hooks/use-reality-check.ts';

const OFF = 'off';

/**
 * The reality-check interval (UKGC RTS 13): off or one of the intervals of the settings' constants.
 * Saved on the server, which tells the games; /profile/limits shows it as a card, the game page in the
 * reality-check modal.
 */
export function RealityCheckChooser() {
  const t = useT('global-components');
  const api = useApi();
  const queryClient = useQueryClient();
  const intervalText = useIntervalText();
  const intervals = useQuery(limitsQueries.constants(api)).data?.player.limit.realityCheckInterval ?? [];
  const current = useQuery(limitsQueries.realityCheck(api)).data;
  const [choice, setChoice] = useState<string>('');
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const stored = current ? (current.intervalSeconds === null ? OFF : String(current.intervalSeconds)) : '';

  useEffect(() => {
    setChoice(stored);
  }, [stored]);

  const save = useMutation({
    mutationFn: (value: string) => limitsCalls.setRealityCheck(api, value === OFF ? null : Number(value)),
    onSuccess: (answer) => {
      queryClient.setQueryData(limitsQueries.realityCheck(api).queryKey, answer);
      void queryClient.invalidateQueries({ queryKey: [LIMITS_QUERY_KEY, 'reality-check'] });
      setSaved(true);
    },
    onError: (failure) =>
      setError(
        failure instanceof ApiError
          ? (failure.fields.intervalSeconds?.[0] ?? failure.message)
          : t('profile.realityCheck.failed'),
      ),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSaved(false);
    save.mutate(choice);
  };

  return (
    <form className="reality-check-chooser" onSubmit={submit} noValidate data-testid="reality-check-chooser">
      <FormField
        as="select"
        label={t('profile.realityCheck.interval')}
        value={choice}
        disabled={!current || save.isPending}
        error={error ?? undefined}
        onChange={(event) => {
          setChoice(event.currentTarget.value);
          setSaved(false);
        }}
        data-testid="reality-check-interval"
      >
        <option value={OFF}>{intervalText(null)}</option>
        {intervals.map((item) => (
          <option key={item.id} value={String(item.id)}>
            {intervalText(item.id)}
          </option>
        ))}
      </FormField>
      <div className="reality-check-chooser__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={!current || save.isPending || choice === stored}
          data-testid="reality-check-save"
        >
          {t('profile.realityCheck.save')}
        </button>
        {saved ? (
          <p className="muted" role="status" data-testid="reality-check-saved">
            {t('profile.realityCheck.saved')}
          </p>
        ) : null}
      </div>
    </form>
  );
}

/** /profile/limits: the reality check's card, beside the limits and the breaks. */
export function RealityCheckCard() {
  const t = useT('global-components');
  return (
    <section
      className="profile-card limits-reality-check"
      id="reality-check"
      aria-labelledby="limits-reality-check"
      data-testid="limits-reality-check"
    >
      <h2 id="limits-reality-check">{t('profile.realityCheck.title')}</h2>
      <p className="muted">{t('profile.realityCheck.text')}</p>
      <RealityCheckChooser />
    </section>
  );
}
