// Families of intent of the twelfth round (issue 26, ADR 0015), from the tuning halves of its sets
// written blind: a place both know ("donde tú ya sabes", "por donde nos conocimos", "por la otra"),
// the platform done without ("sin plataformas", "no hace falta que lo cobre la app", "así no pasa por aquí"),
// paying one another ("te lo pagamos directamente", "si me pagas cash"), one's contact pointed to
// ("mi contacto sale en…", "al número que pone en…"), a formal or English call, a handle asked for.
// Added to the phrase table of contact-sharing-terms.ts last (the longest phrase wins).
import { wordSet, type PhraseTable } from './contact-sharing-phrases.ts';
import type { MakeTerm, Term } from './contact-sharing-terms.ts';

const PLATFORM = 'la+plataforma|la+app|la+aplicacion|fitcover|esta+app|esta+plataforma|esto';
const MINE = 'mi+contacto|mi+numero|mi+telefono|mi+movil|mis+datos|mi+correo|mi+mail';
/** "por la otra sala", "en el otro grupo de clase": a noun after, a place in the gym. */
const A_NOUN_AFTER = wordSet(
  'sala salas clase clases puerta entrada parte semana vez dia dias lado banda calle planta turno grupo centro gimnasio gym sede hora mano',
);

export function addTwelfth(table: PhraseTable<Term>, t: MakeTerm): PhraseTable<Term> {
  return (
    table
      .add(t('intent', 'contacto', 1), [
        // A way both know, gone through: "lo seguimos por donde tú ya sabes".
        'por|x donde|onde tu|ya|usted|vos ?ya sabes|sabe|sabeis',
        'por|x donde nos conocimos|conocemos',
        // The platform done without: "sin plataformas", "no hace falta que lo cobre la app", "así no pasa por aquí".
        'sin|sense plataforma|plataformas|intermediarios|apps',
        'seguimos|sigamos|continuamos|continuemos|lo+hacemos|hacemos sin fitcover|la+plataforma|plataforma',
        'no hace|haria|hara falta que+lo+cobre+la+app|que+lo+cobre+la+plataforma|que+pase+por+aqui',
        `asi|que no pasa|pase|pasara por aqui|${PLATFORM}`,
        `asi no dependo|dependemos|dependes de ${PLATFORM}`,
        'asi|que no queda|quede|quedara nada escrito|anotado aqui|por+aqui|por+escrito',
        // Paying one another: "¿aceptarías que te pagáramos directamente?", "si me pagas cash".
        'si me|nos pagas|pagais|paga|pagan cash|en+efectivo|en+metalico|en+mano|en+billetes',
        // One's contact pointed to: "mi contacto sale en la firma", "al número que pone en el cartel".
        `${MINE} sale|esta|aparece|viene|figura|lo+tienes|lo+encuentras en`,
        'al|el numero|fijo|telefono que pone|sale|aparece|viene en',
        'escribe|escribeme|escribidme|escribame|manda|mandame a la direccion que',
        'mira|mirate|revisa|lee|leete mi bio|biografia',
        // A call asked formally or in English: "¿le puedo llamar esta tarde?", "can I give you a call".
        'le|les puedo|podria llamar|telefonear',
        'puedo|podria llamarle|llamarles|telefonearle',
        'give you|me a call|ring|buzz',
        'call|ring|text you|me later|tonight|tomorrow',
        // Another way asked for: "dame otra vía", "¿me das tu arroba?".
        'dame|pasame|dime|tienes|tiene otra|alguna via',
        'tu|su arroba|arrobas',
        // The filter said to let one's own through: "a ti no te lo bloquea".
        'no te|me|nos|se lo|la|los bloquea|bloquean|borra|borran|pilla|pillan|detecta|detectan|censura',
        // Written straight to one: "a partir de ahora me escribes tú directamente".
        'me|nos escribes|escribis|escriba|escriban|llamas|llamais ?tu|usted|vosotros directamente|directo',
        'te busco|buscare|agrego|agregare|sigo|seguire por ahi|alli|fuera',
      ])
      // Hired or paid off the platform in words: "un contrato directo", "X € si es por fuera".
      .add(t('intent', 'contacto', 1), [
        'contrato|contratacion|contratarte|contratarle directo|directa|directamente|aparte|particular',
        'que|donde ahi|alli no hay filtros|filtro|censura|moderacion|control',
        'reach me|out there|out+to+me outside|directly',
      ])
      .add(t('intent', 'contacto', 0.5, { talkBonus: 0.5, bonusFrom: 'pay' }), [
        'si es|va|lo+hacemos|lo+hago|lo+cobro|lo+pagas|lo+pagais por fuera|libre',
      ])
      // A user name elsewhere: "dime tu nombre de usuario de la otra" ("para la reserva" is here).
      .add(t('intent', 'contacto', 1), [
        'tu|su|vuestro nombre+de+usuario|usuario|username|nick de|en la+otra|el+otro|alli|alla',
      ])
      // Paid straight to one, unless it is through the platform: "¿aceptarías que te pagáramos
      // directamente?", "para que los alumnos me paguen directamente" (not "… por la app").
      .add(t('intent', 'contacto', 1, { local: true }), [
        'te|os|le|me pagaramos|pagasemos|paguemos|pagariamos|pagamos|paguen|pagueis directamente|en+mano|por+fuera|cash|aparte',
      ])
      // An address given before, a video call by its full name, a network any at all, the
      // platform not to know: "al correo que te puse", "por google meet", "en cualquier red".
      .add(t('intent', 'contacto', 1), [
        'al|el|mi correo|mail|numero|telefono|movil que te puse|di|deje|pase|mande|di+ayer',
        'por|en|x google meet|duo|hangouts',
        'te|le mando|mandare|escribo|escribire|hablo privi|priv|md|dm',
        `${PLATFORM}|nadie no tiene|tienen|tendria xq|porque|pq|por+que enterarse|saberlo|enterar`,
      ])
      .add(t('intent', 'contacto', 0.5, { talkBonus: 0.5 }), [
        'en|por cualquier|cualquiera+de+las red|redes|app|aplicacion',
      ])
      // Contact details had from before, or where they can be read: "tienes mi contacto de
      // cuando lo de pilates", "mi tarjeta con el número", "cómo encontrarme fuera".
      .add(t('intent', 'contacto', 1), [
        'tienes|tengo|guardas|guardaste|guarde|conservas|sigues+teniendo mi+contacto|mi+numero|tu+contacto|tu+numero|lo+mio|lo+tuyo de+cuando|de+antes|de+siempre|de+la+otra+vez|guardado|guardada',
        'mi tarjeta|tarjetita con el|mi|los|mis contacto|numero|telefono|movil|datos',
        'como|donde encontrarme|localizarme|contactarme|escribirme fuera|por+fuera|fuera+de+aqui',
      ])
      .add(t('intent', 'contacto', 0.5, { talkBonus: 0.5 }), [
        'sigues+teniendo|aun+tienes|todavia+tienes lo+mio|mi+contacto|mi+numero',
        'usa|usa+el|utiliza el|lo de la+otra+vez|de+antes|de+siempre',
      ])
      .add(
        t('intent', 'telefono', 0.5, { talkBonus: 0.5 }),
        ['viene|sale|aparece|pone el|mi numero|telefono|movil|fijo'],
        {
          notBefore: wordSet('de del'),
        },
      )
      // Accepting, paying or hiring done without the platform: "no hace falta aceptar en la
      // plataforma", "te fichamos directamente", "te lo adelanto yo por transferencia", "pásame tu IBAN".
      .add(t('intent', 'contacto', 1), [
        'no hace+falta aceptar|aceptarla|aceptarlo|confirmar|reservar|publicar en|por la+plataforma|la+app|fitcover',
        'te|le|os fichamos|ficho|fichariamos|contratamos directamente|directo|por+fuera',
        'te|os lo|la adelanto|pago|ingreso|transfiero yo por transferencia|bizum',
        'pasame|dame|mandame|dime|pasadme tu|su iban|numero+de+cuenta|cuenta+bancaria',
      ])
      .add(
        t('intent', 'contacto', 1),
        [
          'deja|dejad|dejemos la+app|la+plataforma|fitcover',
          'olvida|olvidate|olvidaos|olvidemos|olvidamos|olvidarnos de la+plataforma|la+app|fitcover|esta+app',
        ],
        {
          notBefore: wordSet('abierta abierto cerrada cerrado actualizada descargada instalada para de'),
        },
      )
      // Typed in a hurry: "pagame directo", "no pagues x aquí", "el resto en efectivo", "zoom a las 8",
      // "vc rápida", "la prox sin fitcover", "dame un tlfnazo", "mail x fa".
      .add(t('intent', 'contacto', 1), [
        'pagame|pagadme|pagueme|paguenme directo|directamente|en+mano|aparte|por+fuera|cash|en+efectivo',
        'no pagues|pagueis|pague por aqui|la+app|la+plataforma',
        'el resto en efectivo|mano|metalico|cash|negro',
        'la+prox|la+proxima|las+proximas|la+siguiente|las+siguientes sin fitcover|la+app|la+plataforma|plataforma',
        'mail|correo por favor|fa|porfa|porfi|pf',
      ])
      .add(t('intent', 'telefono', 1), [
        'zoom|meet|skype|facetime|videollamada a las|a+la|manana|luego|esta+tarde|esta+noche|hoy',
        'una|un vc|videocall',
        'vc rapida|rapidita|ahora|luego|hoy',
        'un|dame+un|te+doy+un tlfnazo|tfnazo|telefonazo|llamadon',
      ])
      // Put through by someone: "llama a recepción y pide que te pasen conmigo".
      .add(t('intent', 'telefono', 1), ['que te|le pasen|pase conmigo|con+migo'])
      .add(t('intent', 'contacto', 1), ['mensaje|mensajito|mensajillo|mensajin|audio|audito por alli|alla'])
      // A place both know, with a verb of writing or talking: "te escribo donde tú sabes", "te he
      // dejado un mensaje por donde nos conocimos", "sigo en el sitio que te dije", "por allí".
      .add(t('intent', 'contacto', 0.5, { talkBonus: 0.5, bonusFrom: 'verb' }), [
        'donde|adonde|onde tu|usted|vos ?ya sabes|sabe',
        'en|de donde nos conocimos|conocemos|hablamos+la+otra+vez|hablamos+siempre',
        'en|por el sitio|lugar|canal|chat que+te+dije|que+te+comente|que+sabes|que+ya+sabes|de+siempre',
        'por alli|alla|alli+mejor|alla+mejor',
        'salgamos|salimos|vamonos|marchemonos de aca|aqui',
      ])
      .add(t('intent', 'contacto', 0.5, { talkBonus: 0.5, bonusFrom: 'verb' }), ['por|en|x la|el otra|otro'], {
        notBefore: A_NOUN_AFTER,
      })
  );
}
