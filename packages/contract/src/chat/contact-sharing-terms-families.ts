// Families of intent (issue 26, third round): a call, adding someone, settling it outside or
// between us, paying in black, in hand or to an account, and dealing without the platform, each
// said by what it means in several wordings rather than one phrase per case. Added to the phrase
// table of contact-sharing-terms.ts, after its own phrases (the longest phrase wins; on a tie, the
// one added first).
import { wordSet, type PhraseTable } from './contact-sharing-phrases.ts';
import type { MakeTerm, Term } from './contact-sharing-terms.ts';

export function addFamilies(table: PhraseTable<Term>, t: MakeTerm): PhraseTable<Term> {
  return (
    table
      // ---- families: a call, adding someone, settling it outside, paying in hand or in black ----
      // "¿quedamos en una llamada?", "¿tienes un momento para una llamada?"; "una llamada de
      // atención", "la llamada a la acción" are something else.
      .add(t('intent', 'telefono', 1), ['una llamada|llamadita|videollamada|trucada|chamada'], {
        notBefore: wordSet('de del a al da do con amb with cos'),
      })
      .add(t('intent', 'telefono', 1), [
        'truquem|truqueu|truqui|truquis|truquin|truca+m|trucarem|trucarte|trucar+te',
        'ens|us|et|em truquem|truqueu|trucarem',
        'chamamos|chamamonos|chamarei|chamareite|chamoche|chamote|chamame|chamarte',
        'deituko|deitzen|deitu dizut|didazu|diezadazu|nazazu',
        'em|ens|et|us pots|podeu|puc|podem trucar|telefonar',
        'para|per contactarte|localizarte|escribirte|hablarte|contactar+te|escriure+te',
      ])
      .add(t('intent', 'contacto', 1, { local: true }), [
        'te|os puedo|podemos|podria|quiero|voy+a agregar|anadir|afegir|engadir',
        'agregarte|anadirte|afegir+te|engadirte|agregaros|anadiros',
        'puedo|podria agregarte|anadirte',
      ])
      // "dame el tuyo y te escribo": a possessive pronoun asked for, with a talk word near.
      .add(t('intent', 'contacto', 0.5, { talkBonus: 0.5 }), [
        'dame|pasame|dejame|mandame|damelo|dasme|pasasme|dona+m|passa+m el|la|lo tuyo|tuya|teu|teva',
        'me|em pasas|das|dejas|mandas|passes|dones el|la|lo tuyo|tuya|teu|teva',
      ])
      // "la hacemos fuera, en el parque": a class held outdoors, a place after it.
      .add(t('intent', 'contacto', 1), ['lo|la|ho|esto|eso hacemos|fem fuera|fora|aparte'], {
        notBefore: wordSet('en al a por del con'),
      })
      .add(t('intent', 'contacto', 1), [
        'sin|sense|sen intermediarios|intermediario|intermediaris|intermediaria|comisiones|comissions',
        'sin|sense la|el web|pagina|chat|xat',
        'entre tu y yo|mi',
        'entre nosotros|nosaltres|nosotras',
        'lo|la|ho|esto|eso apanamos|apanyem|arreglamos|cerramos|gestionamos|solucionamos|tanquem|fem fuera|fora|aparte',
        'no por|per el|la chat|xat|app|aplicacion|plataforma',
        'esto|eso|aixo no por|per aqui',
      ])
      // Dealing without the platform, in words no single phrase lists: "aparte de aquí", "tú y yo",
      // "por nuestra cuenta", "no hace falta pasar por FitCover", "un chat normal".
      .add(t('intent', 'contacto', 1), [
        'aparte|ademas+de|fuera+de de aqui|la+app|la+plataforma|fitcover|este+chat',
        'falta|necesario|necesitamos|hace+falta pasar+por|usar|utilizar fitcover|la+app|la+plataforma|la+web',
        'falta|necesario|necesitamos|hace+falta pasar por aqui',
        // "prefiero no usar la app para esto": the platform avoided, not used.
        'no usar|utilizar|usemos|usamos|uses la+app|la+plataforma|fitcover|la+web|esta+app|la+aplicacion para',
        'saltarnos|saltamos|saltar|olvidarnos+de|olvidamos+de|nos+olvidamos+de la web|fitcover|pagina',
        'chat|chats normal|normales|de+siempre',
        'mensajes|mensaje|sms normales|normal|de+texto',
        'algun|otro sitio|lugar|sitio+donde|lugar+donde donde|para escribirte|llamarte|hablar',
      ])
      .add(t('intent', 'contacto', 0.5, { talkBonus: 0.5, local: true }), [
        'tu y yo',
        'tu i jo',
        'ti e+mais|e eu',
        'por|a nuestra|vuestra|mi|tu cuenta',
        'entre tu y yo|nosotros|ambos|los+dos|las+dos',
      ])
      .add(t('pay', 'contacto', 0), ['abono|abonar|abonas|abonamos|abonarte|te+lo+abono'])
      // Where to talk, asked: "¿por dónde hablamos?", "dime dónde puedo escribirte".
      .add(t('intent', 'contacto', 1), [
        'por|per donde|on hablamos|hablemos|seguimos|parlem|falamos|te+escribo|te+llamo|te+hablo|escribirte|llamarte|hablar',
        'donde|on puedo|podria|puc escribirte|llamarte|hablarte|contactarte|localizarte|escriure+te|trucar+te',
      ])
      // Not here: "esto no lo hablemos por aquí", "aquí no puedo hablar", "que lo leen".
      .add(t('intent', 'contacto', 1), [
        'no lo|la|te|os|nos hablemos|hablamos|escribo|cuento|digo|explico|hablo por|en aqui|aca|este+chat',
        'aqui|aca no puedo|podemos|quiero|puc hablar|contarte|escribir|decirte|explicarte|parlar',
        'que lo|nos|te leen|ven|vigilan|controlan|miran|llegeixen',
        'beste nonbait|nonbaitetik|toki+batean|leku+batean|lekutik|tokitik',
        'skip the app|platform|fees',
        'contact|call|text|message me|us directly',
      ])
      // Paying around the platform: "te rebajo si me pagas directamente", "si no pasamos por la app".
      .add(t('intent', 'contacto', 1, { local: true }), [
        'pagas|pagues|pagarias|pagueu|pagues directamente|directo|en+mano|aparte',
        'si|sin no pasamos|pasar|pasa|usamos|usar por la+app|la+plataforma|fitcover|la+aplicacion|la+web',
        'sin|sense pasar|passar por|per la+app|la+plataforma|fitcover|la+aplicacion|la+web',
        'no pasamos|pasar|pasa|usamos|usar por la+plataforma|fitcover',
      ])
      // "escríbeme por el otro lado": "por otro lado" is "besides", with a talk word it is a place.
      .add(t('intent', 'contacto', 0.5, { talkBonus: 0.5 }), [
        'por|per|polo el|l|o otro|altre|outro lado|canal|sitio|lloc|chat|xat|grupo|grup',
      ])
      // "te he dejado una pista en mi descripción"; "en la bio de mi perfil" is this platform's.
      .add(t('intent', 'contacto', 0.5, { talkBonus: 0.5 }), ['en|a la|mi bio|biografia|descripcion'], {
        notBefore: wordSet('de del'),
      })
      // "¿tienes alguna red?": with an ask or a talk word only, never alone ("¿otra red?").
      .add(t('intent', 'contacto', 0.4, { talkBonus: 0.6 }), ['que|alguna|otra red|redes'])
      // Lists of one's own: "suscríbete a mi canal", "mi canal de difusión", "mi newsletter".
      .add(t('intent', 'contacto', 1), [
        'suscribete|suscribiros|subscribete|subscriu+te|subscribe|apuntate|unete a|al|to mi|my canal|newsletter|boletin',
        'canal de difusion|difusio',
        'newsletter|boletin semanal|mensual',
        'enlace|link|links en|de la|mi bio|biografia',
      ])
      .add(t('intent', 'contacto', 0.5, { negatable: true, talkBonus: 0.5, bonusFrom: 'pay' }), [
        'en negro',
        'directo|directa|directamente a mi|ti',
        'en man|ma|efectivo|metalico',
        'a|en mi|tu|la+meva|la+teva|a+mina|a+tua cuenta|compte|conta',
        // "me haces la transferencia y no pasamos por aquí": with a payment, not a route.
        'no pasamos|pasemos|pasaremos por aqui',
      ])
      // Paying in person, with a payment word near: "te pago directamente en la primera clase",
      // "me pagas en la puerta"; not near the platform ("se paga directamente en la app").
      .add(t('intent', 'contacto', 0.5, { talkBonus: 0.5, bonusFrom: 'pay', local: true }), [
        'directamente|directa|directo|en+persona|en+la+puerta|cara+a+cara',
      ])
      // Paid to one person apart from the rest: "te pago aparte", "págame por otro lado" ("se paga
      // aparte" is the price list's); paid into one's account; the platform's fee saved together.
      // Not before what is paid for ("te pago aparte la taquilla"), where one is put ("ingrésame
      // en la lista"), whose account it is ("el número de cuenta de la empresa").
      .add(
        t('intent', 'contacto', 1),
        [
          'te|os pago|lo+pago aparte|por+otro+lado|por+otra+via',
          'me pagas|pagais|lo+pagas aparte|por+otro+lado|por+otra+via',
          'pagame|pagadme|pagamelo aparte|por+otro+lado|por+otra+via|fuera',
          'ingresame|ingresamelo|ingresamela|ingresadme|transfiereme|transfieremelo|transferme',
          'te|os paso|doy|mando|dejo|envio mi|el numero+de+cuenta|num+de+cuenta|numero+de+compte|ccc',
          'ahorramos|ahorremos|ahorrarnos|ahorremonos|ahorrate|estalviem la|las comision|comisiones|comissio',
          'ahorramos|ahorremos|ahorrarnos|ahorrate|estalviem comision|comisiones|comissio',
        ],
        { notBefore: wordSet('la el los las un una en a al de del') },
      )
      .add(t('pay', 'contacto', 0), [
        'paga m|pagam|pagueme|pagadme|pagueu+me|pagaime|ordaindu',
        'ingreso|ingresa|ingresas|ingresame',
        'transferencia|transferencias|transfer|efectivo|metalico|cash',
      ])
  );
}
