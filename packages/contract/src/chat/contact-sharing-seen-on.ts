// Networks spoken of as where things are seen or done, not as a way to talk (issue 26): "lo vi en
// redes", "se ha puesto de moda un reto… en las redes", "en Strava tengo 12 km esta semana".
import { lazyWords } from './contact-sharing-lazy.ts';

/** Networks in general: "redes", "las redes sociales", "xarxes". */
const NETWORKS = lazyWords('redes xarxes sociales socials rrss');
/**
 * Seeing, reading, being shown or in fashion ("vi", "he visto", "sale mucho", "de moda", "viral"),
 * and what a gym posts or runs there ("lo colgamos en redes", "funcionan mejor en redes", "un
 * sorteo en redes"), someone else living on them ("mi sobrina se pasa el día en las redes").
 */
const SEEN_THERE =
  /^(?:vi|visto|vimos|ver|verlo|verla|viendo|leido|lei|sale|salen|salir|salgo|saldra|moda|viral|famos|trend|colgamos|colgar|cuelgo|cuelga|subimos|publicamos|publica|funciona|funcionan|lleva|llevan|marketing|campana|sorteo|sorteos|sorteamos|concurso|concursos|promo|promocion|anuncio|anuncios|anunciamos|anunciado|pasa|pasan|vive|viven|enganchado|enganchada|enganchados|enganchadas|derechos|subio|sube|suben|subir|subido|subida|tutorial|tutoriales|explica|explican|hay|problemas|copyright|reto|retos)$/;

/**
 * Words `first`..`last` name networks in general spoken of as where things are seen ("he visto en
 * redes que…", "sale mucho en redes", "la dueña está muy en redes"): no way to talk.
 */
export function seenOnNetworks(words: readonly string[], first: number, last: number): boolean {
  for (let k = first; k <= last; k++) {
    if (!NETWORKS().has(words[k] as string)) continue;
    // "está muy en redes": much on them, as a presence, not an address.
    const much = words[k - 1] === 'en' && words[k - 2] === 'muy';
    // "las redes sociales están haciendo daño": spoken of, not gone to (no "en", "por", "a" before).
    const spokenOf = words[k - 1] === 'las' && !TO_THEM().has(words[k - 2] ?? '') && !words.some((w) => OWN().has(w));
    // "guarda las pelotas en las redes del almacén": nets.
    const nets = words.some((w) => NETS().has(w));
    // "en redes el gimnasio tiene 2.000 seguidores": a presence counted, nobody's to find.
    const followers = words.some((w) => FOLLOWERS().has(w)) && !ownOrSought(words.filter((w) => !FOLLOWERS().has(w)));
    const around = words.slice(Math.max(0, first - 4), last + 4);
    // "se ha puesto de moda un reto de sentadillas en las redes": further before, when nobody's
    // own is there nor sought.
    const before = words.slice(Math.max(0, first - 8), Math.max(0, first - 4));
    const seenBefore = before.some((w) => SEEN_THERE.test(w)) && !ownOrSought(words);
    return much || spokenOf || nets || followers || seenBefore || around.some((w) => SEEN_THERE.test(w));
  }
  return false;
}

const FOLLOWERS = lazyWords('seguidores seguidoras followers likes visualizaciones');
const NETS = lazyWords('pelota pelotas balon balones colgada colgadas porteria porterias voley canasta almacen pesca');
const TO_THEM = lazyWords('en por a de x per amb via tus mis sus todas');
/** One's own or one sought there: "mi", "búscame", "sígueme", "te escribo", "estoy". */
const OWN = lazyWords('mi mis my meu minha nire mio estoy soy salgo tengo tienes tens');
const SOUGHT =
  /^(?:busc|sigu|sigo|llamas|segu|agreg|añad|anad|escrib|habl|contact|encuentr|manda|follow|add|dm|privi|priv)/;
const ownOrSought = (words: readonly string[]) => words.some((w) => OWN().has(w) || SOUGHT.test(w));

/**
 * A network named as where something was seen or shown, nobody's own and nobody sought there
 * ("la gente viene porque lo ha visto en tiktok", "no me gusta salir en youtube").
 */
export function seenOnNamed(words: readonly string[], first: number, last: number): boolean {
  return (
    (!ownOrSought(words) && words.slice(Math.max(0, first - 4), last + 4).some((w) => SEEN_THERE.test(w))) ||
    statsThere(words, last)
  );
}

/** "en Strava tengo 12 km esta semana": what one did there counted, not where to find anyone. */
const STATS = lazyWords('km kms kilometros kilometro millas metros kudos pasos kcal calorias desnivel');
const statsThere = (words: readonly string[], last: number) =>
  words.slice(last + 1, last + 5).some((w) => STATS().has(w)) && !words.some((w) => SOUGHT.test(w));
