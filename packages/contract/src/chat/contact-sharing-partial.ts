// A phone given in part (issue 26, fourteenth round): its first digits and a word that the rest
// comes apart or later ("677 698… y el final te lo mando luego", "empieza por 954 y acaba en 14",
// "los seis primeros: 616868", "el mío es 624 y termina en 9595"). Read on the folded text.

/** Three to eight typed digits, a mobile's or a landline's head, not followed by a unit. */
const HEAD =
  /(?<![\w.,:/])[679]\d{2}(?:[ .-]?\d{1,3}){0,2}(?![\d,:/]|\.\d)(?!\s*(?:€|%))(?!\s*(?:euros?|eur|metros|m|km|kg|kcal|calorias|cal|reps?|segundos|seg|s|min|minutos|vatios|w|pax|personas|socios|plazas|h|horas)\b)/;
/** The rest said to be elsewhere, or the number described by its ends. */
const PARTIAL =
  /\b(?:(?:acaba|termina|acabado|terminado|finaliza)(?:ba)? en (?=\d)|(?:empieza|comienza|empezaba) (?:por|con) (?=\d)|(?:el|lo) (?:final|resto|que falta|de en medio|del medio)\b.{0,30}\b(?:mando|paso|digo|doy|envio|escribo|pongo)|los (?:otros|ultimos|siguientes) (?:dos|tres|cuatro|cinco|seis|[2-6])|(?:en el|por|al) (?:proximo|siguiente|otro) mensaje|los (?:tres|cuatro|cinco|seis|[3-6]) primeros|te doy una pista\b)/;
/** What else a number that begins and ends may be: a code, a reference, an address, an account. */
const LABELS =
  /\b(?:codigo|cod|referencia|ref|localizador|factura|pedido|reserva|socio|taquilla|pin|dni|nie|cuenta|iban|tarjeta|matricula|postal|cp|calle|piso|puerta|portal|avenida|ticket|expediente|poliza|licencia|serie|lote|modelo|dorsal|cif|nif|bus|linea|autobus|vuelo|tren|sala|km|kilometro)\b/;

/** Another number one knows with other last digits: "es igual que el del club pero acabado en 881". */
const SAME_BUT =
  /\b(?:igual|el mismo|lo mismo) que el (?:del|de)\b.{0,40}\b(?:acabad|terminad|acaba|termina)[oa]? en (\d{3,4})\b/;

/** The head and the words about the rest, or null. */
export function partialPhone(folded: string): string | null {
  const same = SAME_BUT.exec(folded);
  if (same) return same[0];
  if (!/[679]\d\d/.test(folded) || !PARTIAL.test(folded) || LABELS.test(folded)) return null;
  return HEAD.exec(folded)?.[0] ?? null;
}
