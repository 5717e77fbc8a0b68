// Pure rules for the messages of one open conversation: pages, live events and catch-up
// fetches overlap, so every arrival is merged by id (never appended blindly).
import type { ChatMessage } from '@fitcover/contract/chat/chat';

/** Union of both lists by id, ascending; a later copy of a message (e.g. now read) wins. */
export function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return current as ChatMessage[];
  const byId = new Map<number, ChatMessage>();
  for (const message of current) byId.set(message.id, message);
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** Highest id shown, or undefined for an empty conversation. */
export function lastMessageId(messages: readonly ChatMessage[]): number | undefined {
  return messages.length > 0 ? messages[messages.length - 1]?.id : undefined;
}

/** Whether a message belongs to the conversation between `me` and `partnerId` (either direction). */
export function isInConversation(message: ChatMessage, me: string, partnerId: string): boolean {
  return (
    (message.emisorId === me && message.receptorId === partnerId) ||
    (message.emisorId === partnerId && message.receptorId === me)
  );
}

/** The other user of a message seen by `me`. */
export function partnerOf(message: ChatMessage, me: string): string {
  return message.emisorId === me ? message.receptorId : message.emisorId;
}

/** Messages sent by `senderId` up to `upToId` become read (a 'read' event, or my own mark-read). */
export function markReadUpTo(messages: readonly ChatMessage[], senderId: string, upToId: number): ChatMessage[] {
  let changed = false;
  const next = messages.map((message) => {
    if (message.emisorId !== senderId || message.leido || message.id > upToId) return message;
    changed = true;
    return { ...message, leido: true };
  });
  return changed ? next : (messages as ChatMessage[]);
}

/** The highest unread message from the partner, if any (what opening the conversation should mark read). */
export function lastUnreadFrom(messages: readonly ChatMessage[], partnerId: string): number | undefined {
  let found: number | undefined;
  for (const message of messages) if (message.emisorId === partnerId && !message.leido) found = message.id;
  return found;
}
