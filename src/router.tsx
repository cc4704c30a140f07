import { Navigate, createBrowserRouter } from 'react-router-dom';
import { RouteError } from './components/ErrorBoundary';
import { Layout } from './components/Layout';
import { RequireLogin } from './components/RequireLogin';
import { LoginPage } from './pages/Login/LoginPage';
import { logoutLoader } from './pages/Logout/logoutLoader';
import { ResetPasswordPage } from './pages/ResetPassword/ResetPasswordPage';
import { StartPage } from './pages/Start/StartPage';

/** The routes of the back office. */
export const router = createBrowserRouter([
  {
    path: '/',
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      {
        index: true,
        element: (
          <RequireLogin>
            <StartPage />
          </RequireLogin>
        ),
      },
      { path: 'login', element: <LoginPage /> },
      { path: 'logout', loader: logoutLoader },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);
