// The formal register's ways out (issue 26, twelfth round, from a writer of gym chains' HR and
// instructors who write with "usted"): a call in the subjunctive ("que le llamase"), contact
// details asked to be shared or given ("¿me podría facilitar su correo?"), a private agreement,
// the platform's use ended ("dejar de usar FitCover", "no a través de la plataforma"), paying
// into an account or in cash. Added to the phrase table after the twelfth round's.
import type { PhraseTable } from './contact-sharing-phrases.ts';
import type { MakeTerm, Term } from './contact-sharing-terms.ts';

const PLATFORM = 'la+plataforma|la+app|la+aplicacion|fitcover|esta+plataforma';
const DETAILS = 'correo|mail|email|numero|telefono|movil|contacto|direccion+de+correo|whatsapp';

export function addFormal(table: PhraseTable<Term>, t: MakeTerm): PhraseTable<Term> {
  return table
    .add(t('intent', 'telefono', 1), [
      // "¿le vendría bien que le llamase?", "me permite que le telefonee", "mejor le llamo yo".
      'que le|la|les|nos llamase|llamara|llame|llamen|llamasen|telefonee|telefonease|telefoneara',
      'le|la llamo|llamare|llamaria|telefoneo yo|esta|manana|luego|cuando',
      'podria|puedo|permite llamarla|llamarle|llamarles|telefonearle|telefonearla',
      'un numero|telefono en el que|donde localizarle|localizarla|llamarle|llamarla|contactarle',
      'por|en microsoft+teams|teams|webex',
    ])
    .add(t('intent', 'contacto', 1), [
      // Details asked for or given: "¿me podría compartir su correo?", "si nos da el número".
      `compartir|compartirme|facilitar|facilitarme|facilite|indicar|indicarme|indique|darme su|tu ${DETAILS}`,
      'si nos|me da|facilita|pasa el|su numero|telefono|movil|contacto',
      'a la direccion|al+correo que me diga|indique|facilite|pase',
      'alguna aplicacion|app de mensajeria',
      // A private agreement; the platform's use ended: "un acuerdo privado entre usted y el centro".
      'acuerdo|trato|contrato privado|particular|aparte',
      `dejar|dejemos|dejamos|dejen de usar|utilizar ${PLATFORM}`,
      `no a traves de ${PLATFORM}`,
      `no haria|hace|hara falta seguir|continuar con|en ${PLATFORM}`,
      `no lo|la|los|las gestionemos|gestionamos|tramitemos|tramitamos|pasemos por ${PLATFORM}`,
      'usted y yo directamente',
      // Paid into an account or in cash: "dígame a qué cuenta se lo ingreso", "le pagamos en metálico".
      'a que cuenta se|te|le|os lo|la ingreso|ingresamos|transfiero|transferimos|pago|pagamos',
      'le|te|os pagamos|pago|pagaremos|abonamos en metalico|en+efectivo|en+mano|al+contado',
    ])
    .add(t('intent', 'contacto', 0.5, { talkBonus: 0.5 }), [
      'por la via habitual|de+siempre|normal|interna',
      'no tratar|hablar|poner|dejar por escrito',
    ]);
}
