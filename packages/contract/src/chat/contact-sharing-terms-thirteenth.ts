// Families of intent of the thirteenth round (issue 26, ADR 0015), from the tuning halves of its
// sets written blind: the platform kept from knowing ("y la app ni se entera", "no lo subimos a la
// app"), cash in an envelope or "en B", a transfer offered, paying "sin app", calls and contact
// asked for in Asturian, Galician, Italian, Portuguese, Romanian and English slang ("your
// digits"), networks asked for to follow someone. Added to the phrase table last.
import { wordSet, type PhraseTable } from './contact-sharing-phrases.ts';
import type { MakeTerm, Term } from './contact-sharing-terms.ts';

const PLATFORM = 'la+plataforma|la+app|la+aplicacion|fitcover|esta+app|esta+plataforma|la+web|esto';
const PAY_VERBS =
  'pagame|pagarme|pagarte|pagadme|te+pago|me+pagas|me+pagues|pago|pagas|pagamos|pagar|pagarlo|cobrar|cobrarlo|cobro|cobras|cobramos|cobrame|te+lo+doy|lo+hacemos|lo+cobras';

export function addThirteenth(table: PhraseTable<Term>, t: MakeTerm): PhraseTable<Term> {
  return (
    table
      .add(t('intent', 'contacto', 1), [
        // The platform kept from knowing: "y la app ni se entera", "no lo subimos a la app".
        `${PLATFORM} ni|no se entera|enterara|enteraria|entere|enteran`,
        `ni ${PLATFORM} se entera|enterara|enteraria|entere`,
        `no lo|la|los|las subimos|subas|subo|pasamos|pases|paso|metemos|registramos|ponemos|publico|publicamos|publicare a|en|por ${PLATFORM}`,
        `asi no lo|la pasamos|pasa|subimos por|a ${PLATFORM}`,
        // Cash in an envelope, or "en B": "te lo doy en sobre", "págame en B".
        'te|os lo|la doy|pago|dejo|paso en ?un sobre|sobrecito',
        'el dinero|la+pasta|los+euros|el+pago en un sobre|sobrecito',
        `${PAY_VERBS} en|por+en b|negro`,
        'en mano|efectivo|cash|metalico y|e sin recibo|factura|ticket|papeles',
        // A transfer of one's own offered or asked for: "te hago transfer", "pásame la cuenta y te hago…".
        'te|os hago|hare|mando|envio transfer|transferencia|la+transferencia|una+transferencia|la+transfer',
        'pasame|dame|mandame|pasadme|dime la|tu cuenta y te|os hago|pago|mando|ingreso',
        'indica|indicas|indique|indiqueme|facilita|facilite|facilitas su|tu numero+de+cuenta|iban|cuenta+bancaria',
        'cobrame|cobradme|pagame|pagadme directo|directamente|en+mano|aparte|cash',
        'prefiero|preferiria cobrar|que+me+pagues|que+me+paguen|cobrarlo por|en|con cash|efectivo|transferencia|bizum|mano|pix',
        'si lo hacemos|pagamos|pagas|hago por|con ?una|un transferencia|transfe|bizum|efectivo|cash|pix|revolut|paypal',
        // The platform refused for another way to pay: "la app no, el IBAN", "la app no, transfe".
        'la+app|la+plataforma|por+la+app|por+aqui|fitcover no ?el|la|por|con|mejor iban|transfe|transferencia|bizum|bizzum|efectivo|cash|cuenta|mano',
        'por|con|via pix|bizu',
        // Calls asked for in other voices: "¿puedo llamate?", "posso chiamarti?", "me liga", "send me your digits".
        'puedo|podria|puedes|quieres llamate|llamate+esta|llamarte+luego',
        'posso|potrei|possiamo chiamarti|telefonarti|sentirci',
        'ti chiamo|telefono|scrivo stasera|dopo|domani|io',
        'chiamami|telefonami|scrivimi',
        'me|te liga|ligo|chama no|na zap|whats|direct',
        'chama no|na zap|whats|direct|insta',
        'your|ur digits|number|numbers',
        'i ll|ill|i+will text|call you|ya',
        'escriboche|escribote|chamoche|chamote|escribireiche ao|no|por privado|priv|privi',
        'parliamone|parliamo|sentiamoci|vorbim fuori|in+afara dall|dalla|aplicatiei|app|applicazione|aplicatie',
        // Networks asked for to follow someone: "¿tienes redes? para seguirte".
        'tienes|tiene|teneis|usas redes|insta|red+social para seguirte|agregarte|buscarte|seguirle',
        'tu|su movida|rollo|cosa de contacto',
        'pasame|dame|mandame|pasadme|dejame|me+pasas|me+das el|tu contacto',
        // A way found elsewhere, or said not to be sayable here: "por dónde buscarme", "un canal
        // más directo", "lo que no puedo poner aquí", "la app que no es esta".
        'por donde buscarme|encontrarme|localizarme|escribirme|pillarme',
        'por|x|en un|otro canal mas+directo|mas+rapido|privado|personal|directo',
        'un|por|x mensaje|mensajito directo',
        'aqui|por+aqui|aca no se puede|puedo|podemos|me+deja|me+dejan decir|poner|hablar|escribir todo|eso|ciertas+cosas',
        'lo que no puedo|podemos|se+puede|me+deja poner|decir|escribir aqui|por+aqui|en+el+chat',
        'app|aplicacion|red que no es esta|esta+app|la+de+aqui',
        'por|en|al el|mi|tu numerito',
        // The same name as here, elsewhere: "mismo nombre que aquí".
        'mismo|misma nick|nombre|usuario|user|arroba que+aqui|que+en+la+app|de+aqui|en+todas|en+todos+lados',
        'peticion|solicitud de amistad|seguimiento',
        // Networks described as a joke, asked in Moroccan Arabic or Catalan, left in Romanian:
        // "el libro de caras", "el cielo azul ese", "3tini nmra", "telefona'm", "fără aplicație".
        'libro|llibre de caras|les+cares|las+caras',
        'caralibro',
        'cielo azul ese|esa',
        '3tini|a3tini|sift+liya|sifti+liya|3tih|3tiha nmra|nmrtk|rqmk|rqm|ra9mk|nmrtek',
        'telefona|telefoneu|truca m',
        'telefonam|truquem',
        'fara aplicatie|aplicatia|aplicatiei|aplicatii|app',
        'bla app|application|l+app|aplicacion',
        // Shorthand for a payment, a video call, a group on the phone; a number asked to be typed
        // so it gets through: "x biz", "transfe directo", "una vdll", "un grupo de movi", "pónmelo con espacios".
        'por|x|con|un|el biz|bizu|bizzum|bizun|bisum',
        'biz|bizum y ahorramos|nos+ahorramos|te+ahorras',
        'transfe|transfer|transferencia directo|directa|a+mi|a+mi+cuenta',
        'te|os pago|pagamos|pagare|pagaremos cash|en+cash',
        'por|con transferencia|transfe|bizum|efectivo|cash te|os lo dejo|pongo|hago|cobro en|a',
        'te|os hago|lo+hago|lo+hacemos|lo+pagamos en sobre|mano|cash',
        'todo|cobrar|cobro|pagar|pago|pagarte|cobrarte en negro',
        'asi|y no pagamos|pagais|pagas|paga|pagan el|la fee|comision',
        'lo cerramos|arreglamos|hacemos|pagamos en mano|efectivo',
        'sin factura|recibo ni app|plataforma|aplicacion',
        'por|en|con bitcoin|bitcoins|cripto|criptos|crypto|criptomonedas|usdt',
        'una|hacemos+una|te+hago+una vdll|vll|videoll|videoyamada',
        'una|te+hago+una video|videito corta|rapida|rapidita|cortita',
        'un|el|al grupo de movi|mvl|wasap|whats|wsp|tele|tg',
        'ponmelo|escribemelo|mandamelo|pasamelo|ponlo|escribelo con espacios|separado|en+letras|por+partes',
        'dale|dame|darle|le+das a seguir',
        'te anado|agrego|guardo|meto a|en mis contactos|mi+agenda',
        'te etiquete|etiqueto|he+etiquetado|mencione|menciono en un|una|tu|mi story|historia|stories|reel|post',
        'te etiqueto|etiquetare|menciono y hablamos|te+escribo|nos+escribimos',
        'm|me pasas|das|dejas contacto|tu+contacto|el+contacto',
        'te lo escribo|apunto|doy|paso en un papel|papelito',
        // Third wave: "nos intercambiamos los contactos", "no le digas nada a la app", "ni app ni
        // nada", "las demás en mano", "no tiene que enterarse nadie", "un número por si surge algo".
        'nos intercambiamos|intercambiamos|intercambiar los+contactos|los+numeros|los+telefonos',
        'no le digas|digais|digamos nada a la+app|la+plataforma|fitcover',
        'ni app|plataforma|aplicacion ni nada',
        'las|los demas|otras|siguientes en mano|efectivo|cash|b|negro',
        'no tiene|tienen|tendra|tendria que|q enterarse nadie',
        'un|algun numero|telefono por|x si surge|si+pasa|si+acaso|si+hace+falta',
        'te|os doy|pago|dejo|paso los|las|el|la en ?un sobre|sobrecito',
        'desapuntate|borrate|quitate de esta|la+oferta|aqui y ven|vente|vienes igual|igualmente',
      ])
      .add(t('intent', 'contacto', 1), ['tienes|tiene el privado|priv'], { notBefore: wordSet('de del') })
      // Where to reach one, unless it is here: "ahí tienes cómo llamarme" (not "… por aquí"),
      // "pides por mí y te pasan conmigo".
      .add(t('intent', 'contacto', 1, { local: true }), [
        'tienes|tiene como|donde llamarme|contactarme|localizarme|escribirme',
        'te pasan|pasaran|pondran conmigo',
      ])
      // Weak alone, a way out with a network or a payment near: "soy el mismo nick", "acepta mi
      // petición", "aquí no puedo, pero…", "desinstala esto", "y cerramos lo del pago en el bar de enfrente".
      .add(t('intent', 'contacto', 0.5, { talkBonus: 0.5 }), [
        'acepta|aceptame|aceptas mi peticion|solicitud',
        'aqui|aca no puedo|podemos|se+puede|me+deja|me+dejan pero',
        'desinstala|desinstalo|desinstalamos|borra|borramos esto|la+app|esta+app|la+aplicacion',
        'cual|como es tu|su usuario|user|nick|nombre+de+usuario',
        'esto no lo miro|leo|uso|abro',
      ])
      // A bar to meet at and the payment to settle there, one's nick beside a network, the
      // platform's cut and another way to pay, the only one of a name on a network: only together.
      .add(t('intent', 'contacto', 0.5), [
        `${PLATFORM} se+queda|se+lleva|se+come|cobra|queda un+pico|comision|su+parte|un+pellizco|porcentaje|tajada|un+mordisco`,
        'mejor|prefiero|preferible transferencia|transfer|en+b|bizum|revolut|paypal',
        'te|nos|os quitan|cobran|comen|quita|cobra|come un+pico|comision|un+pellizco|su+parte',
        'comision|comisiones es|son un robo|un+atraco|un+abuso',
        'lo hacemos|hacemos|lo+hago por libre|a+nuestra+bola',
        'tienes|usas el verde|azul',
        'facturamos|facturo|facturas|facturo+yo a+parte|aparte|por+fuera|directamente',
        'no aceptes|confirmes|aceptéis|acepteis por aqui|en+la+app|en+la+plataforma',
        'donde te|le pille|pillo|localice|localizo',
        'soy|es el|la unico|unica',
        'mi|tu|su cielo azul',
        // A booking kept off the platform, and just coming: "no lo reserves por la app, ven y listo".
        'no lo|la reserves|reserveis|reserve|pidas|cojas por|en la+app|la+plataforma|aqui',
        'ven|vente|vienes|venid y listo|sin+mas|directamente',
        'el+mismo|la+misma nick|usuario|user|arroba',
        'y cerramos|arreglamos|cuadramos|hablamos lo+del+pago|el+pago|el+dinero|lo+de+la+pasta|lo+del+dinero|las+cuentas',
        'bar|cafe|cafeteria de enfrente|de+la+esquina|de+al+lado',
      ])
      // The app everyone has, where one is followed or found: "sígueme en la que todos tenemos".
      .add(t('intent', 'red_social', 0.5, { talkBonus: 0.5 }), [
        'en|por la|el que todos tenemos|todo+el+mundo+tiene|tiene+todo+el+mundo|tenemos+todos',
      ])
      // Paid or met without the app, in English (0.5, more with a payment near): "i'll pay you cash
      // without the app" (as "la clase es sin app" is no way out, nor "you can book without the app").
      .add(t('intent', 'contacto', 0.5, { talkBonus: 0.5, bonusFrom: 'pay' }), ['without app|the+app|the+platform'])
      // "puedes pasarme un número para coordinarnos": a number asked for to talk, not a reference.
      .add(
        t('intent', 'telefono', 1),
        ['puedes|podrias|puede pasarme|darme|dejarme|mandarme un|tu|el numero|movil|telefono'],
        { notBefore: wordSet('de del da do') },
      )
  );
}
