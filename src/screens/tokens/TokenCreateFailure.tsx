import { Trans } from '@lingui/react/macro';

/**
 * product.md §13, token creation: a refusal's messages listed under 'Whoops! Something went wrong!';
 * any other failure (no messages) 'Something went wrong. Please try again.'.
 */
export function TokenCreateFailure({ errors }: { errors: string[] }) {
  return (
    <div className="tokens__failure" role="alert">
      {errors.length > 0 ? (
        <>
          <p>
            <strong>
              <Trans>Whoops! Something went wrong!</Trans>
            </strong>
          </p>
          <ul>
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>
          <Trans>Something went wrong. Please try again.</Trans>
        </p>
      )}
    </div>
  );
}
