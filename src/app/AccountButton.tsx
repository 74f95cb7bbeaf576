import { Trans } from '@lingui/react/macro';
import { openAuthDialog } from '@src/shared/auth/authDialogStore';

/** A person: the account control's icon (its name is the text beside it, hidden on narrow phones). */
export const accountIcon = (
  <svg className="navbar__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
    <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/** "Log in": a guest's account control, and everyone's until the session's user has loaded. */
export function AccountButton() {
  return (
    <button type="button" className="navbar__account" onClick={() => openAuthDialog()}>
      {accountIcon}
      <span className="navbar__label">
        <Trans>Log in</Trans>
      </span>
    </button>
  );
}
