import type { StatusMessages } from '../messages.js';

const messages = {
  loading: 'בודקים את התשלום…',
  completed: 'התשלום בוצע.',
  processing: 'הבנק עדיין מעבד את התשלום…',
  processingTimedOut: 'הבנק עדיין מעבד את התשלום. אישור יישלח כשהתהליך יסתיים; אפשר לסגור את הדף.',
  failed: 'התשלום נכשל.',
  failedBecause: 'התשלום נכשל: {reason}.',
  notCompleted: 'התשלום לא הושלם.',
  requiresAction: 'האימות מול הבנק לא הושלם, ולכן לא בוצע חיוב.',
  canceled: 'התשלום בוטל.',
  tryAgain: 'אפשר לנסות שוב.',
  unreadable: 'לא הצלחנו לטעון את פרטי התשלום.',
  amount: 'סכום: {amount}',
  'reason.authentication_failed': 'הבנק לא הצליח לאמת את זהותך',
  'reason.generic_decline': 'הכרטיס נדחה',
  'reason.card_declined': 'הכרטיס נדחה',
  'reason.insufficient_funds': 'אין בכרטיס יתרה מספקת',
  'reason.expired_card': 'תוקף הכרטיס פג',
  'reason.incorrect_cvc': 'קוד האבטחה של הכרטיס היה שגוי',
  setupLoading: 'בודקים את הכרטיס…',
  setupUnreadable: 'לא הצלחנו לבדוק אם הכרטיס נשמר.',
  setupSucceeded: 'כרטיס ה-{brand} המסתיים ב-{last4} נשמר.',
  setupFailed: 'הכרטיס לא נשמר.',
  setupFailedBecause: 'הכרטיס לא נשמר: {reason}.',
  setupRequiresAction: 'האימות מול הבנק לא הושלם, ולכן הכרטיס לא נשמר.',
} satisfies StatusMessages;

export default messages;
