import type { SavedCardMessages } from './en.js';

/** Thai (ไทย). */
const messages = {
  'savedCards.legend': 'ชำระเงินด้วย',
  'savedCards.card': '{brand} ที่ลงท้ายด้วย {last4}',
  'savedCards.expires': 'หมดอายุ {expiry}',
  'savedCards.newCard': 'บัตรใหม่',
  'savedCards.cvc': 'รหัสความปลอดภัยของ {card}',
  'savedCards.remove': 'ลบ',
  'savedCards.removeLabel': 'ลบ {card}',
  'savedCards.removeQuestion': 'ลบ {card} ออกจากบัตรที่บันทึกไว้หรือไม่',
  'savedCards.removeConfirm': 'ลบบัตร',
  'savedCards.removeCancel': 'เก็บบัตรไว้',
  'savedCards.removed': 'ลบ {card} ออกจากบัตรที่บันทึกไว้แล้ว',
  'savedCards.removeFailed': 'ไม่สามารถลบ {card} ได้ โปรดลองอีกครั้งในอีกสักครู่',

  'save.label': 'บันทึกบัตรนี้ไว้สำหรับการชำระเงินครั้งต่อไป',
  'save.consent': 'ผู้ให้บริการชำระเงินของเราจะเก็บบัตรของคุณไว้อย่างปลอดภัยสำหรับการชำระเงินครั้งต่อไป คุณลบบัตรได้ทุกเมื่อ',
  'save.notice': 'บัตรนี้จะถูกบันทึกไว้ในบัญชีของคุณสำหรับการชำระเงินครั้งต่อไป',

  'setup.busy': 'กำลังบันทึกบัตรของคุณ…',
  'setup.challengeTitle': 'ยืนยันบัตรของคุณ',
  'setup.done': 'บันทึกบัตรของคุณแล้ว',

  'stepUp.notice': 'ธนาคารของคุณขอให้ยืนยันการชำระเงินนี้ ตรวจสอบบัตรด้านล่างแล้วดำเนินการต่อ',
  'stepUp.done': 'ยืนยันการชำระเงินของคุณแล้ว',
} satisfies SavedCardMessages;

export default messages;
