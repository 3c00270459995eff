import { defineMessage, defineMessages } from 'react-intl';

/** A rental's dispute: opening one, its thread, the provider's answer, withdrawing it. */
export const disputeMessages = defineMessages({
  title: { id: 'rentals.dispute.title', defaultMessage: 'Dispute' },
  open: { id: 'rentals.dispute.open', defaultMessage: 'Dispute a charge' },
  openHelp: defineMessage({
    id: 'rentals.dispute.openHelp',
    defaultMessage:
      'If the app did not work as it should, tell us. Support reads both sides and may refund you.',
  }),
  dialogTitle: { id: 'rentals.dispute.dialogTitle', defaultMessage: 'Dispute this rental' },
  reason: { id: 'rentals.dispute.reason', defaultMessage: 'What went wrong' },
  reasonRequired: { id: 'rentals.dispute.reasonRequired', defaultMessage: 'Choose a reason' },
  text: { id: 'rentals.dispute.text', defaultMessage: 'What happened' },
  textHelp: {
    id: 'rentals.dispute.textHelp',
    defaultMessage: 'The provider and support read this. Say when it happened and what you saw.',
  },
  textRequired: { id: 'rentals.dispute.textRequired', defaultMessage: 'Say what happened' },
  submit: { id: 'rentals.dispute.submit', defaultMessage: 'Open the dispute' },
  cancel: { id: 'rentals.dispute.cancel', defaultMessage: 'Cancel' },
  opened: {
    id: 'rentals.dispute.opened',
    defaultMessage: 'Dispute opened; the provider is told',
  },
  renterSaid: defineMessage<{ name: string }>({
    id: 'rentals.dispute.renterSaid',
    defaultMessage: '{name} (renter)',
  }),
  providerSaid: defineMessage<{ name: string }>({
    id: 'rentals.dispute.providerSaid',
    defaultMessage: '{name} (provider)',
  }),
  waiting: {
    id: 'rentals.dispute.waiting',
    defaultMessage: 'Waiting for the provider’s answer; support may decide before it comes.',
  },
  support: { id: 'rentals.dispute.support', defaultMessage: 'Support' },
  refunded: defineMessage<{ amount: string }>({
    id: 'rentals.dispute.refunded',
    defaultMessage: '{amount} coins refunded to the renter.',
  }),
  notRefunded: { id: 'rentals.dispute.notRefunded', defaultMessage: 'No refund.' },
  answerLabel: { id: 'rentals.dispute.answerLabel', defaultMessage: 'Your answer' },
  answerSubmit: { id: 'rentals.dispute.answerSubmit', defaultMessage: 'Send the answer' },
  answered: { id: 'rentals.dispute.answered', defaultMessage: 'Answer sent' },
  withdraw: { id: 'rentals.dispute.withdraw', defaultMessage: 'Withdraw the dispute' },
  withdrawTitle: { id: 'rentals.dispute.withdrawTitle', defaultMessage: 'Withdraw this dispute?' },
  withdrawText: {
    id: 'rentals.dispute.withdrawText',
    defaultMessage: 'Support stops looking at it. You can open another while the window lasts.',
  },
  withdrawn: { id: 'rentals.dispute.withdrawnDone', defaultMessage: 'Dispute withdrawn' },
});

export const disputeReasonMessages = defineMessages({
  not_working: { id: 'rentals.disputeReason.notWorking', defaultMessage: 'The app did not work' },
  not_as_described: {
    id: 'rentals.disputeReason.notAsDescribed',
    defaultMessage: 'Not as described',
  },
  access_failed: {
    id: 'rentals.disputeReason.accessFailed',
    defaultMessage: 'I could not get access',
  },
  other: { id: 'rentals.disputeReason.other', defaultMessage: 'Something else' },
});

export const disputeStatusMessages = defineMessages({
  open: { id: 'rentals.disputeStatus.open', defaultMessage: 'Open' },
  answered: { id: 'rentals.disputeStatus.answered', defaultMessage: 'Answered' },
  resolved: { id: 'rentals.disputeStatus.resolved', defaultMessage: 'Resolved' },
  withdrawn: { id: 'rentals.disputeStatus.withdrawn', defaultMessage: 'Withdrawn' },
});
