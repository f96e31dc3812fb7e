import { useEffect } from 'react';
import { useChat } from '../hooks/use-chat.ts';
import { ChatPanel } from './chat-panel.tsx';

type Props = {
  open: boolean;
  onClose: () => void;
  /** Messages from staff the visitor has not seen, for the launcher's count. */
  onUnread: (count: number) => void;
};

/**
 * The chat's lazily loaded part: it keeps the conversation live while mounted (the panel open or
 * not) and shows the panel when open.
 */
export default function ChatWidget({ open, onClose, onUnread }: Props) {
  const chat = useChat({ open });
  const unread = open ? 0 : chat.unread;
  useEffect(() => onUnread(unread), [unread, onUnread]);
  return open ? <ChatPanel chat={chat} onClose={onClose} /> : null;
}
