import { useT } from '../../../lib/use-t.ts';

/** The QR size of spec section 9. */
export const QR_SIZE = 176;

/** The payment QR code as the server drew it (a PNG data URL); nothing for anything else. */
export function QrImage({ src }: { src: string | null | undefined }) {
  const t = useT('modals');
  if (!src?.startsWith('data:image')) return null;
  return (
    <img
      className="qr-image"
      src={src}
      width={QR_SIZE}
      height={QR_SIZE}
      alt={t('wallet.qr.alt')}
      data-testid="wallet-qr-image"
    />
  );
}
