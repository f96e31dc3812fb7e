import type { ChatAttachment } from '@casino/contracts';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/use-t.ts';
import type { ChatState } from '../hooks/use-chat.ts';
import { ATTACHMENT_ACCEPT, ATTACHMENT_MAX_MB, attachmentProblem } from '../lib/attachment-check.ts';

const MAX_ATTACHMENTS = 4;

/** The visitor's message: text (Enter sends, Shift+Enter a new line) and images, uploaded as picked. */
export function ChatComposer({ chat }: { chat: ChatState }) {
  const t = useT('global-components');
  const id = useId();
  const [text, setText] = useState('');
  const [attachments, setAttachments] = useState<ChatAttachment[]>([]);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => field.current?.focus({ preventScroll: true }), []);

  const canSend = !sending && !uploading && (text.trim() !== '' || attachments.length > 0);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!canSend) return;
    setSending(true);
    try {
      const conversation = await chat.openConversation();
      const draft = { text: text.trim(), attachments };
      setText('');
      setAttachments([]);
      await chat.send(draft, conversation);
    } catch {
      setProblem(t('chat.startError'));
    } finally {
      setSending(false);
      field.current?.focus();
    }
  }

  async function pick(files: FileList | null) {
    const file = files?.[0];
    if (!file) return;
    const found = attachmentProblem(file);
    if (found) {
      setProblem(
        found === 'type' ? t('chat.attachmentType') : t('chat.attachmentSize', { max: ATTACHMENT_MAX_MB }),
      );
      return;
    }
    setProblem(null);
    setUploading(true);
    try {
      const uploaded = await chat.upload(file);
      setAttachments((all) => [...all, uploaded]);
    } catch {
      setProblem(t('chat.attachmentFailed'));
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
    <form className="chat-composer" onSubmit={(event) => void submit(event)} data-testid="chat-composer">
      {attachments.length > 0 ? (
        <ul className="chat-composer__attachments" aria-label={t('chat.attachments')}>
          {attachments.map((attachment, index) => (
            <li key={attachment.id}>
              <img
                src={attachment.url}
                alt={t('chat.image', { position: index + 1 })}
                width={48}
                height={48}
              />
              <button
                type="button"
                className="chat-composer__remove"
                aria-label={t('chat.removeImage', { position: index + 1 })}
                onClick={() => setAttachments((all) => all.filter((item) => item.id !== attachment.id))}
              >
                <Icon name="close" size={14} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {problem ? (
        <p className="chat-composer__problem error-text" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="chat-composer__row">
        <label className="chat-composer__attach icon-button" title={t('chat.attach')}>
          {uploading ? <Spinner /> : <Icon name="image" size={18} />}
          <span className="visually-hidden">{t('chat.attach')}</span>
          <input
            type="file"
            className="visually-hidden"
            accept={ATTACHMENT_ACCEPT}
            disabled={uploading || attachments.length >= MAX_ATTACHMENTS}
            data-testid="chat-attach"
            onChange={(event) => {
              void pick(event.target.files);
              event.target.value = '';
            }}
          />
        </label>
        <label htmlFor={`${id}-text`} className="visually-hidden">
          {t('chat.message')}
        </label>
        <textarea
          ref={field}
          id={`${id}-text`}
          className="chat-composer__text"
          rows={1}
          maxLength={2000}
          placeholder={t('chat.placeholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            chat.typing();
          }}
          onKeyDown={onKeyDown}
          data-testid="chat-text"
        />
        <button
          type="submit"
          className="icon-button chat-composer__send"
          disabled={!canSend}
          aria-label={t('chat.send')}
        >
          {sending ? <Spinner /> : <Icon name="arrowUp" size={18} />}
        </button>
      </div>
    </form>
  );
}
