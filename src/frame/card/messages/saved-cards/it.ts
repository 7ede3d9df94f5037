import type { SavedCardMessages } from './en.js';

/** Italian (italiano). */
const messages = {
  'savedCards.legend': 'Paga con',
  'savedCards.card': '{brand} che termina con {last4}',
  'savedCards.expires': 'Scadenza {expiry}',
  'savedCards.newCard': 'Nuova carta',
  'savedCards.cvc': 'Codice di sicurezza della carta {card}',
  'savedCards.remove': 'Rimuovi',
  'savedCards.removeLabel': 'Rimuovi la carta {card}',
  'savedCards.removeQuestion': 'Rimuovere la carta {card} dalle carte salvate?',
  'savedCards.removeConfirm': 'Rimuovi carta',
  'savedCards.removeCancel': 'Mantieni carta',
  'savedCards.removed': 'La carta {card} è stata rimossa dalle carte salvate.',
  'savedCards.removeFailed': 'Impossibile rimuovere la carta {card}. Riprova tra un momento.',

  'save.label': 'Salva questa carta per i pagamenti futuri',
  'save.consent':
    'La tua carta viene conservata in modo sicuro dal nostro fornitore di pagamenti per i tuoi prossimi pagamenti. Puoi rimuoverla in qualsiasi momento.',
  'save.notice': 'Questa carta verrà salvata nel tuo account per i pagamenti futuri.',

  'setup.busy': 'Salvataggio della carta…',
  'setup.challengeTitle': 'Verifica la tua carta',
  'setup.done': 'La tua carta è stata salvata.',

  'stepUp.notice': 'La tua banca ti chiede di confermare questo pagamento. Controlla la carta qui sotto e continua.',
  'stepUp.done': 'Il tuo pagamento è confermato.',
} satisfies SavedCardMessages;

export default messages;
