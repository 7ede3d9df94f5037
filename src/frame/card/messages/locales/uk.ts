import type { Messages } from './en.js';

/** Ukrainian (українська). */
const messages = {
  'document.title': 'Дані картки',

  'label.number': 'Номер картки',
  'label.expiry': 'Термін дії',
  'label.cvc': 'Код безпеки',
  'label.name': 'Ім’я власника картки',
  'label.postalCode': 'Поштовий індекс',

  'placeholder.number': '1234 1234 1234 1234',
  'placeholder.expiry': 'ММ / РР',

  'brand.detected': '{brand}',
  'brand.legend': 'Виберіть платіжну систему',

  'error.incomplete_number': 'Номер картки введено не повністю.',
  'error.invalid_number': 'Недійсний номер картки.',
  'error.incomplete_expiry': 'Термін дії картки введено не повністю.',
  'error.invalid_expiry_month': 'Недійсний місяць закінчення терміну дії картки.',
  'error.invalid_expiry_year': 'Недійсний рік закінчення терміну дії картки.',
  'error.invalid_expiry_year_past': 'Указаний термін дії картки вже минув.',
  'error.incomplete_cvc': 'Код безпеки картки введено не повністю.',
  'error.invalid_cvc': 'Недійсний код безпеки картки.',
  'error.incomplete_name': 'Введіть ім’я так, як його вказано на картці.',
  'error.incomplete_postal_code': 'Поштовий індекс введено не повністю.',
  'error.invalid_postal_code': 'Недійсний поштовий індекс.',

  'decline.generic_decline': 'Вашу картку відхилено. Спробуйте іншу картку або зверніться до свого банку.',
  'decline.insufficient_funds': 'На картці недостатньо коштів. Спробуйте іншу картку.',
  'decline.expired_card': 'Термін дії картки минув. Перевірте термін дії або скористайтеся іншою карткою.',
  'decline.incorrect_cvc': 'Код безпеки картки введено неправильно. Перевірте його та спробуйте ще раз.',
  'decline.invalid_cvc': 'Недійсний код безпеки картки. Перевірте його та спробуйте ще раз.',
  'decline.incorrect_number': 'Номер картки введено неправильно. Перевірте його та спробуйте ще раз.',
  'decline.invalid_expiry_month': 'Недійсний місяць закінчення терміну дії картки. Перевірте його та спробуйте ще раз.',
  'decline.invalid_expiry_year': 'Недійсний рік закінчення терміну дії картки. Перевірте його та спробуйте ще раз.',
  'decline.authentication_failed': 'Не вдалося перевірити вашу картку. Спробуйте ще раз або скористайтеся іншою карткою.',

  'hint.cvc': 'Де знайти код безпеки?',
  'hint.cvc.back': 'Тризначний код безпеки розташований на звороті картки, поруч із підписом.',
  'hint.cvc.front': 'Чотиризначний код безпеки розташований на лицьовому боці картки, над її номером.',
  'brand.accepted': 'Приймаємо картки',
  'state.busy': 'Обробка платежу…',

  'challenge.title': 'Підтвердьте платіж',
  'challenge.close': 'Скасувати підтвердження',
  'challenge.frame': 'Сторінка підтвердження вашого банку',
  'challenge.loading': 'З’єднання з вашим банком…',
  'failure.authenticationCanceled': 'Підтвердження скасовано. Ви можете спробувати ще раз.',
  'failure.authenticationUnavailable': 'Не вдалося відкрити сторінку підтвердження вашого банку. Спробуйте ще раз трохи згодом.',

  'failure.network': 'Не вдалося зв’язатися з платіжним сервісом. Перевірте підключення до інтернету та спробуйте ще раз.',
  'failure.generic': 'На нашому боці сталася помилка. Спробуйте ще раз трохи згодом.',
} satisfies Messages;

export default messages;
