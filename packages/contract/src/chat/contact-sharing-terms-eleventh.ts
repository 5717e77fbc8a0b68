// Families of intent of the eleventh round (issue 26, ADR 0015), from the tuning halves of the
// sets written blind: the formal register of leaving ("sin intermediación de la aplicación", "un
// canal distinto"), hiring directly, the filter to be got round ("así no lo borra", "en clave"),
// the platform said to be reading, "por donde sea", one's contact asked of a third person, a search
// engine, a QR code or one's details pointed to. Added to the phrase table of
// contact-sharing-terms.ts last (the longest phrase wins; on a tie, the one added first).
import { wordSet, type PhraseTable } from './contact-sharing-phrases.ts';
import type { MakeTerm, Term } from './contact-sharing-terms.ts';

const PLATFORM = 'la+plataforma|la+app|la+aplicacion|fitcover|esta+app|esta+plataforma';
const MINE = 'lo+mio|mi+contacto|mi+numero|mis+datos|mi+telefono|mi+movil';

export function addEleventh(table: PhraseTable<Term>, t: MakeTerm): PhraseTable<Term> {
  return (
    table
      .add(t('intent', 'contacto', 1), [
        // Formal: "sin intermediación de la aplicación", "sin depender de la plataforma", "un
        // canal distinto a la plataforma", "algún medio de contacto externo", "comunicación directa".
        'sin ?la intermediacion',
        `sin depender de ${PLATFORM}`,
        'un|otro|algun canal|medio|cauce distinto|diferente|alternativo|externo',
        'una|otra|alguna via|forma distinta|diferente|alternativa|externa',
        'medio|medios|datos|via de contacto externo|externos|alternativo|alternativos|directo|directos',
        'contacto externo',
        'comunicacion directa|externa',
        'dirigirme|dirigirse|escribirle|llamarle|contactarle a+usted|a+ti|le|te directamente',
        // Hiring directly: "me contrate usted directamente", "te contrato yo directamente".
        'contrate|contrates|contrateis|contratarte|contratarle|contratarme|contratarnos ?usted ?yo directamente|directo',
        'te|le|os contrato ?yo directamente|directo',
        // The filter got round: "así no lo borra", "que no lo pille el sistema".
        'asi|para+que|que no lo|la|me|te|nos borra|borre|borran|bloquea|bloquee|bloquean|pilla|pille|pillan|detecta|detecte|filtra|filtre|censura|censure',
        'el filtro|bot no lo|la pilla|pille|detecta|detecte|ve|vea|lee|lea',
        // Not put here: "no lo metemos en la app", "así no queda registrado aquí".
        `no lo|la|los|las metemos|metas|metamos|meto|pasamos|pases|pasemos en|por aqui|${PLATFORM}`,
        'no queda|quede|quedara registrado|registrada|constancia aqui|en+la+app|en+la+plataforma',
        'sin que pase|pasen|lo+veas|lo+vean por aqui',
        // Asked of someone else: "pídeles lo mío", "te puede pasar mi contacto", "dile que te pase lo mío".
        `pideles|pidele|pideselo|pidelo|pidan ${MINE}`,
        `te puede|pueden|podra|podran pasar|dar ${MINE}`,
        `que te pase|pasen|de|den ${MINE}`,
        // A search engine: "pon mi nombre en Google", "googlea …", "búscame en internet".
        'mi nombre|mi+nombre+completo|mis+apellidos en google|internet|el+buscador',
        'buscame|buscanos en google|internet',
      ])
      .add(t('intent', 'contacto', 0.5, { talkBonus: 0.5 }), [
        // Written so the filter lets it through: "en clave", "por partes", counted with a word of
        // asking or talking near.
        'en clave',
        'por partes|trozos|cachos',
        'googlea|googlealo|googleame|googlear|googleas',
        // The platform said to be reading: "este chat lo revisan", "aquí lo leen todo".
        'este chat lo|se revisan|leen|miran|vigilan|controlan|revisa|lee',
        'aqui lo|se leen|revisan|miran|vigilan|controlan ?todo',
        'para que no sospechen|se+enteren',
      ])
      // With a verb of writing or talking near: "por donde sea", "de la forma que sea", "como
      // quieras menos por aquí", a QR code or one's card pointed to ("escanéalo y me escribes").
      .add(t('intent', 'contacto', 0.5, { talkBonus: 0.5, bonusFrom: 'verb' }), [
        'por|x donde sea',
        'de la|cualquier forma|manera que sea',
        'menos|excepto|salvo por aqui',
        'un|el|del|con+un qr',
        'mi tarjeta|tarjetita',
      ])
      // "dejé mis datos en recepción, escríbeme"; not "mis datos de facturación".
      .add(t('intent', 'contacto', 0.5, { talkBonus: 0.5 }), ['mis datos'], { notBefore: wordSet('de del fiscales') })
  );
}
