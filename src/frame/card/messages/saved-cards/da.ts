import type { SavedCardMessages } from './en.js';

/** Danish (dansk). */
const messages = {
  'savedCards.legend': 'Betal med',
  'savedCards.card': '{brand}, der ender på {last4}',
  'savedCards.expires': 'Udløber {expiry}',
  'savedCards.newCard': 'Nyt kort',
  'savedCards.cvc': 'Kontrolcifre for {card}',
  'savedCards.remove': 'Fjern',
  'savedCards.removeLabel': 'Fjern {card}',
  'savedCards.removeQuestion': 'Vil du fjerne {card} fra dine gemte kort?',
  'savedCards.removeConfirm': 'Fjern kort',
  'savedCards.removeCancel': 'Behold kort',
  'savedCards.removed': '{card} er fjernet fra dine gemte kort.',
  'savedCards.removeFailed': '{card} kunne ikke fjernes. Prøv igen om lidt.',

  'save.label': 'Gem dette kort til fremtidige betalinger',
  'save.consent': 'Dit kort opbevares sikkert af vores betalingsudbyder til dine næste betalinger. Du kan til enhver tid fjerne det.',
  'save.notice': 'Dette kort bliver gemt på din konto til fremtidige betalinger.',

  'setup.busy': 'Dit kort gemmes…',
  'setup.challengeTitle': 'Bekræft dit kort',
  'setup.done': 'Dit kort er gemt.',

  'stepUp.notice': 'Din bank beder dig bekræfte denne betaling. Tjek kortet nedenfor, og fortsæt.',
  'stepUp.done': 'Din betaling er bekræftet.',
} satisfies SavedCardMessages;

export default messages;
