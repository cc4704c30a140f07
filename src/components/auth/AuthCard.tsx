import type { ReactElement, ReactNode } from 'react';
import './AuthCard.css';

/** The centred card of the login and reset-password pages. */
export function AuthCard({
  title,
  children,
}: {
  title: string;
  children: ReactNode;
}): ReactElement {
  return (
    <div className="auth-card-page">
      <section className="auth-card card" aria-labelledby="auth-card-title">
        <h1 id="auth-card-title" className="auth-card-title">
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}
