import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormField } from '../../../components/ui/form-field.tsx';
import { useApi } from '../../../lib/api-context.tsx';
import { useT } from '../../../lib/use-t.ts';
import { LIMITS_QUERY_KEY, limitsCalls, limitsQueries } from '../api/limits-api.ts';

/** Limits count fixed days, weeks and months in the player's time zone: chosen here, UTC until then. */
export function TimeZoneField() {
  const t = useT('global-components');
  const api = useApi();
  const queryClient = useQueryClient();
  const zones = useQuery(limitsQueries.constants(api)).data?.player.timeZone ?? [];
  const profile = useQuery(limitsQueries.profile(api)).data;
  const save = useMutation({
    mutationFn: (zone: string) => limitsCalls.setTimeZone(api, zone),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [LIMITS_QUERY_KEY] }),
  });
  const current = profile?.timeZone ?? '';
  return (
    <FormField
      as="select"
      label={t('profile.limits.timeZone')}
      value={current}
      disabled={!profile || save.isPending}
      onChange={(event) => save.mutate(event.currentTarget.value)}
      data-testid="limits-time-zone"
    >
      <option value="">{t('profile.limits.timeZoneUtc')}</option>
      {zones.map((zone) => (
        <option key={zone.id} value={zone.id}>
          {zone.name}
        </option>
      ))}
    </FormField>
  );
}
