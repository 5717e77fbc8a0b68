import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { captureInstallPrompt } from './lib/pwa/install-prompt';
import './index.css';

captureInstallPrompt();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The service worker only after the page has loaded: the first visit never waits for it.
const registerServiceWorker = () =>
  void import('./lib/pwa/register-sw').then((module) => module.registerServiceWorker());
if (document.readyState === 'complete') registerServiceWorker();
else window.addEventListener('load', registerServiceWorker, { once: true });
