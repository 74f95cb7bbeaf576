import type { AnyStateMachine } from 'xstate';
import { accessTokensMachine } from './accessTokens.machine';
import { authMachine } from './auth.machine';
import { bookingMachine } from './booking.machine';
import { bookingWidgetMachine } from './bookingWidget.machine';
import { calendarEditorMachine } from './calendarEditor.machine';
import { cardPaymentMachine } from './cardPayment.machine';
import { checkInMachine } from './checkIn.machine';
import { checkoutMachine } from './checkout.machine';
import { daySpaMachine } from './daySpa.machine';
import { depositMachine } from './deposit.machine';
import { formSubmitMachine } from './formSubmit.machine';
import { giftCardCodeMachine } from './giftCardCode.machine';
import { invitationAcceptanceMachine } from './invitationAcceptance.machine';
import { pageEditorMachine } from './pageEditor.machine';
import { participantInvitationMachine } from './participantInvitation.machine';
import { personalisationMachine } from './personalisation.machine';
import { treatmentSchedulingMachine } from './treatmentScheduling.machine';

/**
 * Every machine of machines/ (the file `x.machine.ts` holds the machine whose id is `x`), for the
 * statechart visualiser (/{lang}/dev/statecharts). A unit test fails when a machine file is
 * missing here. Importing this module pulls in every machine: only the visualiser's lazy chunk does.
 */
export const MACHINES: readonly AnyStateMachine[] = [
  accessTokensMachine,
  authMachine,
  bookingMachine,
  bookingWidgetMachine,
  calendarEditorMachine,
  cardPaymentMachine,
  checkInMachine,
  checkoutMachine,
  daySpaMachine,
  depositMachine,
  formSubmitMachine,
  giftCardCodeMachine,
  invitationAcceptanceMachine,
  pageEditorMachine,
  participantInvitationMachine,
  personalisationMachine,
  treatmentSchedulingMachine,
];

/** The machine with this id, or undefined. */
export function machineById(id: string): AnyStateMachine | undefined {
  return MACHINES.find((machine) => machine.id === id);
}
