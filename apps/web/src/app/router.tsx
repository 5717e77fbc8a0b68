import { createBrowserRouter, Outlet } from 'react-router';
import { ScrollToTop } from '../features/layout/components/scroll-to-top';
import { areaRoute } from './area-routes';
import { AppStartPage } from './routes/app-start-page';
import { RequireRole } from './guards';
import { LiveSession } from './live-session';
import { ChatPage } from './routes/chat-page';
import { CompleteProfilePage } from './routes/complete-profile-page';
import { ConfirmEmailChangePage } from './routes/confirm-email-change-page';
import { ContactPage } from './routes/contact-page';
import { FaqPage } from './routes/faq-page';
import { GymInfoPage } from './routes/gym-info-page';
import { InstructorInfoPage } from './routes/instructor-info-page';
import { LandingPage } from './routes/landing-page';
import { PrivacyPage, TermsPage } from './routes/legal-pages';
import { LoginPage } from './routes/login-page';
import { NotFoundPage } from './routes/not-found-page';
import { PaymentCancelPage, PaymentSuccessPage } from './routes/payment-result-pages';
import { PaymentTestCheckoutPage } from './routes/payment-test-checkout-page';
import { PublicLayout } from './routes/public-layout';
import { RecoverPasswordPage } from './routes/recover-password-page';
import { RegisterPage } from './routes/register-page';
import { ResetPasswordPage } from './routes/reset-password-page';
import { RouteErrorPage } from './routes/route-error-page';
import { SupportPage } from './routes/support-page';
import { VerifyEmailPage } from './routes/verify-email-page';
import { UnsubscribePage } from './routes/unsubscribe-page';

function Root() {
  return (
    <LiveSession>
      <ScrollToTop />
      <Outlet />
    </LiveSession>
  );
}

export function createRouter() {
  return createBrowserRouter([
    {
      element: <Root />,
      errorElement: <RouteErrorPage />,
      children: [
        {
          element: <PublicLayout />,
          children: [
            { index: true, element: <LandingPage /> },
            { path: 'gym-info', element: <GymInfoPage /> },
            { path: 'instructor-info', element: <InstructorInfoPage /> },
            { path: 'login', element: <LoginPage /> },
            { path: 'register', element: <RegisterPage /> },
            { path: 'recover-password', element: <RecoverPasswordPage /> },
            { path: 'reset-password', element: <ResetPasswordPage /> },
            { path: 'verify-email', element: <VerifyEmailPage /> },
            { path: 'confirm-email-change', element: <ConfirmEmailChangePage /> },
            { path: 'complete-profile', element: <CompleteProfilePage /> },
            { path: 'unsubscribe', element: <UnsubscribePage /> },
            { path: 'contact', element: <ContactPage /> },
            { path: 'faq', element: <FaqPage /> },
            { path: 'support', element: <SupportPage /> },
            { path: 'payment/success', element: <PaymentSuccessPage /> },
            { path: 'payment/cancel', element: <PaymentCancelPage /> },
            {
              path: 'payment/test-checkout/:id',
              element: (
                <RequireRole roles={['gimnasio']}>
                  <PaymentTestCheckoutPage />
                </RequireRole>
              ),
            },
            { path: 'terms', element: <TermsPage /> },
            { path: 'privacy', element: <PrivacyPage /> },
            {
              path: 'chat',
              element: (
                <RequireRole>
                  <ChatPage />
                </RequireRole>
              ),
            },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
        // The installed app's start URL and the push links that do not know the role.
        { path: 'app/:section?', element: <AppStartPage /> },
        areaRoute('gimnasio'),
        areaRoute('instructor'),
        areaRoute('admin'),
      ],
    },
  ]);
}
