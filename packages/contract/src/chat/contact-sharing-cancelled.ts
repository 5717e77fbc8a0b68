// A booking cancelled, declined or withdrawn here and the class or the hire kept between the two
// (issue 26, eleventh and twelfth rounds): "cancela aquí y lo hacemos por libre", "la dejo como
// cancelada y me vienes igual, te pago yo", "rechaza la candidatura y hablamos directamente", "si
// retira su candidatura, podemos contratarle igualmente".
import { lazyWords } from './contact-sharing-lazy.ts';

/** Cancelling or annulling: "cancelamos", "cancela", "anul·la". */
const CANCEL = /^(?:cancel|anul|rechaz|retir)/;
const BOOKING = lazyWords('reserva reservas clase clases plaza candidatura solicitud oferta sesion sustitucion');
/** "la dejo como cancelada", "márcala como no hecha": the booking's state set by hand. */
const SET_AS = /^(?:cancelad[ao]s?|anulad[ao]s?|rechazad[ao]s?|hech[ao]s?|realizad[ao]s?|impartid[ao]s?|dad[ao]s?)$/;
/** "hablamos directamente", "lo acordamos usted y yo": dealt with by the two, a verb of dealing first. */
const DEAL = /^(?:habl|acord|arregl|cuadr|apañ|apan|gestion|organiz|cerr|qued)/;
/** Coming anyway, or paid by one to the other: "y vienes igual", "te pago yo", "ja et pagaré jo". */
const ANYWAY = lazyWords('igual igualmente igualment mismo');
const PAID_BY_ME = /^(?:pago|pagare|pagaria|pagas|pagaras|ingreso|ingresare|transfiero)$/;
/** Dealt with by the two alone or in cash ("directamente" is also how a refund comes). */
const BETWEEN_US = /^(?:libre|nosotros|nosotras|mano|efectivo|efectiu|metalico|cash|negro|billetes)$/;
/** "Cancela aquí": the booking by where it is. */
const HERE = lazyWords('aqui app plataforma web fitcover');
/** "vienes", "vente", "vine" (Catalan): told to come. */
const COME = /^(?:vienes|ven|vente|venid|veniu|vine|vens|veñas|venhas)$/;

/**
 * The booking cancelled and the class kept: "cancelamos la reserva aquí y vienes igual, te pago
 * yo", "cancela aquí y lo hacemos por libre".
 */
export function bookingCancelled(words: readonly string[]): string | null {
  for (let c = 0; c < words.length; c++) {
    const word = words[c] as string;
    const named = words.slice(c + 1, c + 4).some((w) => BOOKING().has(w) || HERE().has(w));
    // "la dejo como cancelada", "márcala como no hecha".
    const setAs = words[c - 1] === 'como' || (words[c - 1] === 'no' && words[c - 2] === 'como');
    if (!(CANCEL.test(word) && named) && !(SET_AS.test(word) && setAs)) continue;
    const after = words.slice(c + 1, c + 14);
    // "…y vienes igual", "…podemos contratarle igualmente": the class or the hire kept anyway.
    const kept = after.findIndex((w, k) => (COME.test(w) || /^contrat/.test(w)) && ANYWAY().has(after[k + 1] ?? ''));
    // "te ingreso yo el dinero y tú cancelas la reserva", "te la pago aparte": paid by one.
    const from = Math.max(0, c - 10);
    const around = words.slice(from, c + 14);
    const paid = around.findIndex(
      (w, k) => PAID_BY_ME.test(w) && /^(?:yo|jo|eu|tu|aparte|directamente|cash)$/.test(around[k + 1] ?? ''),
    );
    // "cancela aquí y lo hacemos por libre", "rechaza la candidatura y hablamos directamente".
    const direct = after.findIndex(
      (w, k) =>
        BETWEEN_US.test(w) ||
        (DEAL.test(w) && /^(?:directamente|directo|solos|solas)$/.test(after[k + 1] ?? '')) ||
        (/^(?:usted|tu|ustedes)$/.test(w) && after[k + 1] === 'y' && after[k + 2] === 'yo'),
    );
    // The match runs to the evidence, so a message that only adds it is seen to complete it.
    const ends = [kept >= 0 ? c + kept + 3 : -1, paid >= 0 ? from + paid + 2 : -1, direct >= 0 ? c + direct + 4 : -1];
    const end = Math.max(...ends);
    if (end >= 0) return words.slice(c, Math.max(c + 3, end)).join(' ');
  }
  return null;
}
