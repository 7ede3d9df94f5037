import type { Messages } from './en.js';

/** Bulgarian (български). */
const messages = {
  'document.title': 'Данни за картата',

  'label.number': 'Номер на картата',
  'label.expiry': 'Срок на валидност',
  'label.cvc': 'Код за сигурност',
  'label.name': 'Име върху картата',
  'label.postalCode': 'Пощенски код',

  'placeholder.number': '1234 1234 1234 1234',
  'placeholder.expiry': 'ММ / ГГ',

  'brand.detected': '{brand}',
  'brand.legend': 'Изберете картова организация',

  'error.incomplete_number': 'Номерът на картата е непълен.',
  'error.invalid_number': 'Номерът на картата е невалиден.',
  'error.incomplete_expiry': 'Срокът на валидност на картата е непълен.',
  'error.invalid_expiry_month': 'Месецът на валидност на картата е невалиден.',
  'error.invalid_expiry_year': 'Годината на валидност на картата е невалидна.',
  'error.invalid_expiry_year_past': 'Срокът на валидност на картата е в миналото.',
  'error.incomplete_cvc': 'Кодът за сигурност на картата е непълен.',
  'error.invalid_cvc': 'Кодът за сигурност на картата е невалиден.',
  'error.incomplete_name': 'Въведете името, изписано върху картата ви.',
  'error.incomplete_postal_code': 'Пощенският код е непълен.',
  'error.invalid_postal_code': 'Пощенският код е невалиден.',

  'decline.generic_decline': 'Картата ви беше отхвърлена. Опитайте с друга карта или се свържете с банката си.',
  'decline.insufficient_funds': 'По картата ви няма достатъчна наличност. Опитайте с друга карта.',
  'decline.expired_card': 'Срокът на валидност на картата ви е изтекъл. Проверете го или използвайте друга карта.',
  'decline.incorrect_cvc': 'Кодът за сигурност на картата е грешен. Проверете го и опитайте отново.',
  'decline.invalid_cvc': 'Кодът за сигурност на картата е невалиден. Проверете го и опитайте отново.',
  'decline.incorrect_number': 'Номерът на картата е грешен. Проверете го и опитайте отново.',
  'decline.invalid_expiry_month': 'Месецът на валидност на картата е невалиден. Проверете го и опитайте отново.',
  'decline.invalid_expiry_year': 'Годината на валидност на картата е невалидна. Проверете я и опитайте отново.',
  'decline.authentication_failed': 'Не успяхме да потвърдим картата ви. Опитайте отново или използвайте друга карта.',

  'hint.cvc': 'Къде е кодът за сигурност?',
  'hint.cvc.back': 'Трицифреният код за сигурност е на гърба на картата ви, до подписа.',
  'hint.cvc.front': 'Четирицифреният код за сигурност е на лицевата страна на картата ви, над номера ѝ.',
  'brand.accepted': 'Приемани карти',
  'state.busy': 'Плащането ви се обработва…',

  'challenge.title': 'Потвърдете плащането',
  'challenge.close': 'Отказ от удостоверяването',
  'challenge.frame': 'Страница за удостоверяване на банката ви',
  'challenge.loading': 'Свързване с банката ви…',
  'failure.authenticationCanceled': 'Удостоверяването беше прекратено. Можете да опитате отново.',
  'failure.authenticationUnavailable': 'Страницата за удостоверяване на банката ви не можа да се покаже. Опитайте отново след малко.',

  'failure.network': 'Не успяхме да се свържем с платежната услуга. Проверете връзката си и опитайте отново.',
  'failure.generic': 'Възникна грешка от наша страна. Опитайте отново след малко.',
} satisfies Messages;

export default messages;
