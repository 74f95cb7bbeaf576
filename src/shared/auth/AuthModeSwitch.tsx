import { Trans, useLingui } from '@lingui/react/macro';
import type { AuthMode } from '@machines/auth.machine';

type Props = { mode: AuthMode; onSwitch: (mode: AuthMode) => void };

/** The two-button switch at the top of the dialog; the pressed one is the form shown. */
export function AuthModeSwitch({ mode, onSwitch }: Props) {
  const { t } = useLingui();
  return (
    <div className="auth-switch" role="group" aria-label={t`Do you have an account?`}>
      <button
        type="button"
        className="auth-switch__option"
        aria-pressed={mode === 'login'}
        onClick={() => onSwitch('login')}
      >
        <Trans>I have an account</Trans>
      </button>
      <button
        type="button"
        className="auth-switch__option"
        aria-pressed={mode === 'register'}
        onClick={() => onSwitch('register')}
      >
        <Trans>I do not have an account</Trans>
      </button>
    </div>
  );
}
