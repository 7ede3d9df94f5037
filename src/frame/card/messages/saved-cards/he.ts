import type { SavedCardMessages } from './en.js';

/** Hebrew (עברית). */
const messages = {
  'savedCards.legend': 'תשלום באמצעות',
  'savedCards.card': '{brand} המסתיים ב-{last4}',
  'savedCards.expires': 'בתוקף עד {expiry}',
  'savedCards.newCard': 'כרטיס חדש',
  'savedCards.cvc': 'קוד האבטחה של {card}',
  'savedCards.remove': 'הסרה',
  'savedCards.removeLabel': 'הסרת {card}',
  'savedCards.removeQuestion': 'להסיר את {card} מהכרטיסים השמורים?',
  'savedCards.removeConfirm': 'הסרת הכרטיס',
  'savedCards.removeCancel': 'השארת הכרטיס',
  'savedCards.removed': '{card} הוסר מהכרטיסים השמורים.',
  'savedCards.removeFailed': 'לא הצלחנו להסיר את {card}. אפשר לנסות שוב בעוד רגע.',

  'save.label': 'שמירת הכרטיס לתשלומים עתידיים',
  'save.consent': 'ספק התשלומים שלנו שומר את הכרטיס באופן מאובטח לתשלומים הבאים. אפשר להסיר אותו בכל עת.',
  'save.notice': 'הכרטיס יישמר בחשבון לתשלומים עתידיים.',

  'setup.busy': 'שומרים את הכרטיס…',
  'setup.challengeTitle': 'אימות הכרטיס',
  'setup.done': 'הכרטיס נשמר.',

  'stepUp.notice': 'הבנק מבקש לאשר את התשלום הזה. יש לבדוק את הכרטיס שלמטה ולהמשיך.',
  'stepUp.done': 'התשלום אושר.',
} satisfies SavedCardMessages;

export default messages;
