import { type ApiKey, backofficeRoutes as calls } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useApi } from '../../api/api-context.tsx';
import { API_KEYS_QUERY_KEY } from '../../api/query-keys.ts';
import { useStaffNames } from '../../api/staff-names.ts';
import { DataTable } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ErrorState, LoadingState } from '../../components/query-states.tsx';
import { useCan } from '../../session/permissions.ts';
import { apiKeyColumns } from './api-key-columns.tsx';
import { CreateApiKeyDialog } from './create-api-key-dialog.tsx';
import { RevokeApiKeyDialog } from './revoke-api-key-dialog.tsx';

/** Named keys for scripts and integrations: created with scopes, the secret shown once, revoked. */
export function ApiKeysPage() {
  const api = useApi();
  const keys = useQuery({
    queryKey: API_KEYS_QUERY_KEY,
    queryFn: async () => (await api.call(calls.listApiKeys, {})).data,
  });
  const names = useStaffNames(useCan('staff.read'));
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const columns = useMemo(() => apiKeyColumns(names, setRevoking), [names]);

  return (
    <section className="page">
      <title>API keys · Back office</title>
      <PageHeader
        title="API keys"
        description="Keys for scripts, the operator commands and integrations. Each holds only the scopes it was given; only its hash is stored."
        actions={
          <button type="button" className="button button--primary" onClick={() => setCreating(true)}>
            Create a key
          </button>
        }
      />
      {keys.isPending ? <LoadingState /> : null}
      {keys.isError ? <ErrorState error={keys.error} onRetry={() => void keys.refetch()} /> : null}
      {keys.data ? (
        <DataTable
          caption="API keys"
          columns={columns}
          data={keys.data}
          getRowId={(key) => key.id}
          emptyText="No keys yet."
          initialSorting={[{ id: 'createdAt', desc: true }]}
          testId="api-keys-table"
        />
      ) : null}
      <CreateApiKeyDialog open={creating} onClose={() => setCreating(false)} />
      <RevokeApiKeyDialog apiKey={revoking} onClose={() => setRevoking(null)} />
    </section>
  );
}
