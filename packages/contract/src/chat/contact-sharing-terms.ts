// The words and phrases of the contact-sharing score beyond channel names
// (contact-sharing-channels.ts): calls, asking for or offering contact details, leaving the
// platform, paying outside it, e-mail, links, finding someone by a handle; and the context
// words that make a name count (talk verbs, on-platform cues). Spanish, Catalan, Galician,
// Basque and English; folded (no accents), apostrophes split ("truca'm" → "truca m").
import type { ContactSharingReason } from './contact-sharing.ts';
import { lazy, lazyWords, wordSet } from './contact-sharing-lazy.ts';
import { PhraseTable } from './contact-sharing-phrases.ts';
import { addFamilies } from './contact-sharing-terms-families.ts';

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
  /** Added when a talk, ask or find word is near ("escríbeme por otro lado"); `pay`: a payment word. */
  talkBonus?: number;
  bonusFrom?: 'talk' | 'pay';
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
  const NOT_AN_ID = wordSet('de del of');
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
      'call me|you|u',
      'give me a call|ring|buzz',
      'ring me|you',
      'i ll call|ring',
      'can|could|shall i call',
      'phone|video|quick call',
      'hop|jump on a call',
      'text me',
    ])
    .add(t('intent', 'telefono', 1, { local: true }), [
      'te|os doy|pego|hago un toque|toquecito|telefonazo',
      'dame|pegame|hazme|dadme un toque|toquecito|telefonazo',
      'me das|pegas|haces un toque|toquecito',
    ])
    .add(t('intent', 'telefono', 1, { local: true }), ['un toque|toquecito|telefonazo'], {
      notBefore: wordSet('de del'),
    })
    .add(t('intent', 'telefono', 1), [
      'telefonear|telefonearte|telefonearnos|telefoneame|telefoneas|marcarte|marcaros|chamarme|chamarnos',
      'em|ens truques|truqueu|trucaras',
      'i ll|i+will|let+me give you a call|ring|buzz',
      'mejor|prefiero llamada|llamar|llamarte|llamarnos|llamadita',
      'me|nos haces|das|hace una perdida|llamada+perdida',
      'te|os|me vuelvo|vuelves|vuelve a llamar|llamo',
      'hacemos|hagamos|hacer|montamos|montar|quedamos+en un|una zoom|meet|skype|facetime|teams|videochat|call',
    ])
    .add(t('intent', 'contacto', 1), [
      'donde|como te escribo|llamo|encuentro|localizo|agrego|busco|sigo|contacto',
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
    // "te llamo la atención" is not a call.
    .add(t('intent', 'telefono', -1), ['llamo|llamar|llamame|llamadme|llamarme la atencion'])
    // ---- contact details asked for or offered ----
    .add(t('contact', 'contacto', 0.2), ['contacto|contactos|contacte|contact|kontaktua|datos|dades|details'], {
      notBefore: wordSet('con amb with de del'),
    })
    .add(t('contact', 'telefono', 0.3), ['numero|num|numeret|numerito|numerin|number|zenbakia'], {
      notBefore: NOT_AN_ID,
    })
    .add(t('contact', 'email', 0.2), ['correo|correu|mail|emaila|posta'], { notBefore: NOT_AN_ID })
    .add(
      t('intent', 'contacto', 1),
      [
        'datos|info|informacion|dades de contacto|contacte',
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
    // ---- leaving the platform ----
    .add(t('intent', 'contacto', 1), [
      'fuera|fora de la|esta|l app|aplicacion|aplicacio|plataforma|web|pagina|chat|xat',
      'fuera|fora de|d aqui|fitcover',
      'fuera|fora del chat|xat',
      'fora da app|aplicacion|plataforma',
      'por|per fuera|fora',
      'salgamos|salir|salimos|sortim de aqui|la+app|la+plataforma',
      'sin|sense pasar|passar por|per la+plataforma|aqui|fitcover',
      'outside|off the|this app|platform|chat',
      'otra app|aplicacion|plataforma|aplicacio|apli',
      'por|per|en otra via|app|aplicacion|plataforma|red',
      'por|per otro|un+altre canal|medio|mitja',
      'por|al|per|pel privado|priv|privi|md|dm|mp|privat',
      'mejor|millor|mellor por|per|en|polo otro|un+altre|outro lado|sitio|lloc|lugar|sitio|canal',
      'hablamos|hablemos|seguimos|sigamos|parlem|falamos|escribimos fuera|fora',
      'sin|sense la|l plataforma|app|aplicacion|aplicacio|comision',
      'lo|ho arreglamos|hacemos|cerramos|apanyem|tanquem entre nosotros|nosaltres',
      'guardame|agendame|apuntame|guarda+me en tus|tu|els+teus contactos|contactes|agenda',
      'agreguenme|anadanme|agregueme|anadame',
      'transferencia|transferencias|ingreso|ingresos|transfiere|ingresa a|en mi|la+meva cuenta|compte|conta',
      'por|con|per verse|bizum|paypal|revolut',
      'un|send+me+a|por|al md|dm|mp|priv|privi|privado',
      'dm me',
    ])
    .add(t('intent', 'contacto', 0.5, { talkBonus: 0.5 }), [
      'por|per|en otro|un+altre lado|sitio|lloc|lugar',
      'te|os escribo|hablamos|seguimos|hablemos|escribeme|escribime|contesto|respondo por+ahi|por+alli|alli|ahi',
      'en|a todas|todos|totes|tots ?las|los|les redes|partes|lados|sitios|xarxes|llocs',
      'en redes',
      'everywhere',
    ])
    .add(t('intent', 'contacto', 1), ['en|al el buscador', 'pon|ponme|escribe|busca|mete ?me en el buscador'], {
      notBefore: wordSet('de del dels da do'),
    })
    .add(t('intent', 'email', 0.3, { talkBonus: 0.5 }), ['al|por|a+tu|a+mi correo|correu|mail|email'], {
      notBefore: wordSet('de del da do'),
    })
    .add(t('intent', 'contacto', 0.5, { talkBonus: 0.5, negatable: true }), ['en|por las redes', 'redes sociales'], {
      notBefore: wordSet('del de dels da do'),
    })
    .add(t('intent', 'contacto', 0.3), [
      'aqui no me',
      'por aqui no',
      'no me entero|llegan|avisa|llega',
      'tardo en ver|contestar',
      'aqui tardo',
      'va fatal',
      'mas comodo|rapido|facil',
    ])
    // Another place to talk: "sigamos por outra aplicación", "vamos a otro chat", "cambiemos de
    // app". "Por otro lado" and "por otra parte" are ways of saying "besides", so not these.
    .add(
      t('intent', 'contacto', 1),
      [
        'por|per|en|a|polo|pola|nun|nunha ?un|una otro|otra|outro|outra|altre|altra|otros app|apps|aplicacion|aplicacio|canal|medio|mitja|chat|xat|plataforma|red',
        'por|per|polo|pola ?un|una otro|otra|outro|outra|altre|altra sitio|lugar|lloc',
        'cambiemos|cambiamos|cambiar|canviem|canviar|mudamos|mudemonos|pasemos|pasamos de app|aplicacion|chat|plataforma|aplicacio',
        'beste app|aplikazio|aplikazioa|leku|lekuan|batean',
        'kanpoan|kanpora hitz|idatzi|hitz+egingo',
        'somewhere|someplace|anywhere else',
        'another|other app|place|chat|platform',
        'privately',
        'mensaje|mensajito|mensajes de texto',
        'mensaje|mensajito|sms normal',
        'hablamos|hablemos|lo+hablamos|lo+cerramos|lo+arreglamos|lo+hacemos por nuestra cuenta',
      ],
      { notBefore: wordSet('del de dels da do of') },
    )
    // "aquí no, en otro lado"; "la clase es en otro sitio" is not leaving.
    .add(t('intent', 'contacto', 0.5, { talkBonus: 0.5 }), [
      'en|a otro|otra|outro|outra|un+altre|una+altra lado|sitio|lugar|lloc|parte|banda',
    ])
    // "lo hablamos en privado con dirección": with someone else.
    .add(t('intent', 'contacto', 0.5, { talkBonus: 0.5 }), ['en privado|privat|priv'], {
      notBefore: wordSet('con amb with y i'),
    })
    .add(t('intent', 'contacto', 1, { local: true, negatable: true }), [
      'hazme|haces|te+hago|me+haces|te+hare una|la transferencia|un+ingreso',
      'hazme|haces|te+hago|me+haces un ingreso',
    ])
    // ---- paying outside the platform ----
    .add(t('intent', 'contacto', 1, { negatable: true }), [
      'paypal|pay+pal|revolut|western+union|bizum|bizums|bizumeo|bizumear|bizumame|bizumeame|bizumea|bizumeas|bizumo',
      'pagamos|pago|pagar|pagarte|cobro|cobrar|cobramos|te+pago por|per fuera|fora',
      '?nos|ens ahorramos|ahorrarnos|ahorrar|saltamos|saltarnos|evitamos|evitar|estalviem|estalviar ?nos ?la comision|comissio',
      'sin|sense comision|comissio',
      'pagame|pagadme|cobrame|pagas|pagues por|con|en transferencia|efectivo|mano|metalico|cash',
      'mejor|prefiero|preferiria en efectivo|metalico|mano|cash',
      'te|os|me lo doy|pago|paso|ingreso|das|pagas en+mano|en+efectivo|directamente|a+ti|a+mi|en+metalico',
      '?nos saltamos|saltarnos|saltar|evitamos|evitar|esquivar|esquivamos|pasamos+de la plataforma|app|aplicacion|comision',
      'dejemos|dejamos|dejar|salgamos|salir del|el chat|xat|app|la+app|la+plataforma',
      'cash in hand',
    ])
    .add(t('intent', 'contacto', 0.5, { negatable: true, talkBonus: 0.5, bonusFrom: 'pay' }), [
      'en efectivo|metalico|mano|ma',
      'transferencia directa|directamente',
      'no fees',
      'transfiero|transferir|transfiera|ingreso directamente|directo',
    ])
    .add(t('intent', 'contacto', 0.5, { negatable: true, talkBonus: 0.5, local: true }), ['iban'])
    // ---- e-mail ----
    .add(
      t('intent', 'email', 1),
      [
        'arroba|arrova|aroba|gmail|hotmail|yahoo|outlook|icloud|protonmail|proton|gmx|msn',
        'correo|correu personal|privado|particular|electronico|electronic',
        'mi|mis|el+meu|al+meu|nuestro|my|o+meu correo|correu|correos',
      ],
      { notBefore: NOT_AN_ID },
    )
    .add(t('intent', 'email', 1), [
      'a tu correo|correu',
      'direccion de correo',
      'adreca de correu',
      'adreca electronica',
      'email|mail address',
      'e mail|mails',
      'mail|mails|emails|gee+mail',
    ])
    // ---- links said aloud ----
    .add(t('intent', 'enlace', 1), ['https|http|www'])
    // ---- context ----
    .add(t('find', 'red_social', 0.4), [
      'buscame|buscanos|buscadme|encuentrame|encuentranos|sigueme|siguenos|seguidme|atopame|atopasme',
      'me|nos buscas|buscais|encuentras|encontraras|encontrareis|encontrais|encontrarias|tienes|pillas|sigues',
      'me puedes buscar|encontrar|seguir',
      'salgo|aparezco|figuro|buscanos',
      'em trobes|trobareu|segueixes',
      'busca m|ns',
      'segueix me',
      'bilatu nazazu',
      'jarraitu',
      'find|follow|add me',
      'look me up',
      'mi|my|meu|teu usuario|user|nick|alias|handle|username|cuenta|perfil|usuari|compte|canal',
      'usuario|user|nick|alias|username|handle|canal|channel',
    ])
    .add(t('find', 'red_social', 0, { shaped: true }), ['estoy|soc|sale|soy|i+m|im|sono'])
    .add(t('ask', 'contacto', 0), [
      'dame|dadme|pasame|pasadme|dejame|mandame|enviame|escribeme|dime|apuntame|mandamelo|mandamela|enviamelo|enviamela',
      'pasamelo|pasamela|dimelo|dejamelo|escriu+me|escriu+m',
      'agregame|anademe|agregadme|anadidme|engademe|agregas|anades',
      'me das|pasas|dejas|mandas|envias|dices|puedes+dar|puedes+pasar|podrias+dar|podrias+pasar|pasarias|darias',
      'te|os paso|dejo|doy|mando|envio|apunto',
      'dona+m|passa+m|deixa+m|envia+m',
      'em|me|ens passes|dones|deixes|envies',
      'dasme|dame|pasasme|pasame|deixasme|mandasme',
      'pasa|pasad|pasanos',
      'emango|emadazu|pasa+iezadazu',
      'et passo|deixo|dono',
      'give|send me',
      // "mira el face", "do you have twitter?": pointing to, or asking about, someone's account.
      'mira|mirate|mirad|echa+un+ojo+a|echale+un+ojo+a',
      'do+you+have|have+you+got|are+you+on',
      'emadazu|bidali',
      'cual es|cual+seria',
      'tienes|tenes|tens|tes|teneis|usas',
      'necesito|quiero|querria|necesitaria|necessito|vull',
      'do|did you have|use',
      'have you got',
      'are you on',
      'estas|estais|esta en|a|on',
    ])
    .add(t('talk', 'red_social', 0), [
      'escribeme|escribime|escribenos|escribirme|escribirte|escribo|escribimos|escribes|escribirnos',
      'hablame|hablamos|hablemos|hablar|hablarlo|hablarnos|habla',
      'seguimos|sigamos|seguir|continuamos|continuemos',
      'pasate|pasamos|pasemos|mensaje|mensajito|mensajes|audio|audios|foto|fotos|ubicacion',
      'contactame|contactar|contactarme|localizame',
      'usas|uso|tengo',
      'escrito|escribi|mandado|enviado|busco|buscare|buscas|vemos|veo|sigo|comentamos|comentarlo|contesto|respondo|agrego',
      'mando|envio|paso ?lo|la|los|las|todo',
      'localizas|localizarme|pillas|encuentras|tienes',
      'subo|cuelgo|publico|tengo+canal|tengo+perfil|tengo+cuenta',
      // Being found or seen somewhere: "mis directos en…", "mismo nombre que aquí", "busca mi nombre en…".
      'directos|directo|stream|streams|mismo+nombre|mismo+usuario|busca+mi+nombre|buscad+mi+nombre|busca+mi+perfil',
      // The same name as here: "me llamo igual", "igual que aquí".
      'llamo|llamas|salgo igual',
      'igual|mismo|misma que aqui',
      'hitz+egin|hitz+egingo|hitz+egiten|idatzi+iezadazu',
      'escriu me',
      'escriu m',
      'parlem|parlar|parla',
      'falamos|falar|fala',
      'idatzi|hitz+egin',
      'message|text|dm|chat|talk|reach|hit+me+up|ping',
      'mira|mirate|echa+un+vistazo|entra|visita|check',
    ])
    .add(t('pay', 'contacto', 0), [
      'te|me|os pago|pagas|pagais|cobro|cobras|pagamos|cobramos',
      'pagame|pagar|cobrar|pagarte|cobrarte|descuento|pago|pagas|cobro',
    ])
    .add(
      t('platform', 'contacto', 0),
      [
        'por|per|pel aqui|aca|aqui+mismo|este+chat|el+chat|el+xat|la+plataforma|la+app+de+fitcover|fitcover',
        'en|a el+chat|la+plataforma|fitcover|este+chat|la+app|la+aplicacion',
        'desde|a+traves+de la+plataforma|fitcover|la+app|la+aplicacion',
        'through|via|on|here the+platform|fitcover|here',
        'seguimos|sigamos|hablamos|todo|mejor aqui|por+aqui|en+este+chat',
      ],
      // "el chat verde" is another app.
      {
        notBefore: wordSet(
          'verde azul de del amarillo amarilla morado morada naranja roja rojo negra negro rosa blanca china que con amb with',
        ),
      },
    );

  // With the families of intent written for issue 26's third round.
  return addFamilies(base, t);
});

/** Words that end a call or contact phrase's reach when they come before it ("nada de bizums"). */
export const NEGATIONS = lazyWords('no nada ni sin nunca tampoco prohibido not never sense cap');
