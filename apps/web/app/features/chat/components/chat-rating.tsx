import { type FormEvent, useId, useState } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';
import { useT } from '../../../lib/use-t.ts';
import type { ChatState } from '../hooks/use-chat.ts';

const STARS = [1, 2, 3, 4, 5] as const;

/** After the conversation closed: the rating (once, 1 to 5 with a comment), then a new conversation. */
export function ChatRating({ chat }: { chat: ChatState }) {
  const t = useT('global-components');
  const id = useId();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'failed'>('idle');
  const rated = chat.conversation?.rating ?? null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (rating === 0) return;
    setState('sending');
    try {
      await chat.rate(rating, comment);
      setState('idle');
    } catch {
      setState('failed');
    }
  }

  return (
    <div className="chat-rating" data-testid="chat-rating">
      {rated !== null ? (
        <p role="status">{t('chat.rated')}</p>
      ) : (
        <form onSubmit={(event) => void submit(event)}>
          <fieldset className="chat-rating__stars">
            <legend>{t('chat.rateTitle')}</legend>
            {STARS.map((value) => (
              <label key={value} className={`chat-rating__star${value <= rating ? ' is-on' : ''}`}>
                <input
                  type="radio"
                  name={`${id}-rating`}
                  className="visually-hidden"
                  value={value}
                  checked={rating === value}
                  onChange={() => setRating(value)}
                />
                <Icon name="star" size={26} />
                <span className="visually-hidden">{t('chat.rateValue', { value })}</span>
              </label>
            ))}
          </fieldset>
          <label htmlFor={`${id}-comment`} className="chat-rating__label">
            {t('chat.rateComment')}
          </label>
          <textarea
            id={`${id}-comment`}
            className="field__control chat-rating__comment"
            rows={2}
            maxLength={1000}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
          {state === 'failed' ? (
            <p className="error-text" role="alert">
              {t('chat.rateFailed')}
            </p>
          ) : null}
          <button
            type="submit"
            className="button button--primary button--small"
            disabled={rating === 0 || state === 'sending'}
          >
            {t('chat.rateSend')}
          </button>
        </form>
      )}
      <button type="button" className="button button--ghost button--small" onClick={chat.startOver}>
        {t('chat.newConversation')}
      </button>
    </div>
  );
}
