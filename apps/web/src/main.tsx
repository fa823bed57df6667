import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { isApiError } from './api/api-error.ts';
import { App } from './app/App.tsx';
import { createAppRouter } from './app/router.tsx';
import { startOfflineApp } from './features/offline/offline-app.ts';
import { queryClient } from './platform/query-client.ts';

// A 401 is handled by the API client (session cleared, back to sign-in); its rejection is not news.
window.addEventListener('unhandledrejection', (event) => {
  if (isApiError(event.reason) && event.reason.status === 401) {
    event.preventDefault();
  }
});

// The installable staff portal: service worker, the phone's queue of shift-day actions.
startOfflineApp(queryClient);

const router = createAppRouter();
const root = document.getElementById('root');
if (!root) {
  throw new Error('The page has no #root element.');
}
createRoot(root).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>,
);
