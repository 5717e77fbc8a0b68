// The fifth round's probe of harmless text (ADR 0015): random messages, number-heavy (labels
// with complements, schedules, dates, series named first / middle / last, addresses, prices,
// reps, references, the door's "telefonillo", classes with a capital) and one deliberately
// ambiguous kind, a find or talk verb before a place (`eval:detector -- --fifth-probe`).
import { Dice } from './fifth-numbers.ts';

// prettier-ignore
export function harmlessProbe(count = 4000, seed = 12345): { text: string; ambiguous: boolean }[] {
  const d = new Dice(seed);
  const r = (n: number) => d.int(n);
  const one = <T>(l: readonly T[]) => d.one(l);
  const digits = (k: number) => Array.from({ length: k }, () => r(10)).join('');
  const labels = ['factura', 'pedido', 'reserva', 'localizador', 'socio', 'taquilla', 'dorsal', 'expediente', 'ticket', 'póliza', 'clase', 'sala', 'grupo', 'oficina', 'local', 'licencia', 'matrícula'];
  const complements = ['de marzo', 'del corredor', 'de la sala', 'de mi hija', 'del gimnasio', 'de la tienda', 'del seguro', 'de junio', 'de la web', 'del curso'];
  const places = ['Atocha', 'Sants', 'Triana', 'Deusto', 'Ruzafa', 'Decathlon', 'Carrefour'];
  const numberHeavy: (() => string)[] = [
    () => `${one(['la', 'el', 'tu', 'mi'])} ${one(labels)} ${one(complements)} ${digits(9)}`,
    () => `${one(labels)} ${one(complements)}: ${digits(3)} ${digits(3)} ${digits(3)}`,
    () => `el de la ${one(['sala', 'taquilla', 'bici', 'clase'])} es el ${r(40)}`,
    () => `${one(labels)} nº ${digits(9)}`,
    () => `acaba a las ${r(24)}:${one(['00', '30'])} y empieza a las ${r(24)}:${one(['00', '15'])}`,
    () => `la primera serie ${r(20)}, la del medio ${r(20)} y la última ${r(20)} reps`,
    () => `empieza el ${1 + r(28)}/${1 + r(12)} y acaba el ${1 + r(28)}/${1 + r(12)}`,
    () => `te espero en ${one(['Atocha', 'Sants', 'Chamberí', 'Gràcia', 'Triana', 'Lavapiés', 'Deusto', 'Ruzafa'])} a las ${r(12)}`,
    () => `${one(['calle', 'avda.', 'paseo'])} ${one(['Mayor', 'Real', 'Sol'])} ${r(200)}, ${r(9)}º ${one(['A', 'B', 'izq'])}, ${digits(5)}`,
    () => `pagué ${r(100)},${digits(2)} € y ${r(100)} € el ${1 + r(28)} de ${one(['mayo', 'junio'])}`,
    () => `${r(5)}x${r(15)} + ${r(5)}x${r(15)} con ${r(100)} kg, descanso ${r(90)} s`,
    () => `ref ${digits(4)}-${digits(3)}-${digits(2)} pagada`,
    () => `del ${digits(3)} al ${digits(3)}, y luego del ${digits(3)} al ${digits(3)}`,
    () => `tengo ${one(['Pilates', 'Zumba', 'Spinning', 'BodyPump', 'GAP', 'Cross'])} a las ${r(12)}, ${one(['búscame', 'te escribo', 'sígueme'])} luego`,
    () => `termina en ${digits(3)} el código, empieza por ${digits(2)}`,
    () => `llama al telefonillo del ${r(9)}º ${one(['A', 'B'])}`,
  ];
  const ambiguous = () =>
    `${one(['sígueme', 'búscame', 'te escribo', 'hablamos'])} en ${one(places)}, ${one(['ok?', 'vale', 'gracias', 'luego'])}`;
  return Array.from({ length: count }, () => {
    const pick = r(numberHeavy.length + 1);
    return pick === numberHeavy.length ? { text: ambiguous(), ambiguous: true } : { text: (numberHeavy[pick] as () => string)(), ambiguous: false };
  });
}
