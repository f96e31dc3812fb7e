import {
  CHAT_ATTACHMENT_MAX_BYTES,
  CHAT_ATTACHMENT_MIME_TYPES,
  CHAT_ATTACHMENTS_PER_MESSAGE,
  CHAT_MESSAGE_MAX,
  type ChatAttachment,
  backofficeChatRoutes as calls,
  type StaffChatConversation,
} from '@casino/contracts';
import { lastReadByOthers, type ThreadMessage, writtenBy } from '@casino/contracts/chat-thread';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useApi } from '../../api/api-context.tsx';
import { ApiError } from '../../api/api-error.ts';
import { DateTime } from '../../components/date-time.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { DialogButtons } from '../../components/dialog-buttons.tsx';
import { SelectField } from '../../components/fields.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { ErrorState, LoadingState } from '../../components/query-states.tsx';
import { useStaffMe } from '../../session/me-query.ts';
import { useCan } from '../../session/permissions.ts';
import { STATUS_LABELS, STATUS_TONES, visitorLabel } from './chat-labels.ts';
import { conversationKey, QUEUE_KEY, useCannedReplies, useChatAgents } from './chat-queries.ts';
import { useTake } from './chat-queue.tsx';
import { type StaffChat, useStaffChat } from './use-staff-chat.ts';

/** One conversation: who, where it stands, its actions, the thread and the agent's composer. */
export function ChatConversation({ id }: { id: string }) {
  const chat = useStaffChat(id);
  const { conversation, thread } = chat;
  if (conversation.isPending || thread.isPending) return <LoadingState label="Opening the conversation…" />;
  if (conversation.isError)
    return <ErrorState error={conversation.error} onRetry={() => void conversation.refetch()} />;
  if (thread.isError) return <ErrorState error={thread.error} onRetry={() => void thread.refetch()} />;
  const current = conversation.data;
  return (
    <section className="card chat-conversation" aria-labelledby="chat-conversation-title">
      <ConversationHeader conversation={current} />
      <StaffThreadView chat={chat} conversation={current} />
      <Footer chat={chat} conversation={current} />
    </section>
  );
}

function ConversationHeader({ conversation }: { conversation: StaffChatConversation }) {
  const me = useStaffMe();
  const mayReply = useCan('chat.reply');
  const mayManage = useCan('chat.manage');
  const take = useTake(conversation.id);
  const close = useConversationAction(conversation.id, 'close');
  const [transferring, setTransferring] = useState(false);
  const open = conversation.status !== 'closed';
  const mine = conversation.assignedStaffId === me.staff.id;
  return (
    <header className="chat-conversation__header">
      <div>
        <h2 id="chat-conversation-title" className="chat-conversation__title">
          {visitorLabel(conversation)}{' '}
          <span
            className={`badge badge--${STATUS_TONES[conversation.status]}`}
            data-testid="chat-conversation-status"
          >
            {STATUS_LABELS[conversation.status]}
          </span>
        </h2>
        <p className="muted chat-conversation__facts">
          {conversation.guest ? 'Guest' : 'Player'} · {conversation.locale} · started{' '}
          <DateTime value={conversation.createdAt} />
          {conversation.agentName ? ` · with ${conversation.agentName}` : ''}
          {conversation.rating !== null ? ` · rated ${conversation.rating} of 5` : ''}
        </p>
        {conversation.ratingComment ? (
          <p className="chat-conversation__comment">“{conversation.ratingComment}”</p>
        ) : null}
      </div>
      {mayReply && open ? (
        <div className="chat-conversation__actions" data-testid="chat-conversation-actions">
          {conversation.status === 'waiting' ? (
            <button
              type="button"
              className="button button--primary button--small"
              disabled={take.isPending}
              onClick={() => take.mutate()}
            >
              Take
            </button>
          ) : null}
          {mine || mayManage ? (
            <button type="button" className="button button--small" onClick={() => setTransferring(true)}>
              Transfer
            </button>
          ) : null}
          <button
            type="button"
            className="button button--small"
            disabled={close.isPending}
            onClick={() => close.mutate(undefined)}
          >
            Close
          </button>
        </div>
      ) : null}
      {take.error || close.error ? <FormAlert>{actionError(take.error ?? close.error)}</FormAlert> : null}
      <TransferDialog
        conversation={conversation}
        open={transferring}
        onClose={() => setTransferring(false)}
      />
    </header>
  );
}

const actionError = (error: unknown) =>
  error instanceof ApiError
    ? error.code === 10409
      ? 'Another agent took this conversation first.'
      : error.message
    : 'The server could not be reached.';

/** Close, or transfer to an agent: the answer is the conversation as it now stands. */
function useConversationAction(id: string, action: 'close' | 'transfer') {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (staffId?: string) =>
      action === 'close'
        ? api.call(calls.closeStaffChatConversation, { params: { id } })
        : api.call(calls.transferChatConversation, { params: { id }, body: { staffId: staffId ?? '' } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(conversationKey(id), answer.data);
      return queryClient.invalidateQueries({ queryKey: QUEUE_KEY });
    },
  });
}

function TransferDialog({
  conversation,
  open,
  onClose,
}: {
  conversation: StaffChatConversation;
  open: boolean;
  onClose: () => void;
}) {
  const agents = useChatAgents();
  const transfer = useConversationAction(conversation.id, 'transfer');
  const [staffId, setStaffId] = useState('');
  const others = (agents.data ?? []).filter((agent) => agent.staffId !== conversation.assignedStaffId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (staffId) transfer.mutate(staffId, { onSuccess: onClose });
    else transfer.reset();
  };
  return (
    <Dialog open={open} title="Transfer the conversation" onClose={onClose}>
      <form onSubmit={submit} noValidate>
        {transfer.error ? <FormAlert>{actionError(transfer.error)}</FormAlert> : null}
        {agents.isPending ? <LoadingState label="Reading the agents…" /> : null}
        <SelectField label="To agent" value={staffId} onChange={(event) => setStaffId(event.target.value)}>
          <option value="">Choose an agent</option>
          {others.map((agent) => (
            <option key={agent.staffId} value={agent.staffId}>
              {agent.name} ({agent.online ? 'online' : 'offline'}, {agent.openConversations} open)
            </option>
          ))}
        </SelectField>
        <DialogButtons submit="Transfer" pending={transfer.isPending} onCancel={onClose} />
      </form>
    </Dialog>
  );
}

function StaffThreadView({ chat, conversation }: { chat: StaffChat; conversation: StaffChatConversation }) {
  const end = useRef<HTMLLIElement>(null);
  const last = chat.messages.at(-1)?.id;
  useEffect(() => {
    if (last) end.current?.scrollIntoView?.({ block: 'end' });
  }, [last]);
  const readByVisitor = lastReadByOthers(chat.messages, 'staff', conversation.visitorLastReadMessageId);
  return (
    // A scrolling region the keyboard must reach (axe's scrollable-region-focusable).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
    <div className="chat-thread" role="log" aria-label="Messages" tabIndex={0} data-testid="chat-thread">
      {chat.hasMore ? (
        <button
          type="button"
          className="button button--small chat-thread__earlier"
          onClick={() => void chat.loadEarlier()}
        >
          Earlier messages
        </button>
      ) : null}
      {chat.messages.length === 0 ? <p className="muted">No message yet.</p> : null}
      <ol className="chat-thread__list">
        {chat.messages.map((message) => (
          <StaffMessage
            key={message.id}
            message={message}
            readByVisitor={message.id === readByVisitor}
            onRetry={() => void chat.retry(message)}
          />
        ))}
        {chat.visitorTyping ? (
          <li className="chat-thread__typing muted" data-testid="chat-visitor-typing">
            {visitorLabel(conversation)} is typing…
          </li>
        ) : null}
        <li ref={end} aria-hidden="true" />
      </ol>
    </div>
  );
}

function StaffMessage({
  message,
  readByVisitor,
  onRetry,
}: {
  message: ThreadMessage;
  readByVisitor: boolean;
  onRetry: () => void;
}) {
  const fromStaff = writtenBy('staff', message);
  const kind = fromStaff ? 'staff' : message.authorKind === 'system' ? 'system' : 'visitor';
  return (
    <li
      className={`chat-bubble chat-bubble--${kind}`}
      data-testid="chat-thread-message"
      data-delivery={message.delivery}
    >
      <span className="chat-bubble__author">
        {fromStaff ? (message.authorName ?? 'Staff') : kind === 'system' ? 'System' : 'Visitor'}
      </span>
      {message.text ? <p className="chat-bubble__text">{message.text}</p> : null}
      {message.attachments.length > 0 ? (
        <ul className="chat-bubble__images">
          {message.attachments.map((attachment, index) => (
            <li key={attachment.id}>
              <a href={attachment.url} target="_blank" rel="noreferrer">
                <img
                  src={attachment.url}
                  alt={`Attachment ${index + 1}`}
                  width={attachment.width}
                  height={attachment.height}
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <span className="chat-bubble__meta">
        {message.delivery === 'stored' ? <DateTime value={message.createdAt} /> : null}
        {message.delivery === 'sending' ? 'Sending…' : null}
        {readByVisitor ? ' · Read' : null}
      </span>
      {message.delivery === 'failed' ? (
        <span className="chat-bubble__failed" role="alert">
          Not sent.{' '}
          <button type="button" className="button button--small" onClick={onRetry}>
            Send again
          </button>
        </span>
      ) : null}
    </li>
  );
}

function Footer({ chat, conversation }: { chat: StaffChat; conversation: StaffChatConversation }) {
  const mayReply = useCan('chat.reply');
  if (conversation.status === 'closed')
    return (
      <p className="muted chat-conversation__closed">
        Closed <DateTime value={conversation.closedAt} />.
      </p>
    );
  if (!mayReply)
    return (
      <p className="muted chat-conversation__closed">Your role may read conversations, not answer them.</p>
    );
  return <StaffComposer chat={chat} locale={conversation.locale} />;
}

const sendError = (error: unknown) => {
  if (!(error instanceof ApiError)) return 'The server could not be reached. Send it again.';
  if (error.fields.text?.[0]) return error.fields.text[0];
  return error.message;
};

/** The agent's answer: text (Enter sends, Shift+Enter a new line), a canned reply of the conversation's locale, images. */
function StaffComposer({ chat, locale }: { chat: StaffChat; locale: string }) {
  const id = useId();
  const canned = useCannedReplies(locale);
  const [text, setText] = useState('');
  const [attachments, setAttachments] = useState<ChatAttachment[]>([]);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const canSend = !uploading && (text.trim() !== '' || attachments.length > 0);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!canSend) return;
    const draft = { text: text.trim(), attachments };
    setText('');
    setAttachments([]);
    setProblem('');
    const failed = await chat.send(draft);
    if (failed) setProblem(sendError(failed.error));
    if (failed?.refused) {
      setText(draft.text);
      setAttachments(draft.attachments);
    }
    field.current?.focus();
  }

  async function pick(file: File | undefined) {
    if (!file) return;
    if (!(CHAT_ATTACHMENT_MIME_TYPES as readonly string[]).includes(file.type))
      return setProblem('Only JPEG, PNG or WebP images can be attached.');
    if (file.size > CHAT_ATTACHMENT_MAX_BYTES)
      return setProblem(`An image may be up to ${CHAT_ATTACHMENT_MAX_BYTES / 1024 / 1024} MB.`);
    setUploading(true);
    setProblem('');
    try {
      const uploaded = await chat.upload(file);
      setAttachments((all) => [...all, uploaded]);
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : 'The image could not be uploaded.');
    } finally {
      setUploading(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  return (
    <form
      className="chat-composer"
      onSubmit={(event) => void submit(event)}
      data-testid="chat-staff-composer"
    >
      <FormAlert>{problem}</FormAlert>
      <div className="chat-composer__tools">
        <SelectField
          label={`Canned reply (${locale})`}
          value=""
          onChange={(event) => {
            const reply = canned.data?.find((item) => item.id === event.target.value);
            if (reply)
              setText((current) => (current.trim() ? `${current.trimEnd()}\n${reply.text}` : reply.text));
            field.current?.focus();
          }}
        >
          <option value="">
            {canned.data?.length === 0 ? 'None for this locale' : 'Insert a canned reply…'}
          </option>
          {canned.data?.map((reply) => (
            <option key={reply.id} value={reply.id}>
              {reply.title}
            </option>
          ))}
        </SelectField>
        <label className="button button--small chat-composer__attach">
          {uploading ? 'Uploading…' : 'Attach an image'}
          <input
            type="file"
            className="visually-hidden"
            accept={CHAT_ATTACHMENT_MIME_TYPES.join(',')}
            disabled={uploading || attachments.length >= CHAT_ATTACHMENTS_PER_MESSAGE}
            data-testid="chat-staff-attach"
            onChange={(event) => {
              void pick(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
      </div>
      {attachments.length > 0 ? (
        <ul className="chat-composer__attachments" aria-label="Images to send">
          {attachments.map((attachment, index) => (
            <li key={attachment.id}>
              <img src={attachment.url} alt={`Attachment ${index + 1}`} width={48} height={48} />
              <button
                type="button"
                className="button button--small"
                onClick={() => setAttachments((all) => all.filter((item) => item.id !== attachment.id))}
              >
                Remove image {index + 1}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="chat-composer__row">
        <label htmlFor={`${id}-text`} className="visually-hidden">
          Answer
        </label>
        <textarea
          ref={field}
          id={`${id}-text`}
          className="chat-composer__text"
          rows={3}
          maxLength={CHAT_MESSAGE_MAX}
          placeholder="Write the answer… (Enter sends, Shift+Enter for a new line)"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            chat.typing();
          }}
          onKeyDown={onKeyDown}
          data-testid="chat-staff-text"
        />
        <button type="submit" className="button button--primary" disabled={!canSend}>
          Send
        </button>
      </div>
    </form>
  );
}
