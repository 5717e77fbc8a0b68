// The contact-sharing rule on the send path (spec §5, DECISIONS §7, ADR 0015): the message is
// checked together with the sender's last messages in the conversation, so a phone number
// split over two or three messages is refused on the one that completes it. A refused message
// is not delivered; it leaves a moderation flag with what gave it away (for a split number, the
// messages it spans: those already delivered are part of the evidence) and the spec's toast.
import {
  CONTACT_SHARING_MESSAGE,
  CONTACT_SHARING_TITLE,
  CONTACT_SHARING_WINDOW,
  CONTACT_SHARING_WINDOW_MINUTES,
  checkContactSharing,
} from '@fitcover/contract/chat/contact-sharing';
import type { AppContext, Principal } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { insertFlag, recentMessagesFrom } from './chat.repo.ts';

/** moderation_flags.texto holds at most this many characters. */
const FLAG_TEXT_MAX = 2000;

/** Throws the spec's CONTACT_SHARING error (and records the flag) when `text` may not be sent. */
export async function refuseContactSharing(ctx: AppContext, me: Principal, partnerId: string, text: string) {
  const previous = await recentMessagesFrom(ctx.db, me.id, partnerId, {
    limit: CONTACT_SHARING_WINDOW,
    minutes: CONTACT_SHARING_WINDOW_MINUTES,
  });
  const verdict = checkContactSharing(text, { previous });
  if (!verdict.blocked) return;
  const spanned = verdict.messages > 1 ? [...previous.slice(-(verdict.messages - 1)), text] : [text];
  const split = verdict.messages > 1 ? `, repartido en ${verdict.messages} mensajes` : '';
  // Not delivered; kept for the moderation queue.
  await insertFlag(ctx.db, {
    kind: 'contact_sharing',
    emisorId: me.id,
    receptorId: partnerId,
    texto: spanned.join('\n').slice(0, FLAG_TEXT_MAX),
    motivo: `Intento de compartir contacto (${verdict.reason}: «${verdict.match}»${split})`,
  });
  throw new AppError('CONTACT_SHARING', { title: CONTACT_SHARING_TITLE, userMessage: CONTACT_SHARING_MESSAGE });
}
