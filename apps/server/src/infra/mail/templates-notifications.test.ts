import { describe, expect, it } from 'vitest';
import { applicationAcceptedEmail, newApplicantEmail, unreadMessagesEmail } from './templates-notifications.ts';

const evil = '<img src=x onerror=alert(1)>';
const unsubscribeUrl = 'https://fitcover.test/unsubscribe?token=abc.def';

describe('notification e-mails', () => {
  const all = [
    newApplicantEmail({
      gymNombre: 'FitZone',
      instructorNombre: 'Marta',
      instructorCiudad: 'Barcelona',
      titulo: 'Yoga',
      fecha: '20/11/2026',
      hora: '18:00',
      url: 'https://fitcover.test/gym-dashboard/applicants',
      unsubscribeUrl,
    }),
    applicationAcceptedEmail({
      instructorNombre: 'Marta',
      gymNombre: 'FitZone',
      titulo: 'Yoga',
      fecha: '20/11/2026',
      hora: '18:00',
      lugar: 'Online',
      precio: '25,00 € / clase',
      url: 'https://fitcover.test/instructor-dashboard/my-applications',
      unsubscribeUrl,
    }),
    unreadMessagesEmail({
      recipientNombre: 'Marta',
      senderNombre: 'FitZone',
      unread: 1,
      preview: 'Hola',
      url: 'https://fitcover.test/chat?with=x',
      unsubscribeUrl,
    }),
  ];

  it('have Spanish subjects and a working unsubscribe link in both parts', () => {
    expect(all.map((m) => m.subject)).toEqual([
      'Nuevo postulado para «Yoga»',
      '¡Te han aceptado para «Yoga»!',
      'Tienes mensajes sin leer de FitZone',
    ]);
    for (const mail of all) {
      expect(mail.text).toContain(`Dejar de recibir estos correos: ${unsubscribeUrl}`);
      expect(mail.html).toContain(`href="${unsubscribeUrl}"`);
    }
    expect(all[2]!.text).toContain('FitZone te ha enviado un mensaje');
  });

  it('escape user text in HTML and keep subjects on one line', () => {
    const mail = unreadMessagesEmail({
      recipientNombre: evil,
      senderNombre: `Gym\r\nBcc: victim@example.com`,
      unread: 3,
      preview: evil,
      url: 'https://fitcover.test/chat',
      unsubscribeUrl,
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text).toContain('3 mensajes');
  });
});
