// Being added to, invited to or asked to join a group or a channel of one's own (issue 26, tenth
// round): "métete en el grupo de monitores que tenemos, te meto yo", "te he mandado invitación a
// mi canal, únete", "join our community". Groups and channels live in chat apps; this platform
// has classes, so a group counts only when it is of people ("de padres", "de monitores") or one's
// own ("que he creado", "nuestro canal"), never a class ("el grupo de las 7", "el grupo del martes").
import { lazyWords } from './contact-sharing-lazy.ts';

const GROUPS = lazyWords('grupo grupos grup grups group groups taldea');
const CHANNELS = lazyWords('canal canales channel channels comunidad comunidades comunitat community servidor server');
/** People a group of one's own is made of: "el grupo de monitores", "un grupo de madres". */
const PEOPLE = lazyWords(`
  monitores monitoras entrenadores entrenadoras profes profesores profesoras padres madres familias alumnos alumnas
  clientes clientas amigos amigas chicos chicas compis companeros companeras corredores corredoras runners socios
  socias vecinos vecinas coaches trainers parents friends clients members subs sustitutos sustitutas suplentes
  monitors entrenadors alumnes clients amics amigues companys companyes pares mares instructors
`);
const OWN = lazyWords('mi mis nuestro nuestra nuestros my our meu nosso noso nire gure');
/** "…que he creado", "…que montamos": a group someone made ("el grupo que tenemos los jueves" is a class). */
const MADE = /^(?:cread[oa]|montad[oa]|abierto|cree|creamos|monte|montamos|abri|abrimos|created|made|started)$/;
/** Joining, adding someone or inviting them. */
const JOIN =
  /^(?:unet|unir|unan|uneo|unios|join|entra$|entrad|entrar|entrate|invit|gehitu|agreg|anad|afeg|engad|add$|metet|meteos|meterte|meteros)/;
/** "te meto", "os meteré": putting someone in. */
const PUT = /^(?:meto|mete|metere|meteremos|metemos|meti|poso|posare)$/;

const joins = (words: readonly string[], p: number) =>
  JOIN.test(words[p] as string) ||
  (PUT.test(words[p] as string) && ['te', 'os', 'et', 'us'].includes(words[p - 1] ?? ''));

/** "el grupo de los martes", "mi grupo de las 7", "del lunes": a class, by its day or hour. */
const CLASS_AFTER = lazyWords(`
  las los la lunes martes miercoles jueves viernes sabado domingo manana tarde noche nivel iniciacion principiantes
`);
const aClass = (words: readonly string[], g: number) =>
  (words[g + 1] === 'de' || words[g + 1] === 'del') && CLASS_AFTER().has(words[g + 2] ?? '');
/** Adding someone ("te meto", "te añado"): one is added to a chat group, signed up to a class. */
const ADDS = /^(?:agreg|anad|afeg|engad|add$|meto$|mete$|metere)/;

/** Whether the group or channel at `g` is one of people, or someone's own. */
function ownGroup(words: readonly string[], g: number): boolean {
  const before = [words[g - 1], words[g - 2]];
  if (before.some((w) => OWN().has(w ?? '')))
    return !GROUPS().has(words[g] as string) || madeOfPeople(words, g) || (!aClass(words, g) && added(words, g));
  return madeOfPeople(words, g) || (words.slice(g + 2, g + 5).some((w) => MADE.test(w)) && words[g + 1] === 'que');
}

const added = (words: readonly string[], g: number) => words.slice(Math.max(0, g - 5), g).some((w) => ADDS.test(w));

const madeOfPeople = (words: readonly string[], g: number) =>
  ((words[g + 1] === 'de' || words[g + 1] === 'of') && PEOPLE().has(words[g + 2] ?? '')) ||
  // "a group chat": one on a chat app by its very name.
  (words[g] === 'group' && words[g + 1] === 'chat');

/** The words of a join into someone's group or channel, or null. */
export function joinedOutside(words: readonly string[]): string | null {
  for (let g = 0; g < words.length; g++) {
    const word = words[g] as string;
    if (!GROUPS().has(word) && !CHANNELS().has(word)) continue;
    if (!ownGroup(words, g)) continue;
    for (let p = Math.max(0, g - 5); p <= g + 8 && p < words.length; p++)
      if (p !== g && joins(words, p)) return words.slice(Math.min(p, g), Math.max(p, g) + 1).join(' ');
  }
  return null;
}
