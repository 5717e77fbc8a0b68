// The trained half of the contact-sharing check (ADR 0015, sixteenth round).
import { describe, expect, it } from 'vitest';
import { checkByRules, checkContactSharing, foldText } from './contact-sharing.ts';
import { modelFeatures, modelFindsSharing, modelMayJudge } from './contact-sharing-model.ts';
import { MODEL } from './contact-sharing-model-weights.ts';
import { trainingFingerprint } from './contact-sharing-eval/train-model.ts';

describe('the shipped model', () => {
  it('was trained on the corpus and the tests as they are now (else run npm run train:detector)', () => {
    expect(MODEL.trainedOn).toBe(trainingFingerprint());
  });

  it('speaks only where the rules found nothing, with the whole message as its evidence', () => {
    const text = 'te mando privado donde ya sabes';
    expect(checkByRules(text).blocked).toBe(false);
    expect(modelFindsSharing(foldText(text).folded)).toBe(true);
    expect(checkContactSharing(text)).toEqual({ blocked: true, reason: 'contacto', match: text, messages: 1 });
  });

  it('never judges a long message, one with many digits or one made of number words', () => {
    const limits = { maxDigits: 4, maxLength: 40 };
    expect(modelMayJudge('hablamos por otro lado', limits)).toBe(true);
    expect(modelMayJudge('hablamos por otro lado el 12/05 a las 18:30', limits)).toBe(false);
    expect(modelMayJudge('hablamos por otro lado, que aquí no hay quien se entienda', limits)).toBe(false);
    expect(modelMayJudge('seis cinco cuatro tres', limits)).toBe(false);
    expect(modelMayJudge('hogeita bi hogeita hamahiru', limits)).toBe(false);
    const numberHeavy = ['sala 12, 18:30, 25 €', 'código 77812 en la puerta', '4x12 y 3x15 a 60 kg'];
    for (const text of numberHeavy) expect(modelFindsSharing(foldText(text).folded)).toBe(false);
  });

  it('reads a message in features linear in its length', () => {
    const counts = [10, 100, 1000].map((n) => modelFeatures('ab cd '.repeat(n), MODEL.bits).length);
    expect(counts[1] as number).toBeGreaterThan(9 * (counts[0] as number));
    expect(counts[2] as number).toBeLessThan(11 * (counts[1] as number));
    for (const k of modelFeatures('hola, ¿qué tal?', MODEL.bits)) expect(k).toBeLessThan(1 << MODEL.bits);
  });
});
