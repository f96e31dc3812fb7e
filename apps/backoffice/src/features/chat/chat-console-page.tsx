import { useParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { ChatConversation } from './chat-conversation.tsx';
import { ChatPlayerContext } from './chat-player-context.tsx';
import { useStaffConversation } from './chat-queries.ts';
import { ChatQueue } from './chat-queue.tsx';

/** /chat and /chat/conversations/:id (chat.read): the queue, the open conversation, its player beside it. */
export function ChatConsolePage() {
  const id = useParams().id ?? null;
  return (
    <section className="page chat-console">
      <title>Live chat · Back office</title>
      <PageHeader
        title="Live chat"
        description="Take a waiting conversation, answer it, transfer or close it."
      />
      <div className={id ? 'chat-console__grid' : 'chat-console__grid chat-console__grid--empty'}>
        <ChatQueue selectedId={id} />
        {id ? (
          <OpenConversation id={id} />
        ) : (
          <p className="card muted chat-console__hint">Choose a conversation in the queue.</p>
        )}
      </div>
    </section>
  );
}

function OpenConversation({ id }: { id: string }) {
  const conversation = useStaffConversation(id);
  return (
    <>
      <ChatConversation key={id} id={id} />
      {conversation.data ? <ChatPlayerContext conversation={conversation.data} /> : <div />}
    </>
  );
}
