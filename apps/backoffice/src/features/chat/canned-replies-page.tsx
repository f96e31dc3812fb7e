import {
  type ChatCannedReply,
  backofficeChatRoutes as calls,
  chatCannedReplyRequestSchema,
} from '@casino/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAuditedChange } from '../../api/audited-change.ts';
import { Dialog } from '../../components/dialog.tsx';
import { DialogButtons } from '../../components/dialog-buttons.tsx';
import { SelectField, TextAreaField, TextField } from '../../components/fields.tsx';
import { contractResolver } from '../../components/form/contract-resolver.ts';
import { applyServerErrors } from '../../components/form/server-errors.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ErrorState, LoadingState } from '../../components/query-states.tsx';
import { useCan } from '../../session/permissions.ts';
import { CANNED_KEY, useCannedReplies, useSiteLocales } from './chat-queries.ts';

type Editing =
  | { kind: 'new' }
  | { kind: 'edit'; reply: ChatCannedReply }
  | { kind: 'delete'; reply: ChatCannedReply };

/** /chat/canned-replies: the agents' ready answers per locale; chat.manage edits them (audited). */
export function CannedRepliesPage() {
  const mayManage = useCan('chat.manage');
  const locales = useSiteLocales();
  const [locale, setLocale] = useState('');
  const replies = useCannedReplies(locale || undefined);
  const [editing, setEditing] = useState<Editing | null>(null);
  const close = () => setEditing(null);
  return (
    <section className="page">
      <title>Canned replies · Back office</title>
      <PageHeader
        title="Canned replies"
        description="Agents insert these into an answer, in the conversation's language."
        actions={
          mayManage ? (
            <button
              type="button"
              className="button button--primary"
              onClick={() => setEditing({ kind: 'new' })}
            >
              New canned reply
            </button>
          ) : null
        }
      />
      <div className="reports-filters">
        <SelectField label="Locale" value={locale} onChange={(event) => setLocale(event.target.value)}>
          <option value="">Every locale</option>
          {locales.data?.map((item) => (
            <option key={item.code} value={item.code}>
              {item.name} ({item.code})
            </option>
          ))}
        </SelectField>
      </div>
      {replies.isPending ? <LoadingState /> : null}
      {replies.isError ? <ErrorState error={replies.error} onRetry={() => void replies.refetch()} /> : null}
      {replies.data?.length === 0 ? <p className="muted">No canned reply yet.</p> : null}
      <ul className="canned-list" data-testid="canned-replies">
        {replies.data?.map((reply) => (
          <li key={reply.id} className="card canned-list__item">
            <div className="canned-list__head">
              <h2 className="canned-list__title">
                {reply.title} <span className="badge">{reply.locale}</span>
              </h2>
              {mayManage ? (
                <div className="canned-list__actions">
                  <button
                    type="button"
                    className="button button--small"
                    onClick={() => setEditing({ kind: 'edit', reply })}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className="button button--small button--danger"
                    onClick={() => setEditing({ kind: 'delete', reply })}
                  >
                    Delete
                  </button>
                </div>
              ) : null}
            </div>
            <p className="canned-list__text">{reply.text}</p>
          </li>
        ))}
      </ul>
      <Dialog
        open={editing?.kind === 'new' || editing?.kind === 'edit'}
        title={editing?.kind === 'edit' ? 'Edit the canned reply' : 'New canned reply'}
        onClose={close}
      >
        {editing && editing.kind !== 'delete' ? (
          <ReplyForm
            reply={editing.kind === 'edit' ? editing.reply : null}
            defaultLocale={locale || 'en'}
            locales={locales.data ?? []}
            onDone={close}
          />
        ) : null}
      </Dialog>
      <Dialog open={editing?.kind === 'delete'} title="Delete the canned reply" onClose={close}>
        {editing?.kind === 'delete' ? <DeleteReply reply={editing.reply} onDone={close} /> : null}
      </Dialog>
    </section>
  );
}

type ReplyValues = { locale: string; title: string; text: string };

function ReplyForm({
  reply,
  defaultLocale,
  locales,
  onDone,
}: {
  reply: ChatCannedReply | null;
  defaultLocale: string;
  locales: { code: string; name: string }[];
  onDone: () => void;
}) {
  const form = useForm<ReplyValues>({
    resolver: contractResolver(chatCannedReplyRequestSchema),
    defaultValues: reply
      ? { locale: reply.locale, title: reply.title, text: reply.text }
      : { locale: defaultLocale, title: '', text: '' },
  });
  const [alert, setAlert] = useState('');
  const create = useAuditedChange(calls.createChatCannedReply, [CANNED_KEY]);
  const update = useAuditedChange(calls.updateChatCannedReply, [CANNED_KEY]);
  const pending = create.isPending || update.isPending;
  const onError = (error: unknown) =>
    setAlert(applyServerErrors(error, form.setError, ['locale', 'title', 'text']));
  const errors = form.formState.errors;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((body) => {
        setAlert('');
        if (reply)
          update.mutate({ input: { params: { id: reply.id }, body } }, { onSuccess: onDone, onError });
        else create.mutate({ input: { body } }, { onSuccess: onDone, onError });
      })}
    >
      <>
        <FormAlert>{alert}</FormAlert>
        <SelectField label="Locale" error={errors.locale?.message} {...form.register('locale')}>
          {locales.map((item) => (
            <option key={item.code} value={item.code}>
              {item.name} ({item.code})
            </option>
          ))}
        </SelectField>
        <TextField label="Title" maxLength={80} error={errors.title?.message} {...form.register('title')} />
        <TextAreaField
          label="Text"
          rows={5}
          maxLength={2000}
          error={errors.text?.message}
          {...form.register('text')}
        />
      </>
      <DialogButtons submit={reply ? 'Save' : 'Add'} pending={pending} onCancel={onDone} />
    </form>
  );
}

function DeleteReply({ reply, onDone }: { reply: ChatCannedReply; onDone: () => void }) {
  const remove = useAuditedChange(calls.deleteChatCannedReply, [CANNED_KEY]);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        remove.mutate({ input: { params: { id: reply.id } } }, { onSuccess: onDone });
      }}
    >
      <>
        {remove.error ? <FormAlert>{remove.error.message}</FormAlert> : null}
        <p>
          Delete “{reply.title}” ({reply.locale})? Agents will no longer find it.
        </p>
      </>
      <DialogButtons submit="Delete" pending={remove.isPending} onCancel={onDone} danger />
    </form>
  );
}
