import { API_KEY_SCOPES, backofficeRoutes as calls, createApiKeyRequestSchema } from '@casino/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAuditedChange } from '../../api/audited-change.ts';
import { API_KEYS_QUERY_KEY } from '../../api/query-keys.ts';
import { Dialog } from '../../components/dialog.tsx';
import { DialogButtons } from '../../components/dialog-buttons.tsx';
import { TextField } from '../../components/fields.tsx';
import { contractResolver } from '../../components/form/contract-resolver.ts';
import { FreshCodeField, splitFreshCode, withFreshCode } from '../../components/form/fresh-code.tsx';
import { applyServerErrors } from '../../components/form/server-errors.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { SecretBox } from '../../components/secret-box.tsx';
import { PERMISSION_LABELS } from '../../session/labels.ts';

const createKeyFormSchema = withFreshCode(createApiKeyRequestSchema, calls.createApiKey);

export function CreateApiKeyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [secret, setSecret] = useState<{ name: string; secret: string } | null>(null);
  const close = () => {
    setSecret(null);
    onClose();
  };
  return (
    <Dialog open={open} title={secret ? 'Key created' : 'Create an API key'} onClose={close} wide>
      {secret ? (
        <div data-testid="api-key-secret">
          <p>
            This is the whole key of <strong>{secret.name}</strong>. Store it where the script or integration
            reads it: it is shown only now, and nobody can read it again.
          </p>
          <SecretBox label="Secret" value={secret.secret} testId="api-key-secret-value" />
          <div className="dialog__actions">
            <button type="button" className="button button--primary" onClick={close}>
              Done
            </button>
          </div>
        </div>
      ) : (
        <CreateKeyForm onCreated={setSecret} onCancel={close} />
      )}
    </Dialog>
  );
}

function CreateKeyForm({
  onCreated,
  onCancel,
}: {
  onCreated: (created: { name: string; secret: string }) => void;
  onCancel: () => void;
}) {
  const form = useForm({
    resolver: contractResolver(createKeyFormSchema),
    defaultValues: { name: '', scopes: [], twoFactorCode: '' },
  });
  const [alert, setAlert] = useState('');
  const create = useAuditedChange(calls.createApiKey, [API_KEYS_QUERY_KEY]);
  const { errors } = form.formState;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => {
        setAlert('');
        const { body, twoFactorCode } = splitFreshCode(values);
        create.mutate(
          { input: { body }, twoFactorCode },
          {
            onSuccess: ({ data }) => onCreated({ name: data.apiKey.name, secret: data.secret }),
            onError: (error) =>
              setAlert(applyServerErrors(error, form.setError, ['name', 'scopes', 'twoFactorCode'])),
          },
        );
      })}
    >
      <FormAlert>{alert}</FormAlert>
      <TextField
        label="Name"
        hint="Who or what uses it, e.g. “Payments reconciliation script”."
        autoComplete="off"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <fieldset
        className="fieldset"
        aria-describedby={errors.scopes ? 'scopes-error' : undefined}
        aria-invalid={errors.scopes ? true : undefined}
      >
        <legend className="field__label">Scopes</legend>
        <div className="checkbox-grid">
          {API_KEY_SCOPES.map((scope) => (
            <label key={scope} className="checkbox">
              <input type="checkbox" value={scope} {...form.register('scopes')} />
              <span>
                <code>{scope}</code>
                <span className="checkbox__hint">{PERMISSION_LABELS[scope]}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.scopes ? (
          <p id="scopes-error" className="field__error">
            {errors.scopes.message}
          </p>
        ) : null}
      </fieldset>
      <FreshCodeField
        route={calls.createApiKey}
        error={errors.twoFactorCode?.message}
        {...form.register('twoFactorCode')}
      />
      <DialogButtons submit="Create the key" pending={create.isPending} onCancel={onCancel} />
    </form>
  );
}
