import { backofficePlayerActionRoutes as calls, createStaffNoteRequestSchema } from '@casino/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAuditedChange } from '../../api/audited-change.ts';
import { DateTime } from '../../components/date-time.tsx';
import { TextAreaField } from '../../components/fields.tsx';
import { contractResolver } from '../../components/form/contract-resolver.ts';
import { applyServerErrors } from '../../components/form/server-errors.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { ErrorState, LoadingState } from '../../components/query-states.tsx';
import { PLAYER_QUERY_KEY, useStaffNotes } from './use-player.ts';

/** Staff notes on the player, newest first; staff who may act on players add one. */
export function PlayerNotes({ playerId, mayWrite }: { playerId: string; mayWrite: boolean }) {
  const notes = useStaffNotes(playerId);
  return (
    <>
      {mayWrite ? <NoteForm playerId={playerId} /> : null}
      {notes.isPending ? <LoadingState /> : null}
      {notes.isError ? <ErrorState error={notes.error} onRetry={() => void notes.refetch()} /> : null}
      {notes.data?.data.length === 0 ? <p className="muted">No note yet.</p> : null}
      <ol className="notes" data-testid="player-notes">
        {notes.data?.data.map((note) => (
          <li key={note.id} className="notes__item">
            <p className="notes__text">{note.text}</p>
            <p className="muted notes__meta">
              {note.author.name} · <DateTime value={note.createdAt} />
            </p>
          </li>
        ))}
      </ol>
    </>
  );
}

function NoteForm({ playerId }: { playerId: string }) {
  const form = useForm({
    resolver: contractResolver(createStaffNoteRequestSchema),
    defaultValues: { text: '' },
  });
  const [alert, setAlert] = useState('');
  const add = useAuditedChange(calls.createStaffNote, [[...PLAYER_QUERY_KEY, playerId]]);
  return (
    <form
      noValidate
      className="note-form"
      onSubmit={form.handleSubmit((body) => {
        setAlert('');
        add.mutate(
          { input: { params: { id: playerId }, body } },
          {
            onSuccess: () => form.reset({ text: '' }),
            onError: (error) => setAlert(applyServerErrors(error, form.setError, ['text'])),
          },
        );
      })}
    >
      <FormAlert>{alert}</FormAlert>
      <TextAreaField
        label="New note"
        hint="Only staff see notes. They cannot be edited or deleted."
        maxLength={2000}
        error={form.formState.errors.text?.message}
        {...form.register('text')}
      />
      <button type="submit" className="button" disabled={add.isPending}>
        {add.isPending ? 'Saving…' : 'Add the note'}
      </button>
    </form>
  );
}
