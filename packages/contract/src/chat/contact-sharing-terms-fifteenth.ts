// Families of intent of the fifteenth round (issue 26, ADR 0015), from the tuning halves of the
// sets written during the fourteenth: the conversation moved ("cambiamos de canal", "movernos de
// aquí para hablar"), kept off the record ("sin que quede en el chat"), settled there and not here; a place asked for to write or send audios; someone
// else's contact asked for; an account looked for by one's full name; apps described by their
// padlock, their gamers or their icon; cash or "en B" offered, a booking cancelled and paid
// anyway; a friend request sent. Added last.
import { wordSet, type PhraseTable } from './contact-sharing-phrases.ts';
import type { MakeTerm, Term } from './contact-sharing-terms.ts';

const HERE = 'aqui|por+aqui|la+app|la+plataforma|fitcover|la+aplicacion|en+la+app|el+chat|en+el+chat|este+chat';
const CHAT = 'el+chat|la+app|la+plataforma|fitcover|aqui|este+chat|la+aplicacion';

export function addFifteenth(table: PhraseTable<Term>, t: MakeTerm): PhraseTable<Term> {
  return (
    table
      .add(t('intent', 'contacto', 1), [
        // The conversation moved elsewhere: "cambiamos de canal", "tenemos que movernos de aquí".
        'cambiamos|cambiemos|cambiar|cambiarnos|cambiamos+ya|nos+cambiamos de canal|chat|plataforma',
        `movernos|moverlo|movamos|irnos|salirnos|salgamos|nos+movemos|nos+vamos de ${HERE} para|y hablar|hablarlo|hablamos|lo+hablamos|hablar+tranquilos`,
        `quita|quitamos|quitemos|olvidate+de|olvidemonos+de|pasemos+de|pasamos+de lo de ${CHAT}`,
        'lo hablamos|hablamos|seguimos|lo+vemos|lo+cerramos|lo+gestionamos a nivel personal|particular',
        'hablamos|hablemos|hablar|lo+hablamos como personas+normales|gente+normal',
        'parlem|parlarem|parlem+millor|escriu+me|ho+parlem per l altra|una+altra banda|via',
        // Off the record: "sin que quede en el chat", "que aquí queda todo registrado".
        `sin que quede|se+quede|quede+nada|quede+constancia en|por ${CHAT}`,
        'sin que quede|se+quede constancia|registro|nada+escrito|nada+registrado',
        `que|q ${HERE} no se entere|enteren|entera nadie|ninguno`,
        // Settled there, not here: "lo cerramos sin meterlo aquí", "lo hablamos allí, no aquí".
        `sin meterlo|ponerlo|pasarlo|que+pase|que+quede por|en ${CHAT}`,
        'lo hablamos|hablamos|lo+vemos|lo+cerramos|lo+acordamos|lo+apalabramos alli|alla|fuera no|y+no aqui|por+aqui',
        // A place asked for to write or send audios: "¿tienes algún sitio donde te pueda escribir?".
        'algun|algo|otro sitio|lugar|medio|sitio donde|por+donde|en+el+que|en+que te|le pueda|podamos|puedo escribir|mandar|hablar|enviar|contactar',
        'tienes|tiene algo|algun+sitio donde|por+donde te|le pueda|puedo mandar|enviar|escribir',
        // Someone else's contact: "¿me pasas el de tu jefe?".
        'me pasas|pasame|me+das|dame|me+dejas|me+das+el+numero|me+pasas+el+numero el|la|el+contacto de tu|su jefe|jefa|encargado|encargada|coordinador|coordinadora|responsable|director|directora',
        // An account looked for by one's name: "búscame por nombre y apellido".
        'buscame|buscanos|busca+me|me+buscas|me+encuentras|me+encontraras por|con nombre|mi+nombre|el+nombre|nombre+y+apellido|nombre+y+apellidos|nombre+completo',
        'la cuenta|el+perfil con el logo|la+foto|el+icono',
        'dime como sales|apareces|sale+tu+cuenta|te+encuentro',
        // Apps by their padlock, their gamers, their icon; the tube; a short name.
        'la|por+la|en+la|de+la del|de+los candado+azul|candadito|mensajes+cifrados',
        'la|por+la|en+la de+los|del gamers|gamer|jugones|mando',
        'la|por+la|en+la del muneco|munequito|fantasma|fantasmita|avioncito|avion+de+papel',
        'con fondo verde',
        'sigueme|siguenos|suscribete|suscribirte|me+ves|buscame en el tubo',
        'hacemos|hagamos|montamos|por|en un meet|zoom|teams',
        'hacemos|hagamos|montamos meet|zoom|teams',
        'server|servidor de discord',
        // Cash or "en B": "¿en efectivo te va bien?", "me pagas en B", "en mano el día de la clase".
        'en|al efectivo|metalico|contado|cash te va|viene|parece|vale|sirve|iria',
        'pagas|pagues|pago|pagar|pagaria|pagamos|cobrar|cobro|cobras|cobramos|paags|pagarte|pagarme en b|negro',
        'en mano el|cada dia|clase|sesion',
        // A booking cancelled in the app and paid anyway.
        'cancelamos|cancelas|cancelo|anulamos|anulo|anulas en la app|la+plataforma y te|os lo|la pago|pagamos|doy igual|aparte|igualmente',
        'te|os lo|la ingreso|ingresamos|transfiero|transferimos yo|directamente|directo|hoy|manana|a+tu+cuenta',
        // The address one has always had: "el gmail de siempre", "en hotmail de toda la vida".
        'el|mi|al|en|en+el gmail|hotmail|yahoo|outlook|icloud de siempre|toda+la+vida',
        // Second wave: apps by their ticks, plane or a group made there; video and calls by name.
        'la|por+la|en+la del|de+los|de+las check|checks|tick|ticks azul|azules',
        'tienes|por|en|por+el|en+el el|la avion|avioncito de papel',
        'la|la+app verde del|con+el telefonito|telefono|auricular',
        'un|una teams|jitsi|meet|skype|facetime',
        'un zoom para|a+las|esta|manana|rapido|luego',
        'te+hago|hacemos|hago|hagamos un|una call',
        'pay|paying you|me cash|in+cash',
        // Cash, an envelope, money through the bank, paid in "B" or "en negro".
        'te|os la|lo doy|pago|paso|pagare ?yo en negro|b',
        'cobro|cobras|cobramos|pago|pagas|te+pago|te+lo+doy|te+lo+pago en sobre|sobrecito',
        'cobras|cobro|cobrar|pagas|te+pago|te+lo+pago en metalico|efectivo|cash',
        'te|os paso|mando|ingreso|doy la pasta|el+dinero por el banco|transferencia',
        'te|os lo|la ingreso|transfiero esta tarde|esta+noche|ahora|luego|el+lunes',
        'ingresamelo|ingresamela|ingresame|transfiereme en la|mi cuenta',
        // The usual other way: "lo hablamos por donde siempre", "por el canal de siempre".
        'lo+hablamos|hablamos|te+escribo|escribeme|seguimos|te+lo+mando|te+lo+paso|hablame por donde siempre',
        'el|por+el|en+el canal|medio de siempre',
        'te lo digo|cuento|paso|mando|escribo por otro lado|otra+via',
        'buscame|escribeme|hablame|encuentrame|agregame fuera|por+fuera',
        'nos|lo pasamos|movemos|vamos a otra app|aplicacion',
        'hacerlo|lo+hacemos|hacemos|trabajar|trabajamos|lo+montamos|trabajo por libre|nuestra+cuenta',
        'otras|otra apps|app de mensajeria',
        'otra forma|manera|via mas directa',
        'te he+dejado|dejo|he+puesto|puse mi contacto|numero|movil|tlf',
        'pideme|mandame|enviame|pedime amistad',
        'la arroba de google|gmail|hotmail|outlook|yahoo',
        'del|en+el de google|gmail|hotmail',
        // Third wave: paid there, contacts swapped in person, cash "a tocateja", invoiced directly.
        'te|os pago|lo+pago|la+pago alli|alla|ahi|en+persona|en+un+sobre|en+un+sobrecito|a+tocateja',
        'a tocateja',
        'en cash',
        'nos damos|intercambiamos|pasamos los contactos|numeros|telefonos',
        'en b|negro te pago|cobro|pagamos|cobramos',
        'cobro|cobras|cobramos siempre en b|negro',
        'puede ser|te+va|te+parece en negro',
        'facturame|me+facturas|factura+me directamente|directo|tu+directamente|a+mi',
        'te|os pago|lo+pago|la+pago por|con transfe|transferencia a tu cuenta|a+tu+nombre|directamente|al+acabar',
        'te|os hago|mando|envio una|un transfe|transferencia|bizum',
        // Calls: a missed call made, a call awaited, "podrías llamarme", Google Meet, abroad.
        'te he hecho|hecho una perdida|llamada+perdida',
        'a la espera de su|tu llamada',
        'podrias|podria llamarme|llamarnos',
        'google meet',
        'un|una discord',
        'da me|me+da um toque',
        'dau un bip',
        'dich anrufen',
        'ruf mich an',
        // Out of here: "no hace falta que pases por la plataforma", "por un canal más cómodo".
        'no hace falta q|que pases|pasar|pasemos|publicar|publicarlas|publiques|usar por|en la+plataforma|la+app|aqui|esto',
        'por un|otro canal|medio mas comodo|privado|directo|rapido',
        'sacame|sacanos de aqui',
        'me lo dejas|pasas|das de otra forma|manera',
        'mira|revisa tu otro chat',
        'hacemos|lo+hacemos|hagamos las+cosas|esto por nuestra+cuenta|nuestro+aire|libre',
        'a nuestro aire',
        'lo hacemos|hagamos en privado',
        'mejor por|en el|la verde',
        'buscame|escribeme|hablame|agregame|me+agregas en|por|a el|la|al verde',
        'correo|mail de los de siempre',
        'de siempre de google|gmail|hotmail',
        // Fourth wave: abroad ("je t'appelle", "te ligo", "deine Nummer", "je te paie"), a ring.
        'je t|te|vous appelle|bipe',
        'appelle|appelez moi',
        'te ligo|liga+me|me+liga',
        'deine nummer|handynummer',
        'hast du|tu+as|tens|tienes+tu wa|whatsapp|telegram|insta',
        'je te|vous paie|paye',
        'pago te por transferencia|bizum|mbway',
        'get|be|getting paid in cash',
        'number of your account',
        'your account number|bank+details',
        'una|un discord|jitsi|skype|zoom rapida|rapido',
        'te|os doy|pego|puedo+dar|puedo+pegar un ring',
        'mejor en negro|b y',
        'guardame|agendame|apuntame como',
        'te transfiero|ingreso a tu cuenta|directamente',
        'comision nos lo|la podemos saltar|ahorrar',
        'me encuentras facil|rapido|enseguida|facilmente',
        'te|os contrato|contratamos por mi|nuestra cuenta',
        'lo otro por el otro sitio|lado',
        // Fifth wave (the third set's tuning half): "en negro y los dos ganamos", cash left at a
        // price, "sígueme y te escribo", the user asked for, a link in bio, a vcard, the gym's
        // contact asked for, the platform forgotten, paid there, a formal request for a number.
        'en negro|b y los|sin|asi|ganamos|nos',
        'en b ya me entiendes|y+sin',
        'cash y te|os lo|la dejo|pongo',
        'cash on the day',
        'pagament|pago|pagar|cobrar en efectiu|metal+lic',
        'sigueme|seguime|siguenos y te escribo|hablo|mando|cuento',
        'te sigo y te escribo|hablo',
        'responde|respondeme|contesta|contestame a la|mi story|historia|storie',
        'pasame|dame|mandame|pasa el user|usuario|nick|insta|ig',
        'link|enlace en bio|la+bio',
        'vcard',
        'missed call',
        'apuntame|me+apuntas|guardame en tu agenda|tus+contactos',
        'te|os comparto mi contacto|numero|movil',
        'el contacto|num|numero del|de+la gym|gimnasio|centro|recepcion me lo|la pasas|das|mandas',
        'olvidamos|olvidemos|nos+olvidamos+de la plataforma|la+app',
        'te|os pagamos|pago en recepcion|mano',
        'si lo hacemos en metalico|efectivo|b|negro',
        'nos|me facilita|facilitaria|facilite|facilitenos un numero|telefono|contacto|movil',
        'aplikaziotik|plataformatik kanpo',
        'con el avioncito|avion+de+papel',
        'el|del numero de la otra vez|de+siempre',
        'nos|os ahorramos|ahorrariamos lo+de+la+app|la+app|la+plataforma|lo+de+la+plataforma',
        'te|os hago la|las clase|clases sin app|sin+la+app|fuera+de+la+app',
        'no hace falta|ya+no+hace+falta usar|utilizar esto|la+app|la+plataforma|fitcover',
        'asi no pasamos|pasamos+nada por aqui|la+app|la+plataforma',
        // A friend request: "mándame solicitud", "te he mandado solicitud en…".
        'mandame|enviame|te+mando|te+envio|te+he+mandado|te+he+enviado|te+mandare|te+mande|te+envie solicitud',
        'solicitud de amistad|seguimiento',
      ])
      .add(t('intent', 'contacto', 0.6), [
        'crea|creamos|creo|monta|montamos|abre|abrimos|hacemos|haz|hago un grupo en|de',
        'lo movemos a otro sitio|lado',
        'q|que por aqui|aqui no se puede|podemos',
      ])
      // Money in an envelope: "te dejo un sobre en recepción" (not "el sobre con las llaves").
      .add(t('intent', 'contacto', 1), ['te|os doy|dejo|llevo|paso el|un sobre'], { notBefore: wordSet('con de del') })
      // "por aquí no, que se quedan comisión": the platform's cut, with a "no" to here.
      .add(t('intent', 'contacto', 0.6), ['se quedan|llevan comision|la+comision|su+parte', 'sin factura|facturas|iva'])
      // "¿puede ser en B? no tengo alta de autónomo": each half alone may be a room B, a status.
      .add(t('intent', 'contacto', 0.5), [
        'puede ser|te+va|te+viene+bien en b',
        'no tengo|sin alta de autonomo|autonoma',
      ])
      // "en la app de las fotos te lo enseño", "mdm y te cuento": where one will show or tell.
      .add(t('talk', 'red_social', 0), ['te|os lo|la|los|las enseno|muestro|ensenare', 'y te cuento|escribo|digo'])
      // "me falta tu movi", "deja aquí tu contacto": asked for.
      .add(t('ask', 'contacto', 0), ['me|nos falta|faltan', 'deja|dejad|deje aqui'])
      // Catalan "me trobes com a coachmonica", voseo "me encontrás como…", and abroad.
      .add(t('find', 'red_social', 0.4), [
        'me|em trobes|trobaras|trobareu|trobes+a',
        'me encontras|hallas',
        'cercami|trovami|seguimi',
        'mein account|konto|profil|insta',
        'contul meu',
        'procura me|encontra+me',
      ])
      .add(t('intent', 'contacto', 0.5), ['te|os meto|agrego|anado en|al el grupo'])
      .add(t('intent', 'telefono', 1), ['te|os puedo dar|pegar un toque|toquecito'], {
        notBefore: wordSet('de del con'),
      })
      // "a nivel personal" and "no acepto más clases por la app" are weak each alone.
      .add(t('intent', 'contacto', 0.5), [
        'no acepto|cojo|hago mas clases|sustituciones por|en|a+traves+de la+app|la+plataforma|aqui',
        'a nivel personal',
      ])
  );
}
