// better-auth does the credential work: scrypt password hashes, database sessions behind a
// signed httpOnly cookie, e-mail verification and single-use reset tokens (ADR 0003). Our
// own routes call its server API so that inputs, answers and messages follow the contract.
// Session lifetimes (idle, absolute) are ours: session-lifetime.ts.
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Database } from '@fitcover/db/client';
import { authAccount, authSession, authUser, authVerification } from '@fitcover/db/schema';
import type { Clock } from '../../context.ts';
import type { Env } from '../../env.ts';
import type { Mailer } from '../../infra/mail/mailer.ts';
import { confirmEmail, resetPassword } from '../../infra/mail/templates.ts';
import { endUserSessions, findProfileSummary } from './accounts.repo.ts';
import { authCookieOptions } from './session-cookie.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { issueEmailToken } from './email-tokens.ts';
import { googlePlugins, googleRefusal, inGoogleCallback } from './google-provider.ts';
import { SESSION_ABSOLUTE_MS, SESSION_DAYS } from './session-lifetime.ts';

export const RESET_TOKEN_MINUTES = 60;
export const CONFIRM_TOKEN_HOURS = 48;

export type AuthDeps = { db: Database; env: Env; mailer: Mailer; secret: string; clock: Clock };

export function createAuth({ db, env, mailer, secret, clock }: AuthDeps) {
  return betterAuth({
    appName: 'FitCover',
    baseURL: env.appUrl,
    basePath: '/api/auth/provider',
    secret,
    trustedOrigins: [env.appUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: authUser, session: authSession, account: authAccount, verification: authVerification },
    }),
    advanced: {
      ...authCookieOptions(env),
      database: { generateId: 'uuid' },
    },
    // Limits live in one place (http/rate-limits.ts), enforced by Fastify for every instance.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // Failures better-auth answers with a redirect (Google's callback) land on our sign-in page,
    // which explains the `error` code in Spanish.
    onAPIError: { errorURL: `${env.appUrl}/login` },
    logger: { disabled: env.NODE_ENV === 'test' },
    session: {
      expiresIn: SESSION_DAYS * 24 * 60 * 60,
      // No sliding renewal: 30 days after sign-in is the absolute end of every session.
      disableSessionRefresh: true,
      additionalFields: {
        rememberMe: { type: 'boolean', required: false, defaultValue: true, input: false, fieldName: 'rememberMe' },
      },
    },
    plugins: googlePlugins(env),
    account: {
      // A Google account joins an existing one only through an e-mail both sides have verified
      // (better-auth's defaults: Google's email_verified, and our confirmed account); the
      // provider's tokens are never used, but are stored encrypted all the same.
      accountLinking: { enabled: true, requireLocalEmailVerified: true },
      encryptOAuthTokens: true,
    },
    databaseHooks: {
      user: {
        create: {
          // An account is created from Google only for an address Google has verified.
          before: async (user, context) => {
            if (inGoogleCallback(context) && !user.emailVerified) throw googleRefusal('GOOGLE_EMAIL_NOT_VERIFIED');
            return { data: user };
          },
        },
      },
      session: {
        create: {
          // Lifetimes are measured on the app clock (tests move it); updated_at is "last seen".
          // better-auth marks a sign-in without "Recordarme" by a one-day expiry; we keep that as
          // remember_me = false (24 idle hours, session-lifetime.ts) and give every row the same
          // absolute end, so an active session without it is not cut after one day.
          before: async (session, context) => {
            // Sign-in with a password refuses suspended accounts itself (session.service.ts).
            if (inGoogleCallback(context) && (await findProfileSummary(db, session.userId))?.suspendedAt) {
              throw googleRefusal('ACCOUNT_SUSPENDED');
            }
            const now = clock.now();
            const rememberMe = new Date(session.expiresAt).getTime() - Date.now() > 2 * 86_400_000;
            // better-auth itself compares expires_at with the wall clock: never before it.
            const expiresAt = new Date(Math.max(now.getTime(), Date.now()) + SESSION_ABSOLUTE_MS);
            return { data: { ...session, rememberMe, expiresAt, createdAt: now, updatedAt: now } };
          },
        },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 8,
      // Argon2id at OWASP's parameters; older scrypt hashes still verify (password-hash.ts).
      password: { hash: hashPassword, verify: verifyPassword },
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: RESET_TOKEN_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      // Also evicts the sessions from every process's principal cache.
      onPasswordReset: async ({ user }) => endUserSessions(db, user.id),
      sendResetPassword: async ({ user, token }) => {
        const url = `${env.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await mailer.send({
          to: user.email,
          ...resetPassword({ nombre: user.name, url, expiresMinutes: RESET_TOKEN_MINUTES }),
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      expiresIn: CONFIRM_TOKEN_HOURS * 60 * 60,
      // better-auth's own token is a stateless JWT that could be replayed for 48 hours: the link
      // carries a single-use token of ours instead (email-tokens.ts, confirmed in email-flows.service.ts).
      sendVerificationEmail: async ({ user }) => {
        const token = await issueEmailToken(
          { db, clock },
          { purpose: 'confirm-email', userId: user.id, ttlMs: CONFIRM_TOKEN_HOURS * 3_600_000 },
        );
        const url = `${env.appUrl}/verify-email?token=${encodeURIComponent(token)}`;
        await mailer.send({ to: user.email, ...confirmEmail({ nombre: user.name, url }) });
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
