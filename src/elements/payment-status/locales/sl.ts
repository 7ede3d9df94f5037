import type { StatusMessages } from '../messages.js';

const messages = {
  loading: 'Preverjamo vaše plačilo…',
  completed: 'Plačilo je uspelo.',
  processing: 'Vaša banka plačilo še obdeluje…',
  processingTimedOut: 'Vaša banka plačilo še obdeluje. Ko bo končano, boste prejeli potrditev; to stran lahko zaprete.',
  failed: 'Plačilo ni uspelo.',
  failedBecause: 'Plačilo ni uspelo: {reason}.',
  notCompleted: 'Plačilo ni bilo dokončano.',
  requiresAction: 'Preverjanje pri vaši banki ni bilo dokončano, zato ni bilo nič plačano.',
  canceled: 'Plačilo je bilo preklicano.',
  tryAgain: 'Lahko poskusite znova.',
  unreadable: 'Podatkov o tem plačilu ni bilo mogoče pridobiti.',
  amount: 'Znesek: {amount}',
  'reason.authentication_failed': 'vaša banka ni mogla potrditi vaše identitete',
  'reason.generic_decline': 'vaša kartica je bila zavrnjena',
  'reason.card_declined': 'vaša kartica je bila zavrnjena',
  'reason.insufficient_funds': 'na kartici ni dovolj sredstev',
  'reason.expired_card': 'vaša kartica je potekla',
  'reason.incorrect_cvc': 'varnostna koda kartice je bila napačna',
  setupLoading: 'Preverjamo vašo kartico…',
  setupUnreadable: 'Ni bilo mogoče preveriti, ali je bila vaša kartica shranjena.',
  setupSucceeded: 'Vaša kartica {brand}, ki se končuje s {last4}, je shranjena.',
  setupFailed: 'Vaša kartica ni bila shranjena.',
  setupFailedBecause: 'Vaša kartica ni bila shranjena: {reason}.',
  setupRequiresAction: 'Preverjanje pri vaši banki ni bilo dokončano, zato vaša kartica ni bila shranjena.',
} satisfies StatusMessages;

export default messages;
