import type { Messages } from './en.js';

/** Italian (italiano). */
const messages = {
  'document.title': 'Dati della carta',

  'label.number': 'Numero della carta',
  'label.expiry': 'Data di scadenza',
  'label.cvc': 'Codice di sicurezza',
  'label.name': 'Nome del titolare',
  'label.postalCode': 'CAP',

  'placeholder.number': '1234 1234 1234 1234',
  'placeholder.expiry': 'MM / AA',

  'brand.detected': '{brand}',
  'brand.legend': 'Scegli il circuito della carta',

  'error.incomplete_number': 'Il numero della carta è incompleto.',
  'error.invalid_number': 'Il numero della carta non è valido.',
  'error.incomplete_expiry': 'La data di scadenza della carta è incompleta.',
  'error.invalid_expiry_month': 'Il mese di scadenza della carta non è valido.',
  'error.invalid_expiry_year': 'L’anno di scadenza della carta non è valido.',
  'error.invalid_expiry_year_past': 'La data di scadenza della carta è già passata.',
  'error.incomplete_cvc': 'Il codice di sicurezza della carta è incompleto.',
  'error.invalid_cvc': 'Il codice di sicurezza della carta non è valido.',
  'error.incomplete_name': 'Inserisci il nome riportato sulla carta.',
  'error.incomplete_postal_code': 'Il CAP è incompleto.',
  'error.invalid_postal_code': 'Il CAP non è valido.',

  'decline.generic_decline': 'La carta è stata rifiutata. Prova con un’altra carta o contatta la tua banca.',
  'decline.insufficient_funds': 'La carta non ha fondi sufficienti. Prova con un’altra carta.',
  'decline.expired_card': 'La carta è scaduta. Controlla la data di scadenza o usa un’altra carta.',
  'decline.incorrect_cvc': 'Il codice di sicurezza della carta non è corretto. Controllalo e riprova.',
  'decline.invalid_cvc': 'Il codice di sicurezza della carta non è valido. Controllalo e riprova.',
  'decline.incorrect_number': 'Il numero della carta non è corretto. Controllalo e riprova.',
  'decline.invalid_expiry_month': 'Il mese di scadenza della carta non è valido. Controllalo e riprova.',
  'decline.invalid_expiry_year': 'L’anno di scadenza della carta non è valido. Controllalo e riprova.',
  'decline.authentication_failed': 'Non è stato possibile verificare la carta. Riprova o usa un’altra carta.',

  'hint.cvc': 'Dove trovo il codice di sicurezza?',
  'hint.cvc.back': 'Il codice di sicurezza di 3 cifre si trova sul retro della carta, accanto alla firma.',
  'hint.cvc.front': 'Il codice di sicurezza di 4 cifre si trova sul fronte della carta, sopra il numero della carta.',
  'brand.accepted': 'Carte accettate',
  'state.busy': 'Elaborazione del pagamento…',

  'challenge.title': 'Conferma il pagamento',
  'challenge.close': 'Annulla l’autenticazione',
  'challenge.frame': 'Pagina di autenticazione della tua banca',
  'challenge.loading': 'Connessione alla tua banca…',
  'failure.authenticationCanceled': 'L’autenticazione è stata annullata. Puoi riprovare.',
  'failure.authenticationUnavailable': 'Non è stato possibile mostrare l’autenticazione della tua banca. Riprova tra qualche istante.',

  'failure.network': 'Impossibile raggiungere il servizio di pagamento. Controlla la connessione e riprova.',
  'failure.generic': 'Si è verificato un errore da parte nostra. Riprova tra qualche istante.',
} satisfies Messages;

export default messages;
