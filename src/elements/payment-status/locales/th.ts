import type { StatusMessages } from '../messages.js';

const messages = {
  // Thai separates sentences with a space and ends them without a full stop.
  loading: 'กำลังตรวจสอบการชำระเงิน…',
  completed: 'ชำระเงินเรียบร้อยแล้ว',
  processing: 'ธนาคารของคุณยังคงดำเนินการชำระเงินอยู่…',
  processingTimedOut: 'ธนาคารของคุณยังคงดำเนินการชำระเงินอยู่ คุณจะได้รับการยืนยันเมื่อเสร็จสิ้น และสามารถปิดหน้านี้ได้',
  failed: 'การชำระเงินไม่สำเร็จ',
  failedBecause: 'การชำระเงินไม่สำเร็จ: {reason}',
  notCompleted: 'การชำระเงินไม่เสร็จสมบูรณ์',
  requiresAction: 'การยืนยันตัวตนกับธนาคารของคุณยังไม่เสร็จสิ้น จึงยังไม่มีการเรียกเก็บเงิน',
  canceled: 'การชำระเงินถูกยกเลิก',
  tryAgain: 'คุณสามารถลองอีกครั้งได้',
  unreadable: 'ไม่สามารถโหลดข้อมูลการชำระเงินนี้ได้',
  amount: 'จำนวนเงิน: {amount}',
  'reason.authentication_failed': 'ธนาคารของคุณไม่สามารถยืนยันได้ว่าเป็นคุณ',
  'reason.generic_decline': 'บัตรของคุณถูกปฏิเสธ',
  'reason.card_declined': 'บัตรของคุณถูกปฏิเสธ',
  'reason.insufficient_funds': 'ยอดเงินในบัตรของคุณไม่เพียงพอ',
  'reason.expired_card': 'บัตรของคุณหมดอายุแล้ว',
  'reason.incorrect_cvc': 'รหัสความปลอดภัยของบัตรไม่ถูกต้อง',
  setupLoading: 'กำลังตรวจสอบบัตรของคุณ…',
  setupUnreadable: 'ไม่สามารถตรวจสอบได้ว่าบัตรของคุณถูกบันทึกแล้วหรือไม่',
  setupSucceeded: 'บันทึกบัตร {brand} ที่ลงท้ายด้วย {last4} แล้ว',
  setupFailed: 'ไม่ได้บันทึกบัตรของคุณ',
  setupFailedBecause: 'ไม่ได้บันทึกบัตรของคุณ: {reason}',
  setupRequiresAction: 'การยืนยันตัวตนกับธนาคารของคุณยังไม่เสร็จสิ้น จึงยังไม่ได้บันทึกบัตรของคุณ',
} satisfies StatusMessages;

export default messages;
