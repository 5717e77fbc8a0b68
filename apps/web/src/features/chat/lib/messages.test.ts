import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@fitcover/contract/chat/chat';
import { formatDayLabel, formatListTime, formatMessageTime } from './chat-time';
import { isInConversation, lastUnreadFrom, markReadUpTo, mergeMessages, partnerOf } from './messages';

const me = '11111111-1111-4111-8111-111111111111';
const partner = '22222222-2222-4222-8222-222222222222';
const other = '33333333-3333-4333-8333-333333333333';

const message = (id: number, from = partner, to = me, leido = false): ChatMessage => ({
  id,
  emisorId: from,
  receptorId: to,
  mensaje: `mensaje ${id}`,
  fechaEnvio: new Date(Date.UTC(2025, 6, 18, 10, id)).toISOString(),
  leido,
});

const ids = (messages: ChatMessage[]) => messages.map((m) => m.id);

describe('mergeMessages', () => {
  it('keeps one copy per id, in ascending id order, whatever the arrival order', () => {
    const page = [message(3), message(4), message(5)];
    const older = [message(1), message(2), message(3)];
    const live = [message(7), message(6), message(5)];
    const merged = mergeMessages(mergeMessages(page, live), older);
    expect(ids(merged)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('lets the newer copy of a message win (e.g. it became read)', () => {
    const merged = mergeMessages([message(1, me, partner, false)], [message(1, me, partner, true)]);
    expect(merged).toHaveLength(1);
    expect(merged[0]?.leido).toBe(true);
  });

  it('returns the same array when nothing arrives and never mutates its inputs', () => {
    const current = [message(2), message(1)];
    expect(mergeMessages(current, [])).toBe(current);
    const incoming = [message(3)];
    mergeMessages(current, incoming);
    expect(ids(current)).toEqual([2, 1]);
    expect(ids(incoming)).toEqual([3]);
  });

  it('dedupes a catch-up that overlaps a live event received during the fetch', () => {
    const shown = [message(1), message(2)];
    const afterLive = mergeMessages(shown, [message(4)]);
    const afterCatchUp = mergeMessages(afterLive, [message(3), message(4)]);
    expect(ids(afterCatchUp)).toEqual([1, 2, 3, 4]);
  });
});

describe('conversation membership and read state', () => {
  it('matches both directions between me and the partner only', () => {
    expect(isInConversation(message(1, partner, me), me, partner)).toBe(true);
    expect(isInConversation(message(2, me, partner), me, partner)).toBe(true);
    expect(isInConversation(message(3, other, me), me, partner)).toBe(false);
    expect(isInConversation(message(4, me, other), me, partner)).toBe(false);
    expect(partnerOf(message(5, me, other), me)).toBe(other);
    expect(partnerOf(message(6, other, me), me)).toBe(other);
  });

  it('marks the sender’s messages read up to an id, leaving the rest alone', () => {
    const messages = [
      message(1, me, partner),
      message(2, partner, me),
      message(3, me, partner),
      message(4, me, partner),
    ];
    const next = markReadUpTo(messages, me, 3);
    expect(next.map((m) => m.leido)).toEqual([true, false, true, false]);
    expect(markReadUpTo(next, me, 3)).toBe(next);
  });

  it('finds the last unread message from the partner', () => {
    expect(lastUnreadFrom([message(1), message(2, me, partner), message(3)], partner)).toBe(3);
    expect(lastUnreadFrom([message(1, partner, me, true), message(2, me, partner)], partner)).toBeUndefined();
  });
});

describe('chat times (Europe/Madrid, es-ES)', () => {
  const now = new Date('2025-07-18T12:00:00Z');
  it('formats message times and day separators', () => {
    expect(formatMessageTime('2025-07-18T08:05:00Z')).toBe('10:05');
    expect(formatDayLabel('2025-07-18T08:05:00Z', now)).toBe('Hoy');
    expect(formatDayLabel('2025-07-17T22:30:00Z', now)).toBe('Hoy');
    expect(formatDayLabel('2025-07-17T21:59:00Z', now)).toBe('Ayer');
    expect(formatDayLabel('2025-07-17T08:00:00Z', now)).toBe('Ayer');
    expect(formatDayLabel('2025-07-14T08:00:00Z', now)).toBe('Lunes, 14 de julio de 2025');
  });

  it('formats list times: time today, Ayer, weekday this week, date before', () => {
    expect(formatListTime('2025-07-18T08:05:00Z', now)).toBe('10:05');
    expect(formatListTime('2025-07-17T08:05:00Z', now)).toBe('Ayer');
    expect(formatListTime('2025-07-14T08:05:00Z', now)).toBe('Lunes');
    expect(formatListTime('2025-07-01T08:05:00Z', now)).toBe('01/07/25');
    expect(formatListTime('not a date', now)).toBe('');
  });
});
