import type { ReactNode } from 'react';
import { PageHeader } from '@src/shared/page/PageHeader';
import '@src/shared/auth/auth.css';

/** The frame of the password screens: the page header with the title, then a narrow column. */
export function PasswordPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <PageHeader>
        <h1>{title}</h1>
      </PageHeader>
      <div className="container page auth-page">{children}</div>
    </>
  );
}
