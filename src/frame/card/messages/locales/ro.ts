import type { Messages } from './en.js';

/** Romanian (română). */
const messages = {
  'document.title': 'Detaliile cardului',

  'label.number': 'Numărul cardului',
  'label.expiry': 'Data expirării',
  'label.cvc': 'Cod de securitate',
  'label.name': 'Numele de pe card',
  'label.postalCode': 'Cod poștal',

  'placeholder.number': '1234 1234 1234 1234',
  'placeholder.expiry': 'LL / AA',

  'brand.detected': '{brand}',
  'brand.legend': 'Alegeți rețeaua cardului',

  'error.incomplete_number': 'Numărul cardului este incomplet.',
  'error.invalid_number': 'Numărul cardului nu este valid.',
  'error.incomplete_expiry': 'Data expirării cardului este incompletă.',
  'error.invalid_expiry_month': 'Luna expirării cardului nu este validă.',
  'error.invalid_expiry_year': 'Anul expirării cardului nu este valid.',
  'error.invalid_expiry_year_past': 'Data expirării cardului a trecut deja.',
  'error.incomplete_cvc': 'Codul de securitate al cardului este incomplet.',
  'error.invalid_cvc': 'Codul de securitate al cardului nu este valid.',
  'error.incomplete_name': 'Introduceți numele așa cum apare pe card.',
  'error.incomplete_postal_code': 'Codul poștal este incomplet.',
  'error.invalid_postal_code': 'Codul poștal nu este valid.',

  'decline.generic_decline': 'Cardul dvs. a fost refuzat. Încercați alt card sau contactați banca.',
  'decline.insufficient_funds': 'Pe card nu sunt fonduri suficiente. Încercați alt card.',
  'decline.expired_card': 'Cardul dvs. a expirat. Verificați data expirării sau folosiți alt card.',
  'decline.incorrect_cvc': 'Codul de securitate al cardului este incorect. Verificați-l și încercați din nou.',
  'decline.invalid_cvc': 'Codul de securitate al cardului nu este valid. Verificați-l și încercați din nou.',
  'decline.incorrect_number': 'Numărul cardului este incorect. Verificați-l și încercați din nou.',
  'decline.invalid_expiry_month': 'Luna expirării cardului nu este validă. Verificați-o și încercați din nou.',
  'decline.invalid_expiry_year': 'Anul expirării cardului nu este valid. Verificați-l și încercați din nou.',
  'decline.authentication_failed': 'Nu am putut verifica cardul. Încercați din nou sau folosiți alt card.',

  'hint.cvc': 'Unde găsesc codul de securitate?',
  'hint.cvc.back': 'Codul de securitate din 3 cifre se află pe spatele cardului, lângă semnătură.',
  'hint.cvc.front': 'Codul de securitate din 4 cifre se află pe fața cardului, deasupra numărului cardului.',
  'brand.accepted': 'Carduri acceptate',
  'state.busy': 'Plata este în curs de procesare…',

  'challenge.title': 'Confirmați plata',
  'challenge.close': 'Anulați autentificarea',
  'challenge.frame': 'Pagina de autentificare a băncii dvs.',
  'challenge.loading': 'Se stabilește legătura cu banca…',
  'failure.authenticationCanceled': 'Autentificarea a fost anulată. Puteți încerca din nou.',
  'failure.authenticationUnavailable': 'Pagina de autentificare a băncii nu a putut fi afișată. Încercați din nou în câteva momente.',

  'failure.network': 'Nu am putut accesa serviciul de plăți. Verificați conexiunea și încercați din nou.',
  'failure.generic': 'A apărut o eroare la noi. Încercați din nou în câteva momente.',
} satisfies Messages;

export default messages;
