// Live figures for the two dashboards. "This month" is the calendar month in Europe/Madrid.
import { and, avg, count, desc, eq, gt, gte, inArray, sql, sum } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@fitcover/db/client';
import { aplicaciones, entitlements, ofertas, perfiles, valoraciones } from '@fitcover/db/schema';
import { countPublications } from '../billing/quota.repo.ts';
import { madridMonth } from '../offers/offer-time.ts';

const monthStart = (now: Date) =>
  sql`(date_trunc('month', ${now.toISOString()}::timestamptz at time zone 'Europe/Madrid') at time zone 'Europe/Madrid')`;

export async function gymFigures(db: Database, gymId: string, now: Date) {
  const [published, pending, covered, entitlement] = await Promise.all([
    countPublications(db, gymId, madridMonth(now)),
    db
      .select({ n: count() })
      .from(aplicaciones)
      .innerJoin(ofertas, eq(ofertas.id, aplicaciones.ofertaId))
      .where(and(eq(ofertas.gimnasioId, gymId), eq(aplicaciones.estado, 'pendiente'))),
    db
      .select({ n: count() })
      .from(aplicaciones)
      .innerJoin(ofertas, eq(ofertas.id, aplicaciones.ofertaId))
      .where(and(eq(ofertas.gimnasioId, gymId), eq(aplicaciones.estado, 'aceptada'), eq(ofertas.estado, 'cubierta'))),
    db
      .select({
        plan: entitlements.plan,
        status: entitlements.status,
        trialEndsAt: entitlements.trialEndsAt,
        currentPeriodEnd: entitlements.currentPeriodEnd,
        credits: entitlements.credits,
      })
      .from(entitlements)
      .where(eq(entitlements.gimnasioId, gymId)),
  ]);
  return {
    offers: published,
    applicants: pending[0]?.n ?? 0,
    covered: covered[0]?.n ?? 0,
    entitlement: entitlement[0] ?? null,
  };
}

export async function instructorFigures(db: Database, instructorId: string, now: Date) {
  const mine = eq(aplicaciones.instructorId, instructorId);
  const [active, rating, income, upcoming] = await Promise.all([
    db
      .select({ n: count() })
      .from(aplicaciones)
      .where(and(mine, inArray(aplicaciones.estado, ['pendiente', 'vista']))),
    db
      .select({ value: avg(valoraciones.puntuacion) })
      .from(valoraciones)
      .where(and(eq(valoraciones.instructorId, instructorId), eq(valoraciones.direccion, 'gym_to_instructor'))),
    db
      .select({ value: sum(ofertas.precio) })
      .from(aplicaciones)
      .innerJoin(ofertas, eq(ofertas.id, aplicaciones.ofertaId))
      .where(
        and(
          mine,
          eq(aplicaciones.estado, 'aceptada'),
          eq(ofertas.estado, 'cubierta'),
          gte(ofertas.startsAt, monthStart(now)),
          sql`${ofertas.startsAt} < ${monthStart(now)} + interval '1 month'`,
        ),
      ),
    db
      .select({ n: count() })
      .from(aplicaciones)
      .innerJoin(ofertas, eq(ofertas.id, aplicaciones.ofertaId))
      .where(and(mine, eq(aplicaciones.estado, 'aceptada'), eq(ofertas.estado, 'cubierta'), gt(ofertas.startsAt, now))),
  ]);
  return {
    applications: active[0]?.n ?? 0,
    avgRating: rating[0]?.value == null ? null : Number(rating[0].value),
    income: Number(income[0]?.value ?? 0),
    upcoming: upcoming[0]?.n ?? 0,
  };
}

const counterpart = alias(perfiles, 'counterpart');

export async function recentApplications(db: Database, user: { id: string; rol: string }, limit: number) {
  const isGym = user.rol === 'gimnasio';
  return db
    .select({
      id: aplicaciones.id,
      estado: aplicaciones.estado,
      ofertaTitulo: ofertas.titulo,
      contraparte: counterpart.nombre,
      fecha: aplicaciones.fechaPostulacion,
    })
    .from(aplicaciones)
    .innerJoin(ofertas, eq(ofertas.id, aplicaciones.ofertaId))
    .innerJoin(counterpart, eq(counterpart.id, isGym ? aplicaciones.instructorId : ofertas.gimnasioId))
    .where(isGym ? eq(ofertas.gimnasioId, user.id) : eq(aplicaciones.instructorId, user.id))
    .orderBy(desc(aplicaciones.fechaPostulacion))
    .limit(limit);
}
