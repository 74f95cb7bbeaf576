import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Modal } from '../../ui';

export interface AuthRequest {
  clientSecret: string;
  /** The guest's choice; resolves the card action. */
  finish(outcome: 'succeed' | 'fail'): Promise<void>;
  /** Closed without choosing: the authentication is abandoned. */
  abandon(): void;
}

/** The sandbox's stand-in for the bank's 3-D Secure page: complete or fail the authentication. */
export function SandboxAuthDialog({ request }: { request: AuthRequest | null }) {
  const { t } = useLingui();
  const [sending, setSending] = useState(false);
  const choose = async (outcome: 'succeed' | 'fail') => {
    if (!request || sending) return;
    setSending(true);
    try {
      await request.finish(outcome);
    } finally {
      setSending(false);
    }
  };
  return (
    <Modal
      open={request !== null}
      onOpenChange={(open) => {
        if (!open && !sending) request?.abandon();
      }}
      size="dialog"
      title={t`Confirm your payment`}
      description={t`Test mode: this dialog stands in for your bank's 3-D Secure check.`}
      footer={
        <div className="auth-dialog-actions">
          <button
            type="button"
            className="button button--secondary"
            disabled={sending}
            onClick={() => void choose('fail')}
          >
            <Trans>Fail authentication</Trans>
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={sending}
            onClick={() => void choose('succeed')}
          >
            <Trans>Complete authentication</Trans>
          </button>
        </div>
      }
    >
      <p>
        <Trans>Your bank asks you to confirm this payment.</Trans>
      </p>
    </Modal>
  );
}
