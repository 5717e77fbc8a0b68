// Handles made of a first name glued to another word ("paulahiit", "joanwellness",
// "trainingwithhector", "nuriaxtrx"): people build them that way, and a first name does not
// start or end an ordinary word of eight letters or more. The names are the common first names
// of Spain (Spanish, Catalan, Galician, Basque) of four letters or more, without those that are
// also words or the ends of words ("rosa" in "hermosa", "vera" in "primavera", "alba", "luna").
import { lazy, lazyWords } from './contact-sharing-lazy.ts';

// prettier-ignore
const NAMES = lazyWords(`
  maria carmen josefa isabel laura cristina marta lucia paula elena sara raquel andrea silvia irene julia patricia
  beatriz nuria alicia sonia claudia monica noelia carla natalia veronica eva marina angela lorena yolanda rocio
  miriam ines daniela sandra alejandra susana esther nerea teresa olga adriana sofia aitana valeria martina candela
  lidia ainhoa itziar edurne maider uxue leire amaia ane garazi nahia oihane irati iratxe maite begona arantxa idoia
  uxia sabela antia iria noa xiana brais xoan anxo iago lois roi laia jordina montse merce nuria pau quim didac
  bernat oriol arnau pol jordi joan marc xavi xabi iker unai aitor mikel ander gorka asier jon eneko ibai julen
  antonio manuel jose francisco david juan javier daniel carlos jesus alejandro miguel rafael pedro pablo angel
  sergio fernando jorge alberto luis alvaro adrian diego raul enrique ramon vicente ivan ruben oscar andres joaquin
  santiago eduardo victor roberto jaime mario ignacio alfonso salvador ricardo marcos emilio gabriel julian hector
  martin nicolas samuel gonzalo hugo lucas mateo leo dario bruno thiago marco izan enzo nico
  lorenzo fermin yaiza zoe candela gala quim itziar teo
`);
/** Names that are also words, or begin or end ordinary ones. */
// prettier-ignore
const AMBIGUOUS = lazyWords(`
  leo pol pau quim gala teo zoe eva ana noa ane jon ibai marco martina angela ramon salvador marina nico ines marc mario
  maria sofia dario angel sara lidia monica sonia julian martin marcos isabel carmen josefa manuel jesus santiago
  candela pedro diego luis lucas hugo enzo izan mateo iria lois antia lucia andres victor susana valeria sandra
  merce ander oscar
`);
/** A common first name of Spain: a person, not an app ("escribo por Laura"). */
export const isNamedPerson = (word: string) => NAMES().has(word);
const JOINERS = ['with', 'con', 'by', 'x', 'de', 'the', 'la', 'el'];
const ENDINGS =
  /^(?:s|es|ito|ita|itos|itas|illo|illa|ero|era|eros|eras|ista|istas|ismo|mente|ico|ica|icos|icas|ia|ias|ario|aria|ador|adora|ina|ino|inas|inos|ar|er|ir|cion|dad|miento|able|ible|ante|ente|ote|ota|uda|udo|ada|ado|ista)$/;

const usable = lazy(() => [...NAMES()].filter((name) => name.length >= 4 && !AMBIGUOUS().has(name)));

/** "paulahiit", "joanwellness", "trainingwithhector", "nuriaxtrx": a name glued to a word. */
export function gluedName(text: string): boolean {
  if (text.length < 8 || !/^[a-z]+$/.test(text)) return false;
  for (const name of usable()) {
    if (text.startsWith(name)) {
      const rest = text.slice(name.length);
      // The rest is a word of its own, not an ending ("marcador", "enriquecer").
      if (rest.length >= 3 && !ENDINGS.test(rest) && !ENDINGS.test(text.slice(name.length - 1))) return true;
    }
    if (text.endsWith(name)) {
      let head = text.slice(0, -name.length);
      const joiner = JOINERS.find((j) => head.endsWith(j) && head.length - j.length >= 3);
      if (joiner) head = head.slice(0, -joiner.length);
      if (head.length >= 3) return true;
    }
  }
  return false;
}
