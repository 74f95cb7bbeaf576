import { useEffect, useId, useRef, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { digitsOnly, parseExpiry } from '@domain/cardNumbers';
import { api, ApiError } from '../../api/client';
import type { CardFieldsProps } from '../gateway';
import { cardFailure } from '../session';
import { SandboxWalletButton, TEST_WALLET_CARD } from './SandboxWalletButton';
import { cardProblemMessages } from './cardMessages';
import { formatCardNumber, formatExpiry, liveCardProblem, type SandboxCard, type Touched } from './liveCardProblem';
import { SandboxAuthDialog, type AuthRequest } from './SandboxAuthDialog';

const empty: SandboxCard = { number: '', expiry: '', cvc: '' };

/**
 * The sandbox card field (number, expiry, CVC) with live messages and a test wallet button,
 * standing in for Stripe Elements and the Express Checkout Element: it creates payment methods
 * and runs the 3-D Secure test dialog through the sandbox endpoints, with Stripe's test cards.
 */
export function SandboxCardFields({ session, disabled, alertId, invalid, onCardChange, onWalletPay }: CardFieldsProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [card, setCard] = useState<SandboxCard>(empty);
  const [touched, setTouched] = useState<Touched>({});
  const [auth, setAuth] = useState<AuthRequest | null>(null);
  // What the guest typed, for the payment method the driver creates (kept where it is typed).
  const latest = useRef(card);
  const change = (next: SandboxCard) => {
    latest.current = next;
    setCard(next);
  };
  const reported = useRef<string | null>(null);

  const report = (message: string | null) => {
    if (message === reported.current) return;
    reported.current = message;
    onCardChange(message);
  };

  useEffect(() => {
    const problem = liveCardProblem(card, touched);
    report(problem ? i18n._(cardProblemMessages[problem]) : null);
  });

  useEffect(
    () =>
      session.attach({
        async createPaymentMethod(source) {
          // The test wallet holds a card that pays; the card field is not involved.
          const current = source === 'wallet' ? TEST_WALLET_CARD : latest.current;
          // Every input now counts as visited, so its live message shows; the sandbox endpoint
          // judges the card like Stripe would (and refuses a number failing the Luhn check).
          if (source === 'card') setTouched({ number: true, expiry: true, cvc: true });
          const { month, year } = parseExpiry(current.expiry);
          try {
            return await api.post<{ id: string }>(
              '/api/sandbox/payment-methods',
              { number: digitsOnly(current.number), exp_month: month, exp_year: year, cvc: digitsOnly(current.cvc) },
              { quiet: true },
            );
          } catch (error) {
            throw cardFailure(error instanceof ApiError ? error.message : '');
          }
        },
        handleCardAction(clientSecret) {
          return new Promise((resolve, reject) => {
            setAuth({
              clientSecret,
              async finish(outcome) {
                try {
                  const answer = await api.post<{ payment_intent: { id: string } }>(
                    '/api/sandbox/payment-intents/authenticate',
                    { client_secret: clientSecret, outcome },
                    { quiet: true },
                  );
                  resolve({ paymentIntentId: answer.payment_intent.id });
                } catch (error) {
                  reject(cardFailure(error instanceof ApiError ? error.message : ''));
                }
                setAuth(null);
              },
              abandon() {
                setAuth(null);
                reject(cardFailure(i18n._(msg`The card authentication was not completed.`)));
              },
            });
          });
        },
        clear() {
          change(empty);
          setTouched({});
        },
      }),
    [session, i18n],
  );

  const input = (name: keyof SandboxCard, format: (text: string) => string) => ({
    id: `${id}-${name}`,
    name: `card_${name}`,
    value: card[name],
    disabled,
    className: 'form-input',
    inputMode: 'numeric' as const,
    'aria-invalid': invalid || undefined,
    'aria-describedby': alertId,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      change({ ...latest.current, [name]: format(event.target.value) }),
    onBlur: () => setTouched((s) => ({ ...s, [name]: true })),
  });

  return (
    <div className="card-sandbox" data-gateway="sandbox">
      <SandboxWalletButton disabled={disabled} onPay={onWalletPay} />
      <div className={['card-field', invalid ? 'card-field--invalid' : ''].join(' ').trim()}>
        <div className="form-row">
          <label className="form-label" htmlFor={`${id}-number`}>
            <Trans>Card number</Trans>
          </label>
          <input
            {...input('number', formatCardNumber)}
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            maxLength={23}
          />
        </div>
        <div className="form-row">
          <label className="form-label" htmlFor={`${id}-expiry`}>
            <Trans>Expiry (MM / YY)</Trans>
          </label>
          <input {...input('expiry', formatExpiry)} autoComplete="cc-exp" placeholder={t`MM / YY`} maxLength={7} />
        </div>
        <div className="form-row">
          <label className="form-label" htmlFor={`${id}-cvc`}>
            <Trans>CVC</Trans>
          </label>
          <input
            {...input('cvc', (text) => digitsOnly(text).slice(0, 4))}
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
          />
        </div>
      </div>
      <p className="sandbox-note">
        <Trans>Test mode: no card is charged. Pay with 4242 4242 4242 4242, any future date and any CVC.</Trans>
      </p>
      <SandboxAuthDialog request={auth} />
    </div>
  );
}
