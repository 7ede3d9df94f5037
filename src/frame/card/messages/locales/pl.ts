import type { Messages } from './en.js';

/** Polish (polski). */
const messages = {
  'document.title': 'Dane karty',

  'label.number': 'Numer karty',
  'label.expiry': 'Data ważności',
  'label.cvc': 'Kod zabezpieczający',
  'label.name': 'Imię i nazwisko na karcie',
  'label.postalCode': 'Kod pocztowy',

  'placeholder.number': '1234 1234 1234 1234',
  'placeholder.expiry': 'MM / RR',

  'brand.detected': '{brand}',
  'brand.legend': 'Wybierz organizację płatniczą',

  'error.incomplete_number': 'Numer karty jest niekompletny.',
  'error.invalid_number': 'Numer karty jest nieprawidłowy.',
  'error.incomplete_expiry': 'Data ważności karty jest niekompletna.',
  'error.invalid_expiry_month': 'Miesiąc ważności karty jest nieprawidłowy.',
  'error.invalid_expiry_year': 'Rok ważności karty jest nieprawidłowy.',
  'error.invalid_expiry_year_past': 'Data ważności karty już minęła.',
  'error.incomplete_cvc': 'Kod zabezpieczający karty jest niekompletny.',
  'error.invalid_cvc': 'Kod zabezpieczający karty jest nieprawidłowy.',
  'error.incomplete_name': 'Wpisz imię i nazwisko widoczne na karcie.',
  'error.incomplete_postal_code': 'Kod pocztowy jest niekompletny.',
  'error.invalid_postal_code': 'Kod pocztowy jest nieprawidłowy.',

  'decline.generic_decline': 'Karta została odrzucona. Użyj innej karty lub skontaktuj się ze swoim bankiem.',
  'decline.insufficient_funds': 'Na karcie brakuje środków. Użyj innej karty.',
  'decline.expired_card': 'Karta straciła ważność. Sprawdź datę ważności lub użyj innej karty.',
  'decline.incorrect_cvc': 'Kod zabezpieczający karty jest błędny. Sprawdź go i spróbuj ponownie.',
  'decline.invalid_cvc': 'Kod zabezpieczający karty jest nieprawidłowy. Sprawdź go i spróbuj ponownie.',
  'decline.incorrect_number': 'Numer karty jest błędny. Sprawdź go i spróbuj ponownie.',
  'decline.invalid_expiry_month': 'Miesiąc ważności karty jest nieprawidłowy. Sprawdź go i spróbuj ponownie.',
  'decline.invalid_expiry_year': 'Rok ważności karty jest nieprawidłowy. Sprawdź go i spróbuj ponownie.',
  'decline.authentication_failed': 'Nie udało się zweryfikować karty. Spróbuj ponownie lub użyj innej karty.',

  'hint.cvc': 'Gdzie znajdę kod zabezpieczający?',
  'hint.cvc.back': '3-cyfrowy kod zabezpieczający znajduje się na odwrocie karty, obok podpisu.',
  'hint.cvc.front': '4-cyfrowy kod zabezpieczający znajduje się z przodu karty, nad jej numerem.',
  'brand.accepted': 'Akceptowane karty',
  'state.busy': 'Przetwarzanie płatności…',

  'challenge.title': 'Potwierdź płatność',
  'challenge.close': 'Anuluj uwierzytelnianie',
  'challenge.frame': 'Strona uwierzytelniania Twojego banku',
  'challenge.loading': 'Łączenie z bankiem…',
  'failure.authenticationCanceled': 'Uwierzytelnianie zostało anulowane. Możesz spróbować ponownie.',
  'failure.authenticationUnavailable': 'Nie udało się wyświetlić strony uwierzytelniania banku. Spróbuj ponownie za chwilę.',

  'failure.network': 'Nie udało się połączyć z serwisem płatności. Sprawdź połączenie z internetem i spróbuj ponownie.',
  'failure.generic': 'Wystąpił błąd po naszej stronie. Spróbuj ponownie za chwilę.',
} satisfies Messages;

export default messages;
