import { describe, expect, it } from 'vitest';
import { pushPayloadSchema } from '@fitcover/contract/push/payload';
import { digestPush, pushForNotification } from './push-message.ts';

const now = new Date('2026-11-20T10:00:00Z');

describe('pushForNotification', () => {
  it('gives each type a Spanish title, the notification’s text and link, and a valid payload', () => {
    const push = pushForNotification(
      {
        tipo: 'new_applicant',
        mensaje: 'Ana se ha postulado a tu oferta «Yoga».',
        enlace: '/gym-dashboard/instructors/1?aplicacion=2',
      },
      {},
      now,
    );
    expect(push).toMatchObject({
      category: 'postulados',
      urgency: 'normal',
      ttlSeconds: 86_400,
      topic: null,
      message: { title: 'Nuevo postulado', url: '/gym-dashboard/instructors/1?aplicacion=2', timestamp: now.getTime() },
    });
    expect(push.message.tag).toBeUndefined();
    expect(pushPayloadSchema.parse(push.message)).toEqual(push.message);
  });

  it('makes urgent offers high urgency, and lets a producer say otherwise', () => {
    expect(pushForNotification({ tipo: 'urgent_offer', mensaje: 'Urgente' }).urgency).toBe('high');
    expect(pushForNotification({ tipo: 'new_offer', mensaje: 'x' }, { urgency: 'high', ttlSeconds: 60 })).toMatchObject(
      {
        urgency: 'high',
        ttlSeconds: 60,
      },
    );
  });

  it('tags notifications that replace each other, with a Topic of at most 32 URL-safe characters', () => {
    const push = pushForNotification({
      tipo: 'new_message',
      mensaje: 'Nuevo mensaje de Ana',
      dedupeKey: 'new_message:abc',
    });
    expect(push.message.tag).toBe('new_message:abc');
    expect(push.topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    expect(pushForNotification({ tipo: 'new_message', mensaje: 'otro', dedupeKey: 'new_message:abc' }).topic).toBe(
      push.topic,
    );
  });

  it('never links outside the app, and clips long texts', () => {
    for (const enlace of ['https://evil.example/x', '//evil.example/x', null, '/\\evil']) {
      expect(pushForNotification({ tipo: 'other', mensaje: 'x', enlace }).message.url).toBe('/app/notifications');
    }
    const long = pushForNotification({ tipo: 'other', mensaje: 'a'.repeat(900) });
    expect(long.message.body).toHaveLength(500);
    expect(long.message.body.endsWith('…')).toBe(true);
    // Emoji cut at the limit would leave half a surrogate pair, which PostgreSQL's jsonb refuses.
    const emoji = pushForNotification({ tipo: 'other', mensaje: '🥼'.repeat(400) });
    expect(() => encodeURIComponent(emoji.message.body)).not.toThrow();
  });
});

describe('digestPush', () => {
  it('counts what the cap held back', () => {
    expect(digestPush(1, now).message.body).toBe('Tienes 1 notificación nueva más.');
    expect(digestPush(4, now).message).toMatchObject({
      body: 'Tienes 4 notificaciones nuevas más.',
      tag: 'fitcover-resumen',
    });
  });
});
