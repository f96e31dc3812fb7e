/** A dialog form's buttons: submit (busy while its call runs) and cancel. */
export function DialogButtons({
  submit,
  pending,
  onCancel,
  danger,
}: {
  submit: string;
  pending: boolean;
  onCancel: () => void;
  danger?: boolean;
}) {
  return (
    <div className="dialog__actions">
      <button
        type="submit"
        className={danger ? 'button button--danger-solid' : 'button button--primary'}
        disabled={pending}
      >
        {pending ? 'Saving…' : submit}
      </button>
      <button type="button" className="button" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
