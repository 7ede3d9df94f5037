import type { Messages } from './en.js';

/** Hindi (हिन्दी). */
const messages = {
  'document.title': 'कार्ड का विवरण',

  'label.number': 'कार्ड नंबर',
  'label.expiry': 'समाप्ति तिथि',
  'label.cvc': 'सुरक्षा कोड',
  'label.name': 'कार्ड पर लिखा नाम',
  'label.postalCode': 'पिन कोड',

  'placeholder.number': '1234 1234 1234 1234',
  // Indian card forms keep the MM / YY printed on the card.
  'placeholder.expiry': 'MM / YY',

  'brand.detected': '{brand}',
  'brand.legend': 'कार्ड नेटवर्क चुनें',

  'error.incomplete_number': 'आपका कार्ड नंबर अधूरा है।',
  'error.invalid_number': 'आपका कार्ड नंबर अमान्य है।',
  'error.incomplete_expiry': 'आपके कार्ड की समाप्ति तिथि अधूरी है।',
  'error.invalid_expiry_month': 'आपके कार्ड की समाप्ति का महीना अमान्य है।',
  'error.invalid_expiry_year': 'आपके कार्ड की समाप्ति का वर्ष अमान्य है।',
  'error.invalid_expiry_year_past': 'आपके कार्ड की समाप्ति तिथि बीत चुकी है।',
  'error.incomplete_cvc': 'आपके कार्ड का सुरक्षा कोड अधूरा है।',
  'error.invalid_cvc': 'आपके कार्ड का सुरक्षा कोड अमान्य है।',
  'error.incomplete_name': 'अपने कार्ड पर लिखा नाम दर्ज करें।',
  'error.incomplete_postal_code': 'आपका पिन कोड अधूरा है।',
  'error.invalid_postal_code': 'आपका पिन कोड अमान्य है।',

  'decline.generic_decline': 'आपका कार्ड अस्वीकार कर दिया गया। कोई दूसरा कार्ड आज़माएँ या अपने बैंक से संपर्क करें।',
  'decline.insufficient_funds': 'आपके कार्ड में पर्याप्त राशि नहीं है। कोई दूसरा कार्ड आज़माएँ।',
  'decline.expired_card': 'आपके कार्ड की अवधि समाप्त हो चुकी है। समाप्ति तिथि जाँचें या कोई दूसरा कार्ड इस्तेमाल करें।',
  'decline.incorrect_cvc': 'आपके कार्ड का सुरक्षा कोड गलत है। इसे जाँचें और फिर से कोशिश करें।',
  'decline.invalid_cvc': 'आपके कार्ड का सुरक्षा कोड अमान्य है। इसे जाँचें और फिर से कोशिश करें।',
  'decline.incorrect_number': 'आपका कार्ड नंबर गलत है। इसे जाँचें और फिर से कोशिश करें।',
  'decline.invalid_expiry_month': 'आपके कार्ड की समाप्ति का महीना अमान्य है। इसे जाँचें और फिर से कोशिश करें।',
  'decline.invalid_expiry_year': 'आपके कार्ड की समाप्ति का वर्ष अमान्य है। इसे जाँचें और फिर से कोशिश करें।',
  'decline.authentication_failed': 'हम आपके कार्ड का सत्यापन नहीं कर सके। फिर से कोशिश करें या कोई दूसरा कार्ड इस्तेमाल करें।',

  'hint.cvc': 'सुरक्षा कोड कहाँ है?',
  'hint.cvc.back': '3 अंकों का सुरक्षा कोड आपके कार्ड के पीछे, हस्ताक्षर के पास होता है।',
  'hint.cvc.front': '4 अंकों का सुरक्षा कोड आपके कार्ड के सामने, कार्ड नंबर के ऊपर होता है।',
  'brand.accepted': 'स्वीकार किए जाने वाले कार्ड',
  'state.busy': 'आपका भुगतान प्रोसेस किया जा रहा है…',

  'challenge.title': 'अपने भुगतान की पुष्टि करें',
  'challenge.close': 'प्रमाणीकरण रद्द करें',
  'challenge.frame': 'आपके बैंक का प्रमाणीकरण पेज',
  'challenge.loading': 'आपके बैंक से संपर्क किया जा रहा है…',
  'failure.authenticationCanceled': 'प्रमाणीकरण रद्द कर दिया गया। आप फिर से कोशिश कर सकते हैं।',
  'failure.authenticationUnavailable': 'आपके बैंक का प्रमाणीकरण पेज नहीं दिखाया जा सका। कुछ देर बाद फिर से कोशिश करें।',

  'failure.network': 'भुगतान सेवा से कनेक्ट नहीं हो सका। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  'failure.generic': 'हमारी ओर से कुछ गड़बड़ी हुई। कुछ देर बाद फिर से कोशिश करें।',
} satisfies Messages;

export default messages;
