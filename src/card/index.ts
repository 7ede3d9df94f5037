/**
 * `svc-elements/card`: pure card logic (brands, number, security code, expiry) shared by the
 * card element, the frame and the sandbox. No DOM, no I/O, nothing from outside this folder.
 */
export {
  BRANDS,
  CardBrand,
  MAX_CARD_NUMBER_LENGTH,
  SecurityCodeName,
  detectBrand,
  detectBrandCandidates,
  gapsForLength,
  getBrandInfo,
  isCardBrand,
  type BrandInfo,
  type PrefixPattern,
} from './brands.js';
export {
  MIN_UNKNOWN_BRAND_LENGTH,
  formatNumber,
  luhnCheck,
  sanitizeNumber,
  validateCvc,
  validateNumber,
  type CvcValidation,
  type NumberValidation,
} from './number.js';
export { ExpiryReason, MAX_YEARS_AHEAD, validateExpiry, validateExpiryParts, type ExpiryPartsValidation, type ExpiryValidation } from './expiry.js';
