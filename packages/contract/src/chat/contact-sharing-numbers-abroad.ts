// The digits of more communities from abroad (issue 26, fourteenth round): Polish, Russian,
// Ukrainian, Bulgarian, Arabic in its script, Aranese, Brazilian "meia" (half a dozen). Written as
// typed; folded here as the text is (Cyrillic look-alikes become Latin letters: "шесть" →
// "шectь"), so that they meet the folded words of a message. Merged into UNITS (-numbers.ts).
import { foldText } from './contact-sharing-text.ts';

const ROWS = [
  'ноль|нуль|нула|صفر',
  'jeden|один|одна|едно|واحد',
  'dwa|два|две|اثنان|اثنين|dus',
  'trzy|три|ثلاثة|ثلاثه',
  'cztery|четыре|чотири|четири|اربعة|اربعه|quate',
  'piec|пять|пет|خمسة|خمسه',
  'szesc|шесть|шість|шест|ستة|سته|meia|sieis',
  'siedem|семь|сім|седем|سبعة|سبعه',
  'osiem|восемь|вісім|осем|ثمانية|ثمانيه|ueit',
  'dziewiec|девять|девет|تسعة|تسعه|nau',
];

/** Each word, folded, with the digit it says. */
export const abroadDigitWords = (): [string, number][] =>
  ROWS.flatMap((row, digit) => row.split('|').map((word): [string, number] => [foldText(word).folded, digit]));
