// A phone given in part (issue 26, fourteenth round): its first digits and a word that the rest
// comes apart or later ("677 698… y el final te lo mando luego", "empieza por 954 y acaba en 14",
// "los seis primeros: 616868", "el mío es 624 y termina en 9595"). Read on the folded text.

/** Three to eight typed digits, a mobile's or a landline's head, not followed by a unit. */
const HEAD =
  /(?<![\w.,:/])[679]\d{2}(?:[ .-]?\d{1,3}){0,2}(?![\d:/]|[.,]\d)(?!\s*(?:€|%))(?!\s*(?:euros?|eur|metros|m|km|kg|kcal|calorias|cal|reps?|segundos|seg|s|min|minutos|vatios|w|pax|personas|socios|plazas|h|horas)\b)/;
/** The rest said to be elsewhere, or the number described by its ends. */
const PARTIAL =
  /\b(?:(?:acaba|termina|acabado|terminado|finaliza)(?:ba)? en (?=\d)|(?:empieza|comienza|empezaba) (?:por|con) (?=\d)|(?:el|lo) (?:final|resto|que falta|de en medio|del medio)\b.{0,30}\b(?:mando|paso|digo|doy|envio|escribo|pongo)|los (?:otros|ultimos|siguientes) (?:dos|tres|cuatro|cinco|seis|[2-6])|(?:en el|por|al) (?:proximo|siguiente|otro) mensaje|los (?:tres|cuatro|cinco|seis|[3-6]) primeros|te doy una pista\b)/;
/** What else a number that begins and ends may be: a code, a reference, an address, an account. */
const LABELS =
  /\b(?:codigo|cod|referencia|ref|localizador|factura|pedido|reserva|socio|taquilla|pin|dni|nie|cuenta|iban|tarjeta|matricula|postal|cp|calle|piso|puerta|portal|avenida|ticket|expediente|poliza|licencia|serie|lote|modelo|dorsal|cif|nif|bus|linea|autobus|vuelo|tren|sala|km|kilometro)\b/;

/** Another number one knows with other last digits: "es igual que el del club pero acabado en 881". */
const SAME_BUT =
  /\b(?:igual|el mismo|lo mismo) que el (?:del|de)\b.{0,40}\b(?:acabad|terminad|acaba|termina)[oa]? en (\d{3,4})\b/;

/**
 * A known number's end changed (fifteenth round): "pero acabado en 47 en vez de 12", "con un 41 al
 * final", "cambiando los cuatro últimos por 4132", "la extensión 488 es la mía", "mismo prefijo
 * que el tuyo y luego 39 71 04"; not a time, an amount or a count ("acaba en 45 minutos", "mi grupo acaba en 45 personas").
 */
const END_CHANGED =
  /\b(?:(?:acabad[oa]|terminad[oa]|acaba|termina|acabando|terminando) en (?:un |el )?\d{2,4}\b(?!\s*(?:€|%|h\b|min|minutos|euros|horas|:\d|\.\d|personas|alumn|socios|plazas|participantes|inscrit|people|kg|kilos|km|reps|repeticiones|segundos|dias|clases|sesiones|bicis|minuts|hores))|con (?:un |el )?\d{2,4} al final|cambia(?:ndo|le)? (?:el final|la terminacion|el ultimo (?:bloque|grupo|numero|digito|\d)|(?:los|las) (?:dos|tres|cuatro|\d) ultim[oa]s) (?:por|a|en|x) (?:un |el )?\d{1,4}|cambia(?:ndo)? el (?:ultimo )?\d por (?:un )?\d\b|el ultimo (?:digito |numero )?es (?:un )?\d\b|en vez de \d{1,4},? pon \d{1,4}|empezando por \d en vez de|los (?:seis|cinco|siete|[5-7]) primeros son (?:los )?del?\b|(?:termina|acaba) em \d{2,4}|finisce (?:con|in) \d{2,4}|finit par \d{2,4}|am ende \d{2,4}|(?:ending|ends) (?:in |with )?\d{2,4}|(?:los|las) (?:dos|tres|cuatro|\d) ultim[oa]s (?:son|es|seran|por) (?:el |un )?\d{2,4}|extension (?:es )?(?:la |el )?\d{2,4}|mismo prefijo que\b.{0,30}\d{2}[ .]?\d{2}[ .]?\d{2})/;
/** …of a number the other can find: the gym's, reception's, the one on the web or the poster. */
const KNOWN_NUMBER =
  /\b(?:igual|mismo|misma|como el|el que sale|el del|el de|fijo|numero|prefijo|recepcion|centralita|web|ficha|cartel|uguale|same|gym|ginasio|palestra|pareil|celui|nummer|te di|te pase|te paso|te puse|centro|gimnasio)\b/;
/** Things whose numbers end too: a code, an address, a time, a class. */
const OTHER_ENDS =
  /\b(?:afiliacion|dni|nie|nif|cif|socio|socia|colegiado|poliza|expediente|licencia|codigo|cod|referencia|ref|localizador|factura|pedido|reserva|cuenta|iban|tarjeta|matricula|postal|cp|calle|piso|puerta|portal|avenida|ticket|clase|sesion|turno|horario|temporada|mes|contrato|oferta)\b/;

/** The head and the words about the rest, or null. */
export function partialPhone(folded: string): string | null {
  const same = SAME_BUT.exec(folded);
  if (same) return same[0];
  const changed = END_CHANGED.exec(folded);
  // "el del cartel de la puerta", "el que sale en la factura": a number shown on that thing.
  const shownOn = folded.replace(/\b(?:cartel de la puerta|sale en (?:la|el) \w+)\b/g, '');
  if (changed && KNOWN_NUMBER.test(folded) && !OTHER_ENDS.test(shownOn)) return changed[0];
  if (!/[679]\d\d/.test(folded) || !PARTIAL.test(folded) || LABELS.test(folded)) return null;
  return HEAD.exec(folded)?.[0] ?? null;
}
