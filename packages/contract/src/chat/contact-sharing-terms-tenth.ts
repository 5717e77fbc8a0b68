// Families of intent of the tenth round (issue 26, ADR 0015), from the tuning half of the sets
// written blind: a missed call asked for without its article, writing or dealing "directly",
// money in black or without an invoice, bank details asked for or offered, a payment app as the
// thing sent, "the usual number", being added or adding oneself, the platform said to be
// unneeded, "write to me there". Each in every person and language where it is said. Added to
// the phrase table of contact-sharing-terms.ts last (the longest phrase wins; on a tie, the one
// added first).
import { wordSet, type PhraseTable } from './contact-sharing-phrases.ts';
import type { MakeTerm, Term } from './contact-sharing-terms.ts';

const MISSED = '?una|un|unha perdida|perdidita|perdidas|llamada+perdida|chamada+perdida|perduda|trucada+perduda';
const DIRECTLY = 'directamente|directo|directament|direct|directly';
const BANK =
  'datos+bancarios|cuenta+bancaria|cuenta+del+banco|numero+de+cuenta|dades+bancaries|compte+bancari|conta+bancaria|datos+do+banco|bank+details|account+details|bank+account|account+number|banking+details';
const PAY_APPS = 'verse|bizum|revolut|paypal|wise|twyp|venmo';

export function addTenth(table: PhraseTable<Term>, t: MakeTerm): PhraseTable<Term> {
  return (
    table
      // A missed call asked for or promised, with or without its article: "me haces perdida",
      // "dame perdida", "et faig una perduda", "faime unha perdida".
      .add(t('intent', 'telefono', 1), [
        `me|nos haces|hace|haceis|hagas|hagais|das|dais|des|dejas|dejes|mandas ${MISSED}`,
        `hazme|hacedme|dame|dadme|dejame|mandame ${MISSED}`,
        `te|os hago|hare|doy|dare|dejo|mando ${MISSED}`,
        `fes+me|feu+me|em+fas|em+faras|et+faig|et+fare|faime|fasme|fareiche|fagoche ${MISSED}`,
        'te|os devuelvo|devolvere la llamada|perdida',
        'me devuelves|devuelvas la llamada|perdida',
        'give|drop me a missed call',
      ])
      // Writing or talking "directly" is doing it elsewhere ("te escribo directamente", "contact
      // me directly"); "por aquí" near keeps it here.
      .add(t('intent', 'contacto', 1, { local: true }), [
        `te|os escribo|escribire|hablo|contacto|contactare|llamo ${DIRECTLY}`,
        `me|nos escribes|escribas|escribis|hablas|contactas|contactes|llamas ${DIRECTLY}`,
        `escribeme|escribenos|escribidme|hablame|contactame|contactadme|escriu+me|escriu+m ${DIRECTLY}`,
        `nos escribimos|hablamos|contactamos ${DIRECTLY}`,
        `et|us escric|escriure ${DIRECTLY}`,
        `escriboche|escribireiche|falamos ${DIRECTLY}`,
        `text|message|write|contact you ${DIRECTLY}`,
      ])
      // Dealing with it ourselves: "lo gestionamos directamente", "lo cerramos por libre". Only
      // "nosotros" is also who does a job at the gym ("la reserva la cerramos nosotros desde
      // recepción"): it needs talking or paying near ("quedamos en el centro y lo cerramos nosotros").
      .add(t('intent', 'contacto', 0.5, { local: true, talkBonus: 0.5, bonusFrom: 'verb' }), [
        `?lo|la|los|las|esto|eso|todo gestionamos|arreglamos|cuadramos|cerramos|coordinamos|pactamos|negociamos nosotros|nosotros+mismos`,
      ])
      .add(t('intent', 'contacto', 1, { local: true }), [
        `?lo|la|los|las|esto|eso|todo gestionamos|arreglamos|cuadramos|cerramos|coordinamos|pactamos|negociamos ${DIRECTLY}|por+libre`,
        `?ho|aixo gestionem|arreglem|tanquem|pactem ${DIRECTLY}|pel+nostre+compte`,
        `?o|a|isto xestionamos|arranxamos|pechamos ${DIRECTLY}`,
      ])
      // Money in black or "in B", said with paying, charging or doing it ("lo hacemos en negro",
      // "te cobro en B"); not "vestidos en negro", not "la clase la hacemos en B" (a room).
      .add(t('intent', 'contacto', 1, { negatable: true }), [
        '?lo|la|te+lo|os+lo|me+lo|se+lo cobro|cobras|cobramos|cobrar|pago|pagas|pagamos|pagar|pagame|facturo|facturamos en negro|b|negre',
        '?lo|la|los|las|te+lo hacemos|hago|hacerlo|trabajo|trabajamos|arreglamos|cerramos|apanamos en negro|negre',
        'dinero|diners|dineros|pago|pagos|cobro en negro|b|negre',
      ])
      // Without an invoice: with a payment near, it is paid off the books ("sin factura de la web");
      // alone it may answer "¿necesitas factura?", and "sin IVA" is how prices are quoted.
      .add(t('intent', 'contacto', 0.4, { negatable: true, talkBonus: 0.6, bonusFrom: 'pay' }), [
        'sin|sense factura|facturas|ticket|recibo|rebut',
        'without an|a invoice|receipt',
      ])
      // Bank details asked for or offered: "mándame tus datos bancarios", "te paso mi número de
      // cuenta", "send me your bank details"; not whose they are ("…de la empresa"). "I'll wire
      // it": paid by a bank transfer.
      .add(
        t('intent', 'contacto', 1, { local: true }),
        [
          `pasame|mandame|dame|dime|enviame|passa+m|envia+m|dona+m|send+me|give+me|text+me ?tu|tus|el|la|los|your|els+teus|la+teva ${BANK}`,
          `me|em pasas|mandas|das|dices|envias|passes|envies|dones ?tu|tus|el|la|los ${BANK}`,
          `te|os|et|us paso|mando|doy|envio|dejo|passo|envio mi|mis|el|la|los|els+meus|la+meva ${BANK}`,
          `send|give|text you my ${BANK}`,
          'i ll|i+will|i+can|let+me|can+i wire|transfer it|you|the+money|the+payment|the+cash',
          'wire|wiring you|me the money|payment|cash',
          'wire|wiring the money|payment|cash',
        ],
        { notBefore: wordSet('de del da do of') },
      )
      // A payment app as the thing sent: "te hago un verse", "mándame un revolut".
      .add(t('intent', 'contacto', 1, { local: true, negatable: true }), [
        `te|os|me hago|haces|mando|mandas|envio|envias|paso|pasas|hacemos ?un|una ${PAY_APPS}`,
        `hazme|mandame|enviame|pasame ?un|una ${PAY_APPS}`,
      ])
      // "al número de siempre", "mi número de toda la vida": the number used outside.
      .add(t('intent', 'telefono', 1), [
        'al|el|mi|tu|a+mi|a+tu|por+el numero|num|numerito de+siempre|habitual|de+toda+la+vida|de+antes',
      ])
      // "agrégate", "añádete": adding oneself (to one's contacts); "agrégate a la lista" is a list.
      .add(
        t('intent', 'contacto', 1, { local: true }),
        ['agregate|anadete|agregaos|anadios|engadete|afegeix+te|afegiu+vos'],
        { notBefore: wordSet('a al en la el') },
      )
      // The platform said to be unneeded, with talking or dealing near ("no hace falta la web,
      // lo hablamos en persona"); "para entrar no hace falta la app" is about the gym.
      .add(t('intent', 'contacto', 0.5, { talkBonus: 0.5, bonusFrom: 'verb', local: true }), [
        'no hace+falta|necesitamos|necesitas|necesitais|nos+hace+falta|te+hace+falta la+app|la+web|la+plataforma|fitcover|la+aplicacion|la+pagina',
        'sobra|sobraria la+app|la+web|la+plataforma|fitcover|la+aplicacion',
        'no cal la+app|la+web|la+plataforma|fitcover|l+aplicacio',
      ])
      // "escríbeme ahí", "háblame por allí": a place named before, not this chat; it counts with
      // what names that place ("mis datos están en…"), not with a talk ("abre los mensajes y…").
      .add(t('intent', 'contacto', 0.5), [
        'escribeme|escribenos|escribidme|hablame|contactame|contactadme|contestame|respondeme|escriu+me|escriu+m ahi|alli|alla|por+ahi|por+alli|ahi+mismo|alli+mismo',
      ])
  );
}

/**
 * The tenth round's second batch, from the sets of two more writers: saving the platform's cut,
 * paying by transfer or directly in the first person, a price "directo", taking it out of here,
 * the platform said to watch, voice notes, friend requests and follows, a business card, Galician,
 * Catalan, Basque and English wordings of settling it between us, and calls said "timbrar".
 */
export function addTenthMore(table: PhraseTable<Term>, t: MakeTerm): PhraseTable<Term> {
  return (
    table
      .add(t('intent', 'contacto', 1, { local: true, negatable: true }), [
        // "nos ahorramos el pellizco", "se ahorran la comisión", "non paguemos comisión".
        '?nos|se|te|os ahorramos|ahorran|ahorras|ahorrais|ahorrarnos|ahorrarte|estalviem ?el|la|un pellizco|comision|comissio|porcentaje|mordida|tajada|plataforma|app|fitcover',
        'no|non paguemos|pagamos|pagar|pagues|paguem|pagaremos ?la|el|a|a+la comision|comisiones|comissio|porcentaje|pellizco',
        // "te lo pago por transferencia", "cóbrame tú directamente", "págoche en man".
        'te|os|me ?lo|la pago|pagare|pagas|ingreso|transfiero|paso por|con|mediante transferencia|transfer',
        'cobras|cobro|cobrame|cobrarme|cobramos|cobrar|cobrarte|cobrais ?tu directamente|directo|en+mano|por+fuera',
        'pagoche|pagareiche|pagasme|cobroche en man|efectivo|man+ao+rematar|directamente',
        'et|us pago|pagare en efectiu|ma|metalic',
        // "directo te lo dejo en 26": a price for dealing without the platform.
        'directo|directamente|por+fuera|aparte|en+mano|en+efectivo te+lo|os+lo|te|os dejo|pongo|cobro|sale|saldria|hago',
        // "si lo sacamos de aquí", "ya no lo reservamos aquí".
        'lo|la|los|las|esto|eso sacamos|saquemos|sacar|sacariamos de aqui|de+la+app|de+la+plataforma|de+fitcover',
        'ya no lo|la|los|las reservamos|reservo|reservas|reservaremos|pasamos aqui|por+aqui|en+la+app|por+la+app',
        'fuera|fora del sistema',
        // "que lo que se escribe aquí lo ve la plataforma", "sin que lo vea la app".
        'lo|la|nos|te|os ve|lee|leen|ven|vigila|controla|mira la+plataforma|la+app|fitcover|la+aplicacion',
        'sin|sense que lo|la|se|nos|te vea|vean|lea|lean|entere|sepa|vegi la+plataforma|la+app|fitcover|la+aplicacion',
        // Where to send it, or somewhere that is not this: "dime dónde te lo mando", "que no sea esto".
        'donde|on te+lo|t+ho|te mando|envio|paso|envie|mandi',
        'donde|on te|et puedo|podria|puc escribir|llamar|hablar|contactar|localizar|trucar|parlar',
        'que no sea|sean esto|aqui|la+app|por+aqui|este+chat|fitcover|la+plataforma',
        // Between us in Galician, Basque and English; a meeting settled without the app.
        'entre nos|nosoutros|nosoutras',
        'gure artean',
        'aplikaziorik|plataformarik|appik gabe',
        'no need for|of the|this app|platform|site',
        'sort|settle|handle|arrange|work it|this|things ?out ourselves|between+us|privately',
        'las|los hacemos|haremos|reservamos|montamos directas|directos|por+libre',
        // Cards, follows, friend requests: "mi tarjeta de visita", "hazme un follow".
        'tarjeta|tarjetita|targeta de+visita|personal|con+mis+datos|con+mi+numero',
        'hazme|dame|te+hago|me+haces|haceme un follow|folou|seguimiento',
        'solicitud|peticion|solicitudes|sol+licitud de amistad|amistat',
        'friend request|requests',
        // "le timbro", "timbrame": a call where "timbrar" is said.
        'te|le|os|les timbro|timbrare|timbramos|timbraria',
        'timbrame|timbrarte|timbrarme|telefonea|telefoneadme',
      ])
      // A voice note sent or asked for: the chat takes text, so it goes elsewhere.
      .add(t('intent', 'contacto', 1, { local: true }), [
        'te|t|os|et|us mando|envio|paso|grabo|dejo|mandare|enviare un|unos|uns|una|unas audio|audios|audiyo|nota+de+voz|notas+de+voz',
        'mandame|enviame|pasame|grabame|envia+m|envia+me|passa+m un|unos|una|unas audio|audios|nota+de+voz|notas+de+voz',
        'me mandas|envias|pasas|grabas|envies un|unos|una|unas audio|audios|nota+de+voz',
        'send me a voice note|message|memo',
        'en|por audio|audios|nota+de+voz',
      ])
      // "seguimos por allí", "hablamos por ahí": somewhere named before, with a talk near.
      .add(t('intent', 'contacto', 0.5, { talkBonus: 0.5 }), [
        'seguimos|hablamos|sigamos|hablemos|seguim|parlem|falamos|charlamos por+alli|por+ahi|alli|ahi|alla',
        'por|al el|la de siempre',
      ])
      // Leaving the app said in the present with a talk near ("falamos en persoa e deixamos a app").
      .add(t('intent', 'contacto', 0.5, { talkBonus: 0.5, bonusFrom: 'verb', local: true }), [
        'deixamos|deixemos|dejamos|dejemos|deixem a|la|l app|aplicacion|aplicacio|plataforma',
      ])
      // Galician "in person", as "en persona": with a payment near.
      .add(t('intent', 'contacto', 0.5, { talkBonus: 0.5, bonusFrom: 'pay', local: true }), ['en persoa'])
      // A price ("te sale a 20") is what a payment word says too.
      .add(t('pay', 'contacto', 0), [
        'pagoche|pagareiche|pagasme|cobroche|efectiu|billetes|billete',
        'te|os sale|saldria',
        'sale|saldria a',
        'barato|baratos|barata|mas+barato|mas+caro',
      ])
  );
}
