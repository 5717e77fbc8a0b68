import type { RouteObject } from 'react-router';
import { RequireRole } from './guards';
import { lazyPage, type LazyPage } from './lazy-page';
import { preloadHandle } from './route-table';

// Every page of the public site is its own chunk: the landing page never downloads the sign-up
// form, and no public page downloads an area (docs/ARCHITECTURE.md "Web app").
const Landing = lazyPage(
  () => import('./routes/landing-page'),
  (m) => m.LandingPage,
);
const GymInfo = lazyPage(
  () => import('./routes/gym-info-page'),
  (m) => m.GymInfoPage,
);
const InstructorInfo = lazyPage(
  () => import('./routes/instructor-info-page'),
  (m) => m.InstructorInfoPage,
);
const Login = lazyPage(
  () => import('./routes/login-page'),
  (m) => m.LoginPage,
);
const Register = lazyPage(
  () => import('./routes/register-page'),
  (m) => m.RegisterPage,
);
const RecoverPassword = lazyPage(
  () => import('./routes/recover-password-page'),
  (m) => m.RecoverPasswordPage,
);
const ResetPassword = lazyPage(
  () => import('./routes/reset-password-page'),
  (m) => m.ResetPasswordPage,
);
const VerifyEmail = lazyPage(
  () => import('./routes/verify-email-page'),
  (m) => m.VerifyEmailPage,
);
const ConfirmEmailChange = lazyPage(
  () => import('./routes/confirm-email-change-page'),
  (m) => m.ConfirmEmailChangePage,
);
const CompleteProfile = lazyPage(
  () => import('./routes/complete-profile-page'),
  (m) => m.CompleteProfilePage,
);
export const AppStart = lazyPage(
  () => import('./routes/app-start-page'),
  (m) => m.AppStartPage,
);
const Unsubscribe = lazyPage(
  () => import('./routes/unsubscribe-page'),
  (m) => m.UnsubscribePage,
);
const Contact = lazyPage(
  () => import('./routes/contact-page'),
  (m) => m.ContactPage,
);
const Faq = lazyPage(
  () => import('./routes/faq-page'),
  (m) => m.FaqPage,
);
const Support = lazyPage(
  () => import('./routes/support-page'),
  (m) => m.SupportPage,
);
const PaymentSuccess = lazyPage(
  () => import('./routes/payment-result-pages'),
  (m) => m.PaymentSuccessPage,
);
const PaymentCancel = lazyPage(
  () => import('./routes/payment-result-pages'),
  (m) => m.PaymentCancelPage,
);
const TestCheckout = lazyPage(
  () => import('./routes/payment-test-checkout-page'),
  (m) => m.PaymentTestCheckoutPage,
);
const Terms = lazyPage(
  () => import('./routes/legal-pages'),
  (m) => m.TermsPage,
);
const Privacy = lazyPage(
  () => import('./routes/legal-pages'),
  (m) => m.PrivacyPage,
);
const Chat = lazyPage(
  () => import('./routes/chat-page'),
  (m) => m.ChatPage,
);
export const NotFound = lazyPage(
  () => import('./routes/not-found-page'),
  (m) => m.NotFoundPage,
);

const page = (path: string, Page: LazyPage<object>): RouteObject => ({
  path,
  element: <Page />,
  handle: preloadHandle(Page),
});

/** The public site's pages (inside PublicLayout). */
export const publicRoutes: RouteObject[] = [
  { index: true, element: <Landing />, handle: preloadHandle(Landing) },
  page('gym-info', GymInfo),
  page('instructor-info', InstructorInfo),
  page('login', Login),
  page('register', Register),
  page('recover-password', RecoverPassword),
  page('reset-password', ResetPassword),
  page('verify-email', VerifyEmail),
  page('confirm-email-change', ConfirmEmailChange),
  page('complete-profile', CompleteProfile),
  page('unsubscribe', Unsubscribe),
  page('contact', Contact),
  page('faq', Faq),
  page('support', Support),
  page('payment/success', PaymentSuccess),
  page('payment/cancel', PaymentCancel),
  {
    path: 'payment/test-checkout/:id',
    element: (
      <RequireRole roles={['gimnasio']}>
        <TestCheckout />
      </RequireRole>
    ),
    handle: preloadHandle(TestCheckout),
  },
  page('terms', Terms),
  page('privacy', Privacy),
  {
    path: 'chat',
    element: (
      <RequireRole>
        <Chat />
      </RequireRole>
    ),
    handle: preloadHandle(Chat),
  },
  page('*', NotFound),
];

/**
 * Pages rendered to static HTML at build time (scripts/prerender.mjs), with the source of their
 * route module (its chunks are preloaded by the page): their content is the same for every
 * visitor, so the server answers them with text that paints before any script runs.
 */
export const prerenderedPages: { path: string; module: string }[] = [
  { path: '/', module: 'landing-page' },
  { path: '/gym-info', module: 'gym-info-page' },
  { path: '/instructor-info', module: 'instructor-info-page' },
  { path: '/login', module: 'login-page' },
  { path: '/register', module: 'register-page' },
  { path: '/recover-password', module: 'recover-password-page' },
  { path: '/contact', module: 'contact-page' },
  { path: '/faq', module: 'faq-page' },
  { path: '/support', module: 'support-page' },
  { path: '/terms', module: 'legal-pages' },
  { path: '/privacy', module: 'legal-pages' },
].map(({ path, module }) => ({ path, module: `src/app/routes/${module}.tsx` }));
