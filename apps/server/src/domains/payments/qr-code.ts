import QRCode from 'qrcode';

/** The QR width of spec section 9, in CSS pixels. */
export const QR_WIDTH = 176;

/** A PNG data URL of the text's QR code, 176 px wide, ready for an <img>. */
export function qrDataUrl(text: string): Promise<string> {
  return QRCode.toDataURL(text, { width: QR_WIDTH, margin: 1, errorCorrectionLevel: 'M' });
}
