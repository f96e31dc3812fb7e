/**
 * Remembers in this browser that the visitor has a conversation going, so that the next page loads
 * the chat's code at once (live answers, the unread count on the launcher) instead of on a click.
 * Only a hint: the conversation itself is the server's; storage may be refused (private modes).
 */
const KEY = 'casino:chat-open';

export function hasOpenConversation(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberOpenConversation(open: boolean) {
  try {
    if (open) window.localStorage.setItem(KEY, '1');
    else window.localStorage.removeItem(KEY);
  } catch {
    // Without storage the chat loads on the first click only.
  }
}
