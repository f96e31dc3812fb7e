import { type ApiKey, backofficeRoutes as calls } from '@casino/contracts';
import { useState } from 'react';
import { useAuditedChange } from '../../api/audited-change.ts';
import { API_KEYS_QUERY_KEY } from '../../api/query-keys.ts';
import { Dialog } from '../../components/dialog.tsx';
import { DialogButtons } from '../../components/dialog-buttons.tsx';
import { applyServerErrors } from '../../components/form/server-errors.ts';
import { FormAlert } from '../../components/form-alert.tsx';

export function RevokeApiKeyDialog({ apiKey, onClose }: { apiKey: ApiKey | null; onClose: () => void }) {
  const revoke = useAuditedChange(calls.revokeApiKey, [API_KEYS_QUERY_KEY]);
  const [alert, setAlert] = useState('');
  return (
    <Dialog open={apiKey !== null} title={`Revoke ${apiKey?.name ?? ''}`} onClose={onClose}>
      {apiKey ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setAlert('');
            revoke.mutate(
              { input: { params: { id: apiKey.id } } },
              { onSuccess: onClose, onError: (error) => setAlert(applyServerErrors(error, () => {}, [])) },
            );
          }}
        >
          <p>
            Calls with this key are refused from now on. Whatever uses it stops working until it gets a new
            key.
          </p>
          <FormAlert>{alert}</FormAlert>
          <DialogButtons submit="Revoke" pending={revoke.isPending} onCancel={onClose} danger />
        </form>
      ) : null}
    </Dialog>
  );
}
