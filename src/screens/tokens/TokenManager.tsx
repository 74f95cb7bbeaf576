import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { useJourneyActor } from '../../statecharts/useJourneyActor';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { fromPromise } from 'xstate';
import { accessTokensMachine } from '@machines/accessTokens.machine';
import { accessTokensQueryKey, createAccessToken, deleteAccessToken, useAccessTokens } from '../../api/accessTokens';
import { Modal, Spinner, SubmitButton, toast } from '../../ui';
import { CreateTokenForm } from './CreateTokenForm';
import { RevealedToken } from './RevealedToken';
import { TokenList } from './TokenList';

/**
 * The token manager (product.md §13): the list, the "Create token" modal, the one-time token and the
 * delete confirmation.
 */
export function TokenManager() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const tokens = useAccessTokens();
  const [machine] = useState(() =>
    accessTokensMachine.provide({
      actors: {
        createToken: fromPromise(({ input }) => createAccessToken(input)),
        deleteToken: fromPromise(({ input }) => deleteAccessToken(input.id)),
      },
      actions: {
        tokensChanged: () => void queryClient.invalidateQueries({ queryKey: accessTokensQueryKey }),
        notifyDeleteFailed: () => toast.error(t`Something went wrong. Please try again.`),
      },
    }),
  );
  const ref = useJourneyActor(machine);
  const state = useSelector(ref, (s) => JSON.stringify(s.value));
  const creating = useSelector(ref, (s) => s.matches('creating'));
  const revealed = useSelector(ref, (s) => (s.matches('revealing') ? s.context.revealed : null));
  const deleting = useSelector(ref, (s) =>
    s.matches('confirmingDelete') || s.matches('deleting') ? s.context.deleting : null,
  );
  const deletingBusy = useSelector(ref, (s) => s.matches('deleting'));
  const toDelete = tokens.data?.find((token) => token.id === deleting);

  return (
    <section
      className="account-card tokens"
      aria-labelledby="tokens-title"
      data-machine="accessTokens"
      data-state={state}
    >
      <div className="tokens__head">
        <h2 id="tokens-title">
          <Trans>Your tokens</Trans>
        </h2>
        <button type="button" className="button button--primary" onClick={() => ref.send({ type: 'create.open' })}>
          <Trans>Create token</Trans>
        </button>
      </div>
      <p className="tokens__lead">
        <Trans>
          A token lets a program of yours use the Terme API on your behalf, limited to the scopes you choose. The API is
          described at <a href="/api/docs/">/api/docs</a>.
        </Trans>
      </p>
      {tokens.isPending ? (
        <Spinner />
      ) : (
        <TokenList tokens={tokens.data ?? []} onDelete={(id) => ref.send({ type: 'token.delete', id })} />
      )}

      <Modal
        title={t`Create token`}
        open={creating}
        onOpenChange={(open) => (open ? null : ref.send({ type: 'create.close' }))}
      >
        <CreateTokenForm actor={ref} />
      </Modal>

      <Modal
        title={t`Your new token`}
        open={revealed !== null}
        onOpenChange={(open) => (open ? null : ref.send({ type: 'reveal.close' }))}
      >
        {revealed ? <RevealedToken token={revealed} onDone={() => ref.send({ type: 'reveal.close' })} /> : null}
      </Modal>

      <Modal
        title={t`Delete token`}
        size="dialog"
        open={deleting !== null}
        onOpenChange={(open) => (open || deletingBusy ? null : ref.send({ type: 'delete.cancel' }))}
        footer={
          <>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => ref.send({ type: 'delete.cancel' })}
              disabled={deletingBusy}
            >
              <Trans>Cancel</Trans>
            </button>
            <SubmitButton type="button" loading={deletingBusy} onClick={() => ref.send({ type: 'delete.confirm' })}>
              <Trans>Delete</Trans>
            </SubmitButton>
          </>
        }
      >
        <p>
          <Trans>
            Delete the token "{toDelete?.name ?? ''}"? Programs using it will no longer be able to call the API.
          </Trans>
        </p>
      </Modal>
    </section>
  );
}
