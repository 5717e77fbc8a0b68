// Demo data for a first start on an empty embedded database: gyms on PRO, instructors and
// open offers around Barcelona and Madrid, dated relative to today.
import { count, eq, inArray } from 'drizzle-orm';
import { entitlements, mensajes, perfiles } from '@fitcover/db/schema';
import type { AppContext } from '../context.ts';
import { createReview } from '../features/reviews/reviews.service.ts';
import { subscribeWithTestProvider } from '../features/billing/demo-subscription.ts';
import {
  createApplication,
  createGym,
  createInstructor,
  createOffer,
  createPastAcceptedClass,
  DEFAULT_PASSWORD,
} from './factories.ts';

export const demoAccounts = {
  gyms: [
    { email: 'gimnasio@demo.fitcover.es', nombre: 'FitZone Barcelona', direccion: 'Barcelona, Carrer de Mallorca 200' },
    { email: 'gimnasio.madrid@demo.fitcover.es', nombre: 'Energía Madrid', direccion: 'Madrid, Calle de Alcalá 120' },
  ],
  instructors: [
    {
      email: 'instructor@demo.fitcover.es',
      nombre: 'Marta Sánchez',
      direccion: 'Barcelona, Carrer de Provença 100',
      especialidades: ['Yoga', 'Pilates'] as const,
      experiencia: 8,
      biografia: 'Profesora de Yoga Vinyasa y Pilates suelo. Me adapto a grupos de todos los niveles.',
      disponibilidad: ['Lunes y miércoles por la mañana', 'Fines de semana'],
    },
    {
      email: 'instructor.madrid@demo.fitcover.es',
      nombre: 'Javier Ruiz',
      direccion: 'Madrid, Calle de Serrano 50',
      especialidades: ['HIIT', 'Spinning', 'Funcional'] as const,
      experiencia: 6,
      biografia: 'Entrenador de alta intensidad y ciclo indoor. Clases con mucha energía y técnica cuidada.',
      disponibilidad: ['Mañanas de lunes a viernes', 'Martes y jueves tarde'],
    },
    {
      email: 'instructora.zumba@demo.fitcover.es',
      nombre: 'Lucía Fernández',
      direccion: 'Sant Cugat del Vallès, Rambla del Celler 10',
      especialidades: ['Zumba', 'Baile'] as const,
      experiencia: 4,
      biografia: 'Instructora de Zumba y baile moderno. Coreografías nuevas cada mes.',
      disponibilidad: ['Tardes entre semana'],
    },
  ],
};

export async function seedDemoIfEmpty(ctx: AppContext): Promise<boolean> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(perfiles)
    .where(inArray(perfiles.rol, ['gimnasio', 'instructor']));
  if ((row?.n ?? 0) > 0) return false;
  await seedDemo(ctx);
  return true;
}

export async function seedDemo(ctx: AppContext): Promise<void> {
  const gymIds: string[] = [];
  for (const gym of demoAccounts.gyms) {
    const { id } = await createGym(ctx, { ...gym, password: DEFAULT_PASSWORD });
    gymIds.push(id);
  }
  const yearFromNow = new Date(ctx.clock.now().getTime() + 365 * 86_400_000);
  // PRO paid through the test provider (a payment and an invoice to show); directly with Stripe.
  const unpaid: string[] = [];
  for (const id of gymIds) if (!(await subscribeWithTestProvider(ctx, id, 'price_test_pro_year'))) unpaid.push(id);
  if (unpaid.length > 0) {
    await ctx.db
      .update(entitlements)
      .set({ plan: 'pro', status: 'active', interval: 'year', currentPeriodEnd: yearFromNow, trialEndsAt: null })
      .where(inArray(entitlements.gimnasioId, unpaid));
  }
  const instructorIds: string[] = [];
  for (const { biografia, disponibilidad, ...instructor } of demoAccounts.instructors) {
    const created = await createInstructor(ctx, {
      ...instructor,
      especialidades: [...instructor.especialidades],
      password: DEFAULT_PASSWORD,
    });
    await ctx.db.update(perfiles).set({ biografia, disponibilidad }).where(eq(perfiles.id, created.id));
    instructorIds.push(created.id);
  }
  const [bcn, mad] = gymIds as [string, string];
  const offers = [
    { gym: bcn, titulo: 'Sustitución Yoga Vinyasa', especialidad: 'Yoga', inDays: 2, hora: '09:00', precio: 30 },
    {
      gym: bcn,
      titulo: 'Pilates suelo nivel medio',
      especialidad: 'Pilates',
      inDays: 4,
      hora: '19:30',
      precio: 28,
      ubicacion: "L'Hospitalet de Llobregat, Rambla de Just Oliveras 10",
    },
    {
      gym: bcn,
      titulo: 'Zumba fin de semana',
      especialidad: 'Zumba',
      inDays: 6,
      hora: '11:00',
      precio: 25,
      ubicacion: 'Badalona, Carrer del Mar 20',
    },
    {
      gym: bcn,
      titulo: 'Yoga online para empresas',
      especialidad: 'Yoga',
      inDays: 5,
      hora: '13:00',
      precio: 35,
      modalidad: 'Online',
    },
    {
      gym: mad,
      titulo: 'HIIT urgente mañana',
      especialidad: 'HIIT',
      inDays: 1,
      hora: '07:30',
      precio: 32,
      ubicacion: 'Madrid, Calle de Alcalá 120',
    },
    {
      gym: mad,
      titulo: 'Spinning 45 minutos',
      especialidad: 'Spinning',
      inDays: 3,
      hora: '20:00',
      precio: 27,
      ubicacion: 'Getafe, Calle Madrid 10',
    },
    {
      gym: mad,
      titulo: 'Entrenamiento funcional',
      especialidad: 'Funcional',
      inDays: 8,
      hora: '18:00',
      precio: 30,
      ubicacion: 'Madrid, Calle de Alcalá 120',
    },
  ] as const;
  const offerIds: string[] = [];
  for (const offer of offers) {
    offerIds.push((await createOffer(ctx, offer.gym, offer)).id);
  }
  // A few applications so both sides have something to act on from the first sign-in.
  const [bcnInstructor, madInstructor, zumbaInstructor] = instructorIds as [string, string, string];
  const demoApplications: [number, string][] = [
    [0, bcnInstructor],
    [1, bcnInstructor],
    [2, zumbaInstructor],
    [4, madInstructor],
  ];
  for (const [offerIndex, instructorId] of demoApplications) {
    await createApplication(ctx, offerIds[offerIndex]!, instructorId);
  }
  // A class that already took place, rated by the gym: Valoraciones has a review to show (and
  // answer), and the instructor's Resumen asks to rate the gym back.
  const past = await createPastAcceptedClass(ctx, bcn, bcnInstructor, { titulo: 'Yoga restaurativo', hoursAgo: 48 });
  await createReview(ctx, { id: bcn, rol: 'gimnasio' }, past.aplicacionId, {
    puntuacion: 5,
    comentario: 'Clase impecable: puntual, cercana y muy bien preparada. ¡Repetiremos!',
  });
  await seedDemoConversation(ctx, bcn, bcnInstructor);
  ctx.log.info(
    {
      password: DEFAULT_PASSWORD,
      gimnasios: demoAccounts.gyms.map((g) => g.email),
      instructores: demoAccounts.instructors.map((i) => i.email),
    },
    'Datos de demostración creados. Accede con cualquiera de estas cuentas y la contraseña indicada.',
  );
}

/**
 * Mensajes is not empty on the first sign-in: the Barcelona gym and its instructor talk about
 * the class she applied to, the last message still unread by her. Written as rows, as the other
 * demo data: no e-mail or push for messages nobody sent.
 */
async function seedDemoConversation(ctx: AppContext, gymId: string, instructorId: string): Promise<void> {
  const now = ctx.clock.now().getTime();
  const lines: [from: string, to: string, text: string][] = [
    [instructorId, gymId, '¡Hola! Gracias por la valoración del Yoga restaurativo, me encantó dar esa clase.'],
    [gymId, instructorId, '¡A ti, Marta! Hemos visto tu postulación para la sustitución de Yoga Vinyasa.'],
    [instructorId, gymId, '¿Tenéis esterillas y bloques en la sala o llevo los míos?'],
    [gymId, instructorId, 'Tenemos material para todo el grupo. Si puedes, llega diez minutos antes.'],
  ];
  await ctx.db.insert(mensajes).values(
    lines.map(([emisorId, receptorId, mensaje], index) => {
      const sent = new Date(now - (lines.length - index) * 7 * 60_000);
      const last = index === lines.length - 1;
      return { emisorId, receptorId, mensaje, fechaEnvio: sent, leidoAt: last ? null : sent };
    }),
  );
}
