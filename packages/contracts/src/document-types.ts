/**
 * Document values pages need without schemas (decision 0019): the kinds, the size limit, the formats.
 */

/** The document kinds a player may upload, each in a section of the documents page (constants: document.type). */
export const DOCUMENT_TYPES = [
  { id: 'passport', section: 'identity' },
  { id: 'id-card', section: 'identity' },
  { id: 'driving-licence', section: 'identity' },
  { id: 'utility-bill', section: 'address' },
  { id: 'bank-statement', section: 'address' },
  { id: 'payment-method', section: 'payment' },
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number]['id'];

/** Sections whose approved document verifies the player's identity (tiered KYC without a provider). */
export const IDENTITY_DOCUMENT_SECTION = 'identity';

/** The largest file a player may upload (bytes); larger ones answer 413. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** The file kinds accepted, by their sniffed MIME type (never by the name the browser gives). */
export const DOCUMENT_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
/** What the file input offers (a hint for the picker; the server sniffs the bytes). */
export const DOCUMENT_ACCEPT = '.jpg,.jpeg,.png,.webp,.pdf,image/jpeg,image/png,image/webp,application/pdf';
