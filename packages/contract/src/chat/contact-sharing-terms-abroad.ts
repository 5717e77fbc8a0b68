// How people from elsewhere ask to leave, in their own words (issue 26, twelfth round, from a
// writer of Italian, French, Portuguese, Romanian and Latin American voices): a call, a video
// call, a number or a contact asked for, cash to skip the commission, a voice message. Spanish
// of the Americas too: "¿te puedo marcar?". Added to the phrase table after the twelfth round's.
import { wordSet, type PhraseTable } from './contact-sharing-phrases.ts';
import type { MakeTerm, Term } from './contact-sharing-terms.ts';

export function addAbroad(table: PhraseTable<Term>, t: MakeTerm): PhraseTable<Term> {
  return table
    .add(t('intent', 'telefono', 1), [
      // Italian: "ti posso chiamare?", "chiamami", "facciamo una videochiamata".
      'ti|la posso|possiamo chiamare|sentire|telefonare',
      'chiamami|telefonami|chiamatemi|scrivimi|scrivetemi',
      'videochiamata|videochiamate|videochiamiamo',
      // French: "je peux t'appeler ?", "appelle-moi", "on s'appelle".
      'je peux|pourrais t|vous appeler|telephoner',
      'appelle|appelez|rappelle|rappelez moi',
      'on s appelle|telephone',
      // Portuguese: "posso te ligar?", "me liga", "chamada de vídeo", "me chama no zap".
      'posso|podemos te|lhe ligar|chamar',
      'me liga|ligue|ligar',
      'chamada|ligacao de video|videochamada',
      'me chama|chame|chamar no zap|whats|zapzap|insta|direct',
      // Romanian: "sună-mă", "te pot suna?".
      'suna ma|mă',
      'te pot suna',
      // Spanish of the Americas: "¿te puedo marcar?", "¿a qué hora te marco?", "márcame".
      'puedo|podria marcarte|marcarle|llamar+a+usted|llamar+a+ti',
      'marcame|marqueme|timbrame',
      // English: "let's jump on a quick Zoom", "hop on a call".
      'jump|hop|get on a ?quick zoom|call|facetime|video',
    ])
    .add(t('intent', 'telefono', 1), ['a que hora te|le marco|puedo+marcar', 'te|le puedo|podria marcar'], {
      notBefore: wordSet('la el las los como'),
    })
    .add(t('intent', 'contacto', 1), [
      // A number or a contact asked for: "mi dai il tuo numero", "me passa teu contato",
      // "ton numéro ?", "dă-mi numărul tău".
      'mi dai|dici|mandi|passi il tuo numero|contatto|cellulare',
      'il tuo numero|cellulare|contatto',
      'me passa|manda|da teu|seu numero|contato|zap|whats',
      'teu|seu numero|contato|zap|whats',
      'ton|votre numero|portable|contact',
      'numarul tau|dumneavoastra',
      'da mi numarul',
      // Basque: "zenbakia pasatuko didazu?", "zenbakia emango didazu?".
      'zenbakia pasa|pasatuko|emango|eman|bidali',
      // Cash to skip the commission: "mi paghi in contanti", "on peut s'arranger en liquide".
      'in contanti|nero',
      'en liquide|espece|especes',
      'em dinheiro|especie',
      'evitiamo|evitamos|evitons la|a commissione|comissao|commission',
      // Paid in hand from the next one on: "las siguientes me las das en mano".
      'me|te|nos las|los|la|lo das|dais|doy|damos|pagas|pago en+mano|en+efectivo|en+metalico|cash|aparte',
      // The rest sent where the filter cannot see: "el resto en otro mensaje".
      'el resto|la+otra+parte|la+segunda+parte en|por otro|el+siguiente|el+proximo mensaje',
      // Where one can be found, written elsewhere: "ahí abajo pone cómo encontrarme".
      'pone|explico|digo|tienes|viene como|donde encontrarme|localizarme|contactarme|escribirme',
      // A voice message asked for: "me manda um áudio", "mandame un audio".
      'me manda|mande|mandas um|un audio|audinho',
      'mandame|mandeme|pasame un|una audio|nota+de+voz|audito',
    ]);
}
