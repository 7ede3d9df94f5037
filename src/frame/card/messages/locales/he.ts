import type { Messages } from './en.js';

/** Hebrew (עברית). */
const messages = {
  // Gender-neutral throughout: impersonal forms ("יש לבדוק", "אפשר לנסות") instead of a gendered "you".
  'document.title': 'פרטי כרטיס',

  'label.number': 'מספר כרטיס',
  'label.expiry': 'תוקף',
  'label.cvc': 'קוד אבטחה',
  'label.name': 'שם בעל הכרטיס',
  'label.postalCode': 'מיקוד',

  'placeholder.number': '1234 1234 1234 1234',
  // The expiry field stays left to right, as printed on the card.
  'placeholder.expiry': 'MM / YY',

  'brand.detected': '{brand}',
  'brand.legend': 'בחירת רשת הכרטיס',

  'error.incomplete_number': 'מספר הכרטיס אינו מלא.',
  'error.invalid_number': 'מספר הכרטיס אינו תקין.',
  'error.incomplete_expiry': 'תוקף הכרטיס אינו מלא.',
  'error.invalid_expiry_month': 'חודש התוקף של הכרטיס אינו תקין.',
  'error.invalid_expiry_year': 'שנת התוקף של הכרטיס אינה תקינה.',
  'error.invalid_expiry_year_past': 'תאריך התוקף של הכרטיס כבר עבר.',
  'error.incomplete_cvc': 'קוד האבטחה של הכרטיס אינו מלא.',
  'error.invalid_cvc': 'קוד האבטחה של הכרטיס אינו תקין.',
  'error.incomplete_name': 'יש להזין את השם כפי שהוא מופיע על הכרטיס.',
  'error.incomplete_postal_code': 'המיקוד אינו מלא.',
  'error.invalid_postal_code': 'המיקוד אינו תקין.',

  'decline.generic_decline': 'הכרטיס נדחה. אפשר לנסות כרטיס אחר או לפנות לבנק.',
  'decline.insufficient_funds': 'אין בכרטיס יתרה מספקת. אפשר לנסות כרטיס אחר.',
  'decline.expired_card': 'תוקף הכרטיס פג. יש לבדוק את תאריך התוקף או להשתמש בכרטיס אחר.',
  'decline.incorrect_cvc': 'קוד האבטחה של הכרטיס שגוי. יש לבדוק אותו ולנסות שוב.',
  'decline.invalid_cvc': 'קוד האבטחה של הכרטיס אינו תקין. יש לבדוק אותו ולנסות שוב.',
  'decline.incorrect_number': 'מספר הכרטיס שגוי. יש לבדוק אותו ולנסות שוב.',
  'decline.invalid_expiry_month': 'חודש התוקף של הכרטיס אינו תקין. יש לבדוק אותו ולנסות שוב.',
  'decline.invalid_expiry_year': 'שנת התוקף של הכרטיס אינה תקינה. יש לבדוק אותה ולנסות שוב.',
  'decline.authentication_failed': 'לא הצלחנו לאמת את הכרטיס. אפשר לנסות שוב או להשתמש בכרטיס אחר.',

  'hint.cvc': 'איפה נמצא קוד האבטחה?',
  'hint.cvc.back': 'קוד האבטחה בן 3 הספרות מופיע בגב הכרטיס, ליד החתימה.',
  'hint.cvc.front': 'קוד האבטחה בן 4 הספרות מופיע בחזית הכרטיס, מעל מספר הכרטיס.',
  'brand.accepted': 'כרטיסים שאנו מכבדים',
  'state.busy': 'התשלום בעיבוד…',

  'challenge.title': 'אישור התשלום',
  'challenge.close': 'ביטול האימות',
  'challenge.frame': 'דף האימות של הבנק',
  'challenge.loading': 'מתחברים לבנק…',
  'failure.authenticationCanceled': 'האימות בוטל. אפשר לנסות שוב.',
  'failure.authenticationUnavailable': 'לא ניתן היה להציג את דף האימות של הבנק. אפשר לנסות שוב בעוד כמה רגעים.',

  'failure.network': 'לא הצלחנו להתחבר לשירות התשלומים. יש לבדוק את החיבור לאינטרנט ולנסות שוב.',
  'failure.generic': 'משהו השתבש אצלנו. אפשר לנסות שוב בעוד כמה רגעים.',
} satisfies Messages;

export default messages;
