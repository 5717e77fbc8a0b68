import { describe, expect, it } from 'vitest';
import { escapeHtml } from './layout.ts';
import {
  changeEmail,
  confirmEmail,
  resetPassword,
  ticketAnswer,
  ticketReceived,
  ticketToSupport,
} from './templates.ts';

const evil = '<script>alert(1)</script>';

describe('templates', () => {
  it('give every e-mail a Spanish subject and both parts', () => {
    const all = [
      confirmEmail({ nombre: 'Ana', url: 'https://fitcover.test/c' }),
      resetPassword({ nombre: 'Ana', url: 'https://fitcover.test/r', expiresMinutes: 30 }),
      changeEmail({ nombre: 'Ana', url: 'https://fitcover.test/e' }),
      ticketReceived({ numero: 42 }),
      ticketToSupport({
        numero: 42,
        origen: 'contact',
        nombre: 'Ana',
        email: 'ana@example.com',
        asunto: 'Duda',
        mensaje: 'Hola',
      }),
      ticketAnswer({ numero: 42, asunto: 'Duda', respuesta: 'Resuelto' }),
    ];
    expect(all.map((m) => m.subject)).toEqual([
      'Confirma tu cuenta en FitCover',
      'Restablece tu contraseña de FitCover',
      'Confirma tu nueva dirección de correo en FitCover',
      'Hemos recibido tu mensaje (ticket #42)',
      '[Ticket #42] Duda',
      'Respuesta a tu mensaje (ticket #42)',
    ]);
    for (const m of all) {
      expect(m.html).toContain('FitCover');
      expect(m.html).toMatch(/^<!DOCTYPE html><html lang="es">/);
      expect(m.text).toContain('FitCover');
      expect(m.html).not.toMatch(/<style|<link/);
    }
    expect(all[1]!.text).toContain('30 minutos');
    expect(all[3]!.text).toContain('24 horas');
  });

  it('escape every interpolated value in HTML but keep the text part raw', () => {
    const m = ticketToSupport({
      numero: 7,
      origen: 'support',
      nombre: evil,
      email: '"x"@example.com',
      asunto: `Asunto ${evil}\r\nBcc: victim@example.com`,
      mensaje: `Primera línea\n${evil}`,
    });
    expect(m.html).not.toContain('<script>');
    expect(m.html).toContain(escapeHtml(evil));
    expect(m.html).toContain('Primera línea<br>&lt;script&gt;');
    expect(m.text).toContain(`> ${evil}`);
    expect(m.subject).not.toMatch(/[\r\n]/);
    expect(confirmEmail({ nombre: evil, url: 'https://x.test' }).html).not.toContain('<script>');
    const answer = ticketAnswer({ numero: 1, asunto: evil, respuesta: evil });
    expect(answer.html).not.toContain('<script>');
  });

  it('never turns a non-web URL into a link', () => {
    const m = confirmEmail({ nombre: 'Ana', url: 'javascript:alert(1)' });
    expect(m.html).not.toContain('href="javascript:');
  });
});
