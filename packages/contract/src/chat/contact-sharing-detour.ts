// The platform as a third party to get round (issue 26, seventh round): its fee or its being in
// the middle said ("la app se queda con un 15 %", "sin app de por medio", "que la app no se
// entere"), next to dealing directly; and the conversation itself moved elsewhere ("movamos la
// conversación a otro sitio"). Constructions, not phrases: any name of the platform, any word of
// its cut, any word of dealing directly.
import { lazyWords } from './contact-sharing-lazy.ts';
import { PLATFORM_NOUNS } from './contact-sharing-stems.ts';

/** The platform's cut or its place in the middle: "comisión", "se queda", "se lleva", "pellizco". */
const CUT = /^(?:comisi|pellizc|porcentaje|tajada|mordida|intermediari|fee|fees|cut)/;
const KEEPS = lazyWords('queda lleva quedan llevan cobra cobran come');
/** Dealing directly: "directo", "entre nosotros", "tú y yo", "en mano", "por libre". */
const DIRECT = /^(?:directo|directa|directamente|direct|directly|particular|nosotros|nosotras|libre|mano|ma|aparte)$/;
/** "de por medio", "de en medio": the platform in the middle, removed or absent. */
const MIDDLE = lazyWords('medio mig');
const REMOVED = lazyWords('sin sense no quitamos quitemos quita quitar sacamos saquemos fuera');
/** What the conversation is: moved "a otro sitio", "fuera". */
/** "charla", "xerrada" and "chat" are also talks and other groups' chats: left out. */
const CONVERSATION = lazyWords('conversacion conversaciones conversa hizketaldia conversation');
const ELSEWHERE = lazyWords('otro otra otros otras outro outra altre altra fuera fora afuera elsewhere somewhere');
/** "la conversación de otro día": another time, not another place. */
const TIMES = lazyWords('dia dias momento rato vez veces semana tema');
/** "que la app no se entere": the platform kept from knowing. */
const KNOWING = lazyWords('entere enteren entera sepa sepan vea vean entero');

/** The words where the platform is a third party to get round, or null. */
export function platformDetour(words: readonly string[]): string | null {
  for (let p = 0; p < words.length; p++) {
    if (!PLATFORM_NOUNS().has(words[p] as string)) continue;
    const from = Math.max(0, p - 4);
    const around = words.slice(from, p + 6);
    // "sin app de por medio", "quitamos a la app de en medio".
    const middle = around.findIndex((w) => MIDDLE().has(w));
    // Not when what follows refuses it: "sin la app de por medio no hay seguro".
    const refused = (k: number) => words.slice(k + 1, k + 3).includes('no');
    if (
      middle >= 0 &&
      from + middle > p &&
      words.slice(from, p).some((w) => REMOVED().has(w)) &&
      !refused(from + middle)
    )
      return words.slice(from, from + middle + 1).join(' ');
    // "que la app no se entere", "sin que se entere FitCover".
    if (words[p + 1] === 'no' && words[p + 2] === 'se' && KNOWING().has(words[p + 3] ?? ''))
      return words.slice(p, p + 4).join(' ');
    const told = [p - 1, p - 2].find((k) => KNOWING().has(words[k] ?? '') && words[k - 1] === 'se');
    if (told !== undefined && (words[told - 2] === 'no' || words[told - 2] === 'que'))
      return words.slice(told - 2, p + 1).join(' ');
    // "la app se queda con un 15 %, lo hacemos directo": its cut, and dealing directly.
    // "La app cobra directamente de tu tarjeta" is the platform dealing: its cut must be said,
    // and the direct dealing must be another clause's, not on the platform ("directamente en la app").
    const cut = around.some((w) => CUT.test(w)) || (words[p + 1] === 'se' && KEEPS().has(words[p + 2] ?? ''));
    const onPlatform = (k: number) => words.slice(k + 1, k + 4).some((w) => PLATFORM_NOUNS().has(w) || w === 'aqui');
    // Only once a cut is said: otherwise every name of the platform would scan the whole message.
    const direct = cut && words.some((w, k) => (k < p - 1 || k > p + 3) && DIRECT.test(w) && !onPlatform(k));
    if (direct) return words.slice(p, Math.min(words.length, p + 4)).join(' ');
  }
  return null;
}

/** The conversation moved elsewhere: "movamos la conversación a otro sitio"; or null. */
export function conversationMoved(words: readonly string[]): string | null {
  for (let p = 0; p < words.length; p++) {
    if (!CONVERSATION().has(words[p] as string)) continue;
    for (let q = p + 1; q <= p + 4 && q < words.length; q++) {
      if (!ELSEWHERE().has(words[q] as string)) continue;
      if (TIMES().has(words[q + 1] ?? '')) break;
      // "la charla de fuera del gimnasio": a place named after "fuera de".
      if (words[q + 1] === 'de' || words[q + 1] === 'del') break;
      return words.slice(p, q + 1).join(' ');
    }
  }
  return null;
}
