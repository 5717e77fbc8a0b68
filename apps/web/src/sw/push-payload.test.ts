import { describe, expect, it } from 'vitest';
import { parsePushPayload, safeTarget } from './push-payload';

describe('parsePushPayload', () => {
  it('reads what the server sends', () => {
    const shown = parsePushPayload(
      JSON.stringify({
        title: 'Nuevo mensaje de Gimnasio Sol',
        body: '¿Puedes el jueves?',
        url: '/chat?with=abc',
        icon: '/icons/icon-192.png',
        tag: 'new_message:abc',
        tipo: 'new_message',
        timestamp: 1_790_000_000_000,
      }),
    );
    expect(shown).toEqual({
      title: 'Nuevo mensaje de Gimnasio Sol',
      body: '¿Puedes el jueves?',
      url: '/chat?with=abc',
      icon: '/icons/icon-192.png',
      tag: 'new_message:abc',
      timestamp: 1_790_000_000_000,
    });
  });

  it('still shows something for a malformed message', () => {
    for (const raw of ['', 'no es json', '42', 'null', '{"title":""}']) {
      expect(parsePushPayload(raw)).toMatchObject({
        title: 'FitCover',
        body: 'Tienes novedades en FitCover.',
        url: '/app',
      });
    }
  });
});

describe('safeTarget', () => {
  it('opens only paths of this site', () => {
    expect(safeTarget('/gym-dashboard/instructors/1?aplicacion=2')).toBe('/gym-dashboard/instructors/1?aplicacion=2');
    for (const target of [
      'https://evil.example',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      7,
      null,
    ]) {
      expect(safeTarget(target)).toBe('/app');
    }
  });
});
