import {
  backofficeKycRoutes as calls,
  KYC_REJECT_REASON_MAX,
  kycRejectRequestSchema,
} from '@casino/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAuditedChange } from '../../api/audited-change.ts';
import { Dialog } from '../../components/dialog.tsx';
import { DialogButtons } from '../../components/dialog-buttons.tsx';
import { TextAreaField } from '../../components/fields.tsx';
import { contractResolver } from '../../components/form/contract-resolver.ts';
import { applyServerErrors } from '../../components/form/server-errors.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { KYC_QUERY_KEY } from './kyc-query-key.ts';

type Props = { documentId: string; open: boolean; onClose: () => void; onRejected: () => void };

/** Reject with the reason the player reads in their inbox. */
export function RejectDocumentDialog({ documentId, open, onClose, onRejected }: Props) {
  return (
    <Dialog open={open} title="Reject the document" onClose={onClose}>
      {open ? <RejectForm documentId={documentId} onClose={onClose} onRejected={onRejected} /> : null}
    </Dialog>
  );
}

function RejectForm({ documentId, onClose, onRejected }: Omit<Props, 'open'>) {
  const form = useForm({ resolver: contractResolver(kycRejectRequestSchema), defaultValues: { reason: '' } });
  const [alert, setAlert] = useState('');
  const reject = useAuditedChange(calls.rejectKycDocument, [KYC_QUERY_KEY]);
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((body) => {
        setAlert('');
        reject.mutate(
          { input: { params: { id: documentId }, body } },
          {
            onSuccess: () => {
              onClose();
              onRejected();
            },
            onError: (error) => setAlert(applyServerErrors(error, form.setError, ['reason'])),
          },
        );
      })}
    >
      <p>The player reads this reason in their inbox and can upload a new document.</p>
      <FormAlert>{alert}</FormAlert>
      <TextAreaField
        label="Reason"
        hint="Sent to the player and written to the audit log."
        maxLength={KYC_REJECT_REASON_MAX}
        error={form.formState.errors.reason?.message}
        {...form.register('reason')}
      />
      <DialogButtons submit="Reject the document" pending={reject.isPending} onCancel={onClose} danger />
    </form>
  );
}
