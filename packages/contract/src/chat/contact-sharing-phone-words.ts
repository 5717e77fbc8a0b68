// Word classes the phone finder needs: filler that may stand between the groups of one number
// ("prefijo …, después …", "y el resto …", "lo que sigue: …"), words that say a number is a
// phone, and words that say it is something else (a reference, an address, a quantity).

import { lazy, lazyWords } from './contact-sharing-lazy.ts';
import type { Token } from './contact-sharing-text.ts';

/** Conjunctions that may join two groups on their own ("600 y 12 34 56", "699 más 00 11 22"). */
export const JOIN_WORDS = lazyWords('y e i and eta mas plus ta');

/**
 * Words that sequence the parts of a dictated number: they join groups, and let small function
 * words come with them ("y lo que sigue es", "seguido de", "y para acabar").
 */
export const SEQUENCE_WORDS = lazyWords(`
  luego despues despois despres gero ondoren then next after afterwards later
  resto resta rest demas others otros otras remaining restantes
  sigue siguen sigo seguimos segueix segueixen siguiente siguientes seguido seguida seguidos seguidas seguit followed follows
  continuacion continua continuo continuamos continuar continues
  acaba acabo acaban acabar acabamos termina termino terminan terminar remata rematar remato fin final finally finalmente
  bukatzeko azkenik amaitzeko ultimo ultimos ultima ultimas ultim last lastly ends end finish
  seguidamente posteriormente jarraian seguidament despuesito
  total entero completo junto juntos pegado seguido corrido
  prefijo prefix prefixo prefixe aurrezenbakia
  empieza empiezo empiezan empezando empezar comienza comienzo comenca comenc empeza arranca starts start begins
  primero primeros primera primeras primer primers primeiro primeiros lehenengo hasiera first
  segundo segunda segundos tercero tercera tercer second third
  ya ahora ara llavors entonces doncs so now again vez otra detras tras eso aixo
  pon pones poner ponle apunta apuntas anota anotas escribe escribes marca marcas
  viene vienen va van vas cierra cierro cierran queda quedan falta faltan sobra sobran hurrengoa logo comes
  cifras cifra digitos digito numeros xifres xifra digits numbers
  mitad parte trozo cacho half part bit piece
  perdon perdona digo bueno pues vale ok okay osea decir repito ojo vamos eh ehh mmm em hmm uy
  espera esperate espere wait ver sea ehm ehmm emm erm uhm um umm uh ah aha si sip
  numero num nro telefono telf tfno tlf movil mobil
  ahi alli encima anade anadir anades agrega suma sumale cola principio inicio otro otros remate medio centro lado
  azkena azkenean hasieran hasiera gainerakoa gainontzekoa bestea resta resto
  espacio espacios guion guiones barra barras coma comas raya rayas junto juntos space spaces dash dashes hyphen
  espai espais guio tarte
  cabecera cabeza cuerpo entrada postre delante detras segundas terceras arriba abajo
  dann danach puis ensuite poi dopo depois cortado corto faltaba
`);

/**
 * Words that make the number before them a count, not a digit group: "los tres primeros",
 * "los 6 siguientes", "las dos últimas cifras".
 */
export const COUNTED_WORDS = lazyWords(`
  primeros primeras primer primers primeres primeiros primeiras ultimos ultimas darrers darreres restantes siguientes
  seguents seguintes cifras cifra xifres digitos digitos numeros numeros first last remaining digits numbers zenbakiak
  lehenengoak azkenak
`);

/** Greetings, acknowledgements and fillers around what a message says. */
export const DISCOURSE = lazyWords(
  `oye ey eh hey hola hi vale ok okey okay perfecto genial bueno pues mira gracias porfa porfi jaja jajaja jeje xd venga
  ei epa ep aupa buenas xfa plis pls please bss besos saludos jajaja jiji ostras anda holi holis`,
);

/** Function words: they may stand in a gap only together with a sequencing word. */
export const FUNCTION_WORDS = lazyWords(`
  el la lo los las l de del al a que es son con en por para com amb pel per
  the is are of with in by to da do dira dira dut nire zure mi tu su me te se le
  como asi cual tal todo nada esto este esta
  q k ke d pa xa
`);

/** Words that say the digits nearby are a phone number. */
export const PHONE_CUES = lazyWords(`
  numero num nro numro numer nuemro numeor nmero telefono telefon telf tfno tlf tel tlfn movil mobil movi celu celular fijo
  llama llamame llamar llamarme llamada llamadme llamanos truca trucam trucar chama chamame chamar deitu
  apunta apuntate anota anotate marca marcame prefijo prefix contacto contacte contact
  whatsapp wasap whats telegram escribeme escribirme escriu number phone call text mobile cell zenbakia zenbakira
  directo directa personal privado privada particular mio mia meu meva
  nummer handynummer telefonnummer handy numarul telefonul portable
`);

/** Words in front of a number that make it a label: references, codes, places, ids. */
export const REFERENCE_WORDS = lazyWords(`
  ref referencia referencias localizador pedido pedidos factura facturas expediente codigo codi clave contrasena pin
  cif nif dni nie iban cuenta tarjeta socio socia socios licencia colegiado colegiada poliza oferta ofertas
  reserva reservas ticket albaran lote serie modelo matricula bono talla taquilla taquillas sala salas
  puerta planta piso portal escalera bloque nave local oficina km order booking invoice code locker room id
  version release edicion temporada grupo grupos clase clases bici bicis fila asiento dorsal plaza vuelo tren
  autobus bus linea lineas ruta cp postal series serie reps repeticiones tempo rondas sets pesos marcas piramide
  error errores seguimiento envio tracking afiliacion licenza llicencia lizentzia licence license
  reference reservation erreferentzia erreserba ordine ordem commande tessera facturii fatura encomenda
  sesion sesiones session recibo justificante comprobante operacion transaccion solicitud tramite incidencia
`);

/** Street types: a number after one of these is a house number, then floor, door, postal code. */
export const ADDRESS_WORDS = lazyWords(`
  calle c cl avda av avenida paseo pza plaza placa carrer rua ronda travesia kalea kale camino carretera ctra
  via poligono urbanizacion urb barrio etorbidea passeig avinguda rambla glorieta cuesta callejon pasaje
  street st avenue road alameda ribera muelle puerto
`);

/** Units after a number: it is a quantity, not a group of a phone number. */
export const UNIT_WORDS = lazyWords(`
  euros euro eur kg kgs kilos gr km m mts metros cm mm min mins minutos minuts h hrs horas hores seg segs segundos
  bpm rpm kcal cal litros ml reps rep series rondas vueltas veces anos meses dias semanas pax
`);

/** Characters after (or before) a number that make it a quantity: prices, percentages, ordinals. */
export const UNIT_MARKS = lazy(() => new Set(['€', '$', '£', '%', '‰', '#', "'", '"', '²', '³']));

/** Months: small numbers right before or after one are days ("6, 7, 8 || 13, 14 || y 15 de junio"). */
export const MONTHS = lazyWords(`
  enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre diciembre
  ene feb mar abr jun jul ago sep sept oct nov dic
  gener febrer marc maig juny juliol agost setembre octubre novembre desembre
  xaneiro febreiro abril maio xuno xullo agosto setembro outubro novembro decembro
  urtarrila otsaila martxoa apirila maiatza ekaina uztaila abuztua iraila urria azaroa abendua
  january february march april june july august september october november december
`);

/** A phone cue at words[k]: one of PHONE_CUES, or one's line ("mi línea: 6 9 1…"; "la línea 6" is a bus). */
export const phoneCueAt = (words: readonly string[], k: number) =>
  PHONE_CUES().has(words[k] as string) || (words[k] === 'linea' && ['mi', 'tu', 'su'].includes(words[k - 1] ?? ''));

const NUMBER_NOUNS = new Set(['numero', 'num', 'nro', 'n']);
const OF = new Set(['de', 'del', 'do', 'da', 'di', 'della', 'dello']);
const LABEL_ARTICLES = new Set(['la', 'el', 'los', 'las', 'mi', 'tu', 'su']);
/** A group or a place has a phone: "el número del grupo de sustitutos", "número de la oficina". */
const HAS_A_PHONE = new Set(['grupo', 'grupos', 'oficina', 'local', 'nave', 'centro', 'recepcion', 'club', 'tienda']);

/** "número de la oferta", "mi número de colegiado": words[k] is the number of a label, no phone's cue. */
export function labelFollows(words: readonly string[], k: number): boolean {
  // "my order number is…", "licence number": the label before it.
  if (words[k] === 'number' && REFERENCE_WORDS().has(words[k - 1] ?? '')) return true;
  if (!NUMBER_NOUNS.has(words[k] ?? '')) return false;
  // "número do pedido", "numero della tessera": "of" in Portuguese and Italian too.
  if (!OF.has(words[k + 1] ?? '')) return false;
  const label = LABEL_ARTICLES.has(words[k + 2] ?? '') ? words[k + 3] : words[k + 2];
  return label !== undefined && REFERENCE_WORDS().has(label) && !HAS_A_PHONE.has(label);
}

const WINKS = /😉|😏|🤫|🙊/u;

/**
 * "…tú me entiendes", "no es una reserva": the label said not to be what it seems, so the digits
 * are read as a phone's.
 */
export function winked(list: readonly Token[]): 'said' | 'emoji' | null {
  const words = list.filter((t) => t.kind === 'word').map((t) => t.text);
  const said = words.some(
    (w, k) =>
      (w === 'entiendes' && (words[k - 1] === 'me' || words[k - 1] === 'entiendes')) ||
      (w === 'no' &&
        words[k + 1] === 'es' &&
        ['un', 'una', 'de', 'del', 'mi'].includes(words[k + 2] ?? '') &&
        (REFERENCE_WORDS().has(words[k + 3] ?? '') || words[k + 3] === 'la' || words[k + 3] === 'app')),
  );
  if (said) return 'said';
  // "apunta esta referencia: 6 eight 0 0 4… 😏": a wink, or a finger to the lips.
  return WINKS.test(list.map((t) => t.text).join('')) ? 'emoji' : null;
}

/** A phone's cue among a message's tokens, not the number of a label ("número de la oferta"). */
export function cued(list: readonly Token[]): boolean {
  const words = list.flatMap((t) => (t.kind === 'word' ? [t.text] : []));
  return words.some((_, k) => phoneCueAt(words, k) && !labelFollows(words, k));
}
