import type { SavedCardMessages } from './en.js';

/** German (Deutsch). */
const messages = {
  'savedCards.legend': 'Bezahlen mit',
  'savedCards.card': '{brand} mit Endziffern {last4}',
  'savedCards.expires': 'Gültig bis {expiry}',
  'savedCards.newCard': 'Neue Karte',
  'savedCards.cvc': 'Prüfnummer für {card}',
  'savedCards.remove': 'Entfernen',
  'savedCards.removeLabel': '{card} entfernen',
  'savedCards.removeQuestion': '{card} aus Ihren gespeicherten Karten entfernen?',
  'savedCards.removeConfirm': 'Karte entfernen',
  'savedCards.removeCancel': 'Karte behalten',
  'savedCards.removed': '{card} wurde aus Ihren gespeicherten Karten entfernt.',
  'savedCards.removeFailed': '{card} konnte nicht entfernt werden. Versuchen Sie es gleich noch einmal.',

  'save.label': 'Diese Karte für künftige Zahlungen speichern',
  'save.consent':
    'Ihre Karte wird von unserem Zahlungsdienstleister sicher für Ihre nächsten Zahlungen gespeichert. Sie können sie jederzeit entfernen.',
  'save.notice': 'Diese Karte wird für künftige Zahlungen in Ihrem Konto gespeichert.',

  'setup.busy': 'Ihre Karte wird gespeichert…',
  'setup.challengeTitle': 'Bestätigen Sie Ihre Karte',
  'setup.done': 'Ihre Karte wurde gespeichert.',

  'stepUp.notice': 'Ihre Bank bittet Sie, diese Zahlung zu bestätigen. Prüfen Sie die Karte unten und fahren Sie fort.',
  'stepUp.done': 'Ihre Zahlung ist bestätigt.',
} satisfies SavedCardMessages;

export default messages;
