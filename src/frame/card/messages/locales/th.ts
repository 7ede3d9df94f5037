import type { Messages } from './en.js';

/** Thai (ไทย). */
const messages = {
  // Thai separates sentences with a space and ends them without a full stop.
  'document.title': 'ข้อมูลบัตร',

  'label.number': 'หมายเลขบัตร',
  'label.expiry': 'วันหมดอายุ',
  'label.cvc': 'รหัสความปลอดภัย',
  'label.name': 'ชื่อบนบัตร',
  'label.postalCode': 'รหัสไปรษณีย์',

  'placeholder.number': '1234 1234 1234 1234',
  'placeholder.expiry': 'ดด / ปป',

  'brand.detected': '{brand}',
  'brand.legend': 'เลือกเครือข่ายบัตร',

  'error.incomplete_number': 'หมายเลขบัตรไม่ครบถ้วน',
  'error.invalid_number': 'หมายเลขบัตรไม่ถูกต้อง',
  'error.incomplete_expiry': 'วันหมดอายุของบัตรไม่ครบถ้วน',
  'error.invalid_expiry_month': 'เดือนหมดอายุของบัตรไม่ถูกต้อง',
  'error.invalid_expiry_year': 'ปีหมดอายุของบัตรไม่ถูกต้อง',
  'error.invalid_expiry_year_past': 'วันหมดอายุของบัตรผ่านไปแล้ว',
  'error.incomplete_cvc': 'รหัสความปลอดภัยของบัตรไม่ครบถ้วน',
  'error.invalid_cvc': 'รหัสความปลอดภัยของบัตรไม่ถูกต้อง',
  'error.incomplete_name': 'โปรดกรอกชื่อตามที่ปรากฏบนบัตร',
  'error.incomplete_postal_code': 'รหัสไปรษณีย์ไม่ครบถ้วน',
  'error.invalid_postal_code': 'รหัสไปรษณีย์ไม่ถูกต้อง',

  'decline.generic_decline': 'บัตรของคุณถูกปฏิเสธ โปรดลองใช้บัตรอื่นหรือติดต่อธนาคารของคุณ',
  'decline.insufficient_funds': 'ยอดเงินในบัตรของคุณไม่เพียงพอ โปรดลองใช้บัตรอื่น',
  'decline.expired_card': 'บัตรของคุณหมดอายุแล้ว โปรดตรวจสอบวันหมดอายุหรือใช้บัตรอื่น',
  'decline.incorrect_cvc': 'รหัสความปลอดภัยของบัตรไม่ถูกต้อง โปรดตรวจสอบแล้วลองอีกครั้ง',
  'decline.invalid_cvc': 'รหัสความปลอดภัยของบัตรใช้ไม่ได้ โปรดตรวจสอบแล้วลองอีกครั้ง',
  'decline.incorrect_number': 'หมายเลขบัตรไม่ถูกต้อง โปรดตรวจสอบแล้วลองอีกครั้ง',
  'decline.invalid_expiry_month': 'เดือนหมดอายุของบัตรไม่ถูกต้อง โปรดตรวจสอบแล้วลองอีกครั้ง',
  'decline.invalid_expiry_year': 'ปีหมดอายุของบัตรไม่ถูกต้อง โปรดตรวจสอบแล้วลองอีกครั้ง',
  'decline.authentication_failed': 'เราไม่สามารถยืนยันบัตรของคุณได้ โปรดลองอีกครั้งหรือใช้บัตรอื่น',

  'hint.cvc': 'รหัสความปลอดภัยอยู่ตรงไหน?',
  'hint.cvc.back': 'รหัสความปลอดภัย 3 หลักอยู่ด้านหลังบัตร ข้างช่องลายมือชื่อ',
  'hint.cvc.front': 'รหัสความปลอดภัย 4 หลักอยู่ด้านหน้าบัตร เหนือหมายเลขบัตร',
  'brand.accepted': 'บัตรที่รับชำระ',
  'state.busy': 'กำลังดำเนินการชำระเงิน…',

  'challenge.title': 'ยืนยันการชำระเงิน',
  'challenge.close': 'ยกเลิกการยืนยันตัวตน',
  'challenge.frame': 'หน้ายืนยันตัวตนของธนาคารของคุณ',
  'challenge.loading': 'กำลังติดต่อธนาคารของคุณ…',
  'failure.authenticationCanceled': 'ยกเลิกการยืนยันตัวตนแล้ว คุณสามารถลองอีกครั้งได้',
  'failure.authenticationUnavailable': 'ไม่สามารถแสดงหน้ายืนยันตัวตนของธนาคารได้ โปรดลองอีกครั้งในอีกสักครู่',

  'failure.network': 'ไม่สามารถเชื่อมต่อกับบริการชำระเงินได้ โปรดตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง',
  'failure.generic': 'เกิดข้อผิดพลาดในระบบของเรา โปรดลองอีกครั้งในอีกสักครู่',
} satisfies Messages;

export default messages;
