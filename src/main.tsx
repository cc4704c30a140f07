import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { ErrorBoundary } from './components/feedback/ErrorBoundary';
import { setNavigate } from './api/navigation';
import { router } from './router';
import { useSession } from './stores/session';
import './styles/base.css';

// The theme is fixed for the life of the page; toggling it reloads.
document.documentElement.dataset.theme = useSession.getState().darkMode ? 'dark' : 'light';

setNavigate((to) => {
  void router.navigate(to);
});

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <ErrorBoundary>
      <RouterProvider router={router} />
    </ErrorBoundary>
  </StrictMode>,
);
