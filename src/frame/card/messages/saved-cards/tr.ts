import type { SavedCardMessages } from './en.js';

/** Turkish (Türkçe). */
const messages = {
  'savedCards.legend': 'Ödeme yöntemi',
  'savedCards.card': 'Son dört hanesi {last4} olan {brand}',
  'savedCards.expires': 'Son kullanma {expiry}',
  'savedCards.newCard': 'Yeni kart',
  'savedCards.cvc': '{card} kartının güvenlik kodu',
  'savedCards.remove': 'Kaldır',
  'savedCards.removeLabel': '{card} kartını kaldır',
  'savedCards.removeQuestion': '{card} kartı kayıtlı kartlarınızdan kaldırılsın mı?',
  'savedCards.removeConfirm': 'Kartı kaldır',
  'savedCards.removeCancel': 'Kartı sakla',
  'savedCards.removed': '{card} kartı kayıtlı kartlarınızdan kaldırıldı.',
  'savedCards.removeFailed': '{card} kartı kaldırılamadı. Birazdan tekrar deneyin.',

  'save.label': 'Bu kartı sonraki ödemeler için kaydet',
  'save.consent':
    'Kartınız, sonraki ödemeleriniz için ödeme sağlayıcımız tarafından güvenli bir şekilde saklanır. Kartı istediğiniz zaman kaldırabilirsiniz.',
  'save.notice': 'Bu kart sonraki ödemeler için hesabınıza kaydedilecek.',

  'setup.busy': 'Kartınız kaydediliyor…',
  'setup.challengeTitle': 'Kartınızı doğrulayın',
  'setup.done': 'Kartınız kaydedildi.',

  'stepUp.notice': 'Bankanız bu ödemeyi onaylamanızı istiyor. Aşağıdaki kartı kontrol edip devam edin.',
  'stepUp.done': 'Ödemeniz onaylandı.',
} satisfies SavedCardMessages;

export default messages;
