// The words and phrases of the contact-sharing score beyond channel names
// (contact-sharing-channels.ts): calls, asking for or offering contact details, leaving the
// platform, paying outside it, e-mail, links, finding someone by a handle; and the context
// words that make a name count (talk verbs, on-platform cues). Spanish, Catalan, Galician,
// Basque and English; folded (no accents), apostrophes split ("truca'm" → "truca m"). Calls and
// contact details are here; leaving, paying, e-mail and links in -terms-leaving.ts; context words
// in -terms-context.ts; families of intent in -terms-families.ts.
import type { ContactSharingReason } from './contact-sharing.ts';
import { lazy, lazyWords, wordSet } from './contact-sharing-lazy.ts';
import { PhraseTable } from './contact-sharing-phrases.ts';
import { addContext } from './contact-sharing-terms-context.ts';
import { addEnglish } from './contact-sharing-terms-english.ts';
import { addFamilies } from './contact-sharing-terms-families.ts';
import { addLeaving } from './contact-sharing-terms-leaving.ts';
import { addEleventh } from './contact-sharing-terms-eleventh.ts';
import { addTwelfth } from './contact-sharing-terms-twelfth.ts';
import { addAbroad } from './contact-sharing-terms-abroad.ts';
import { addFormal } from './contact-sharing-terms-formal.ts';
import { addThirteenth } from './contact-sharing-terms-thirteenth.ts';
import { addFourteenth } from './contact-sharing-terms-fourteenth.ts';
import { addFifteenth } from './contact-sharing-terms-fifteenth.ts';
import { addIndirect } from './contact-sharing-terms-indirect.ts';
import { addTenth, addTenthMore } from './contact-sharing-terms-tenth.ts';

/**
 * intent: counts its weight as it is; contact: a contact word ("contacto", "número") that counts
 * with a possessive or a request; find: "búscame", worth more with a handle after it; talk / ask:
 * context that makes a channel or a contact word count; platform: the conversation stays here.
 */
export type TermKind = 'intent' | 'contact' | 'find' | 'talk' | 'ask' | 'platform' | 'pay';
export type Term = {
  kind: TermKind;
  reason: ContactSharingReason;
  weight: number;
  /** Cancelled by a negation just before ("nada de bizums"). */
  negatable?: boolean;
  /** Cancelled by an on-platform cue near it ("dame un toque por aquí"). */
  local?: boolean;
  /**
   * Added when a talk, ask or find word is near ("escríbeme por otro lado"); `pay`: a payment
   * word; `verb`: a verb of writing or talking, not another phrase ("ven directamente").
   */
  talkBonus?: number;
  bonusFrom?: 'talk' | 'pay' | 'verb';
  /** find: only a handle-shaped word counts after it ("soy marta_fit", not "estoy como nueva"). */
  shaped?: boolean;
};

export type MakeTerm = typeof t;
const t = (kind: TermKind, reason: ContactSharingReason, weight: number, extra: Partial<Term> = {}): Term => ({
  kind,
  reason,
  weight,
  ...extra,
});

/** The phrase table, built on the first check (the expansion of every spec takes a few ms). */
export const TERMS = lazy(() => {
  const NOT_A_LIST = wordSet('a al');
  // "número de socio", "número do pedido", "numero di tessera": the number of something else.
  const NOT_AN_ID = wordSet('de del of do da di della');
  const base = new PhraseTable<Term>()
    // ---- calls ----
    .add(t('intent', 'telefono', 1), [
      'llamame|llamadme|llamanos|llamadnos|llameme|llamenme|llamarte|llamaros|llamarnos|llamame+luego',
      // Every tense of "I call you" and "you call me" ("que te llame", "cuando me llames"); not
      // "me llamo" / "te llamas" (a name) nor "me llaman" (what people call me).
      'te|os llamo|llame|llamare|llamaria|llamaba|llamamos|llamemos|llamaremos|llamariamos|telefoneo|marco',
      'me|nos llamas|llames|llamais|llameis|llamaras|llamareis|llamarias|llamases|marcas',
      'te|os puedo|podemos|podria|voy+a|vamos+a|quiero|importa+si llamar|llamo',
      'me puedes|podeis|podrias llamar',
      'puedo|podemos|podria|quiero llamarte|llamaros',
      'marcame|marcadme|llamada+perdida|videollamada|videollamadas|videoconferencia|videotrucada|videochamada|bideodei',
      'video llamada|call|trucada|chamada',
      'nos llamamos|telefoneamos',
      'por llamada|voz|videollamada',
      'de viva voz',
      'llamada|llamadita rapida|corta',
    ])
    .add(t('intent', 'telefono', 1), ['una|otra llamadita|llamadeta'], { notBefore: wordSet('de del') })
    .add(t('intent', 'telefono', 1), [
      'mejor una|por llamada|videollamada|llamadita',
      'hacemos|hacer|hago|haces|hagamos una llamada|llamadita',
      'te hago|dejo una perdida|llamada',
      'hazme|dame una ?llamada perdida',
      'sms',
      'truca m|me|ns|nos',
      'trucam',
      'et|us truco|trucare|trucaria|puc+trucar',
      'em|ens trucas|trucaras|trucareu',
      'fem|fer|fes una trucada|videotrucada',
      'et|us faig|fare una trucada|videotrucada',
      'trucar te|vos',
      'chamame|chamadme|chamote|chamarte|chamamonos',
      'podo|podemos chamar|chamarte',
      'unha chamada|videochamada',
      'deitu iezadazu|iezaguzu|nazazu|diezadazu',
      'deituko dizut|dizugu|diot',
      'dei bat|egin',
      'give me a call|ring|buzz',
      'ring me|you',
      'i ll call|ring',
      'can|could|shall i call',
      'phone|video|quick call',
      'hop|jump on a call',
      'text me',
    ])
    // "call me maybe" is a song.
    .add(t('intent', 'telefono', 1), ['call me|you|u'], { notBefore: wordSet('maybe') })
    // "dame un toque de codo", "dale un toque al saco": a touch of a hand, or on something ("dame
    // un toque al…" may still be a number).
    .add(
      t('intent', 'telefono', 1, { local: true }),
      [
        'te|os doy|pego|hago un toque|toquecito|telefonazo',
        'dame|pegame|hazme|dadme un toque|toquecito|telefonazo',
        'me das|pegas|haces un toque|toquecito',
      ],
      { notBefore: wordSet('de del con') },
    )
    // …nor "dale un toque más intenso", "un toque en el hombro".
    .add(t('intent', 'telefono', 1, { local: true }), ['un toque|toquecito|telefonazo'], {
      notBefore: wordSet('de del al con mas en final'),
      // "le he dado un toque a Nerea", "dale un toque final": given to someone or something else.
      notAfter: wordSet('dado di dio dimos daba doy da dale dadle dan damos das hazle dales'),
    })
    .add(t('intent', 'telefono', 1), [
      'telefonear|telefonearte|telefonearnos|telefoneame|telefoneas|marcarte|marcaros|chamarme|chamarnos',
      'em|ens truques|truqueu|trucaras',
      'i ll|i+will|let+me give you a call|ring|buzz',
      'mejor|prefiero llamada|llamar|llamarte|llamarnos|llamadita',
      'me|nos haces|das|hace una perdida|llamada+perdida',
      'te|os|me vuelvo|vuelves|vuelve a llamar|llamo',
      'hacemos|hagamos|hacer|montamos|montar|quedamos+en un|una zoom|meet|skype|facetime|teams|videochat|call',
      // "¿un zoom de 10 minutos?", "te propongo una Zoom el jueves": a call by its app, counted.
      'un|una|unos|otro|otra zoom|zooms|skype|facetime|videochat',
    ])
    .add(t('intent', 'contacto', 1), [
      'donde|como te escribo|llamo|encuentro|localizo|agrego|busco|sigo|contacto|pillo',
      'guardame|apuntate|grabate|guardate|agenda+te el|mi numero|contacto',
      'pago|pagas|cobro|pagamos|te+lo+pago|me+lo+pagas fuera',
      'forma|manera|modo|via de contactarte|contactar|localizarte|escribirte|llamarte|contactarnos',
      'enlace|link|url de|a tu|su|mi perfil|cuenta|canal|insta|tiktok',
      'deitu diezazuket|dezaket|diezazudan|nazazu',
    ])
    .add(t('intent', 'telefono', 0.5), [
      'llamada',
      'llamar',
      'trucar',
      'chamar',
      'deitu',
      'marcar',
      'trucada',
      'chamada',
    ])
    // "hazle un zoom a la foto": enlarged, not a call.
    .add(t('intent', 'telefono', -1), [
      'zoom a|al|en la|el|esta|este foto|imagen|pantalla|cartel|horario|plano|mapa|captura',
    ])
    // "te llamo la atención" is not a call.
    .add(t('intent', 'telefono', -1), ['llamo|llamar|llamame|llamadme|llamarme la atencion'])
    // ---- contact details asked for or offered ----
    .add(t('contact', 'contacto', 0.2), ['contacto|contactos|contacte|contact|kontaktua|datos|dades|details'], {
      notBefore: wordSet('con amb with de del'),
    })
    .add(
      t('contact', 'telefono', 0.3),
      ['numero|num|numeret|numerito|numerin|number|zenbakia|numro|numer|nuemro|numeor|numeo|nmero|numeero|n'],
      {
        notBefore: NOT_AN_ID,
      },
    )
    .add(t('contact', 'email', 0.2), ['correo|correu|mail|emaila|posta'], { notBefore: NOT_AN_ID })
    .add(
      t('intent', 'contacto', 1),
      [
        'dato|datos|info|informacion|dades de contacto|contacte',
        'numero de contacto|contacte',
        'numero personal|privado|particular|directo',
        'contacto directo|personal|privado|particular',
        'otro contacto|numero|medio',
        'a que numero',
        'un|algun|otro numero|contacto|correo donde|para+escribirte|para+llamarte|para+hablar|para+hablarlo|para+escribir',
        'donde|como escribirte|llamarte|localizarte|contactarte|encontrarte',
        'como te localizo|encuentro|contacto|escribo',
        'contact details|info',
        'contactame|contactarme|contacta+m',
      ],
      { notBefore: wordSet('por aqui here') },
    )
    .add(
      t('intent', 'contacto', 1, { local: true }),
      [
        'agregame|anademe|agregadme|anadidme|engademe|afegeix+me|afegiu+me|agrega+me',
        'te|os agrego|anado|afegeixo|engado',
        'me agregas|anades|afegeixes|engades',
        'add me',
      ],
      { notBefore: NOT_A_LIST },
    )
    // "mándame los detalles a mi personal", "escríbeme al privado": one's own number or address,
    // not "a mi personal de recepción" (one's staff).
    .add(
      t('intent', 'contacto', 0.6, { talkBonus: 0.5, bonusFrom: 'verb' }),
      ['a|al mi|tu personal|privado|particular'],
      {
        notBefore: wordSet('de del que'),
      },
    );
  const leaving = addLeaving(base, t, NOT_AN_ID);
  const context = addContext(leaving, t);

  // With the families of intent written for issue 26's third round, English ones (eighth) and
  // the tenth to fifteenth rounds'.
  const fourteenth = addFourteenth(
    addThirteenth(
      addFormal(
        addAbroad(
          addTwelfth(
            addEleventh(addIndirect(addTenthMore(addTenth(addEnglish(addFamilies(context, t), t), t), t), t), t),
            t,
          ),
          t,
        ),
        t,
      ),
      t,
    ),
    t,
  );
  return addFifteenth(fourteenth, t);
});

/** Words that end a call or contact phrase's reach when they come before it ("nada de bizums"). */
export const NEGATIONS = lazyWords('no non nada ni sin nunca tampoco prohibido not never sense cap');
