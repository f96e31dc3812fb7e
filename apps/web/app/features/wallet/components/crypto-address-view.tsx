import type { DepositResponse, PaymentMethod } from '@casino/contracts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { useT } from '../../../lib/use-t.ts';
import { networkField } from '../lib/method-fields.ts';
import { CopyField } from './copy-button.tsx';
import { PaymentPageLink } from './payment-page-link.tsx';
import { QrImage } from './qr-image.tsx';

type CryptoAddressViewProps = {
  method: PaymentMethod;
  response: DepositResponse;
  network: string;
  currency: string;
  busy: boolean;
  onNetworkChange: (network: string) => void;
};

/** A crypto deposit: the network, a warning, the QR, the address and an optional destination tag. */
export function CryptoAddressView({
  method,
  response,
  network,
  currency,
  busy,
  onNetworkChange,
}: CryptoAddressViewProps) {
  const t = useT('modals');
  const field = networkField(method);
  const networkName = field?.options.find((option) => option.id === network)?.name ?? network;
  return (
    <section className="deposit-result crypto-view" data-testid="wallet-crypto-view" aria-busy={busy}>
      {field && field.options.length > 1 ? (
        <FormField
          as="select"
          label={t('wallet.crypto.network')}
          value={network}
          disabled={busy}
          onChange={(event) => onNetworkChange(event.target.value)}
          data-testid="wallet-crypto-network"
        >
          {field.options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </FormField>
      ) : (
        <p className="crypto-view__network">{t('wallet.crypto.networkFixed', { network: networkName })}</p>
      )}
      <p className="notice notice--warning notice--compact crypto-view__warning" role="note">
        {t('wallet.crypto.warning', { currency, network: networkName })}
      </p>
      <QrImage src={response.qrImage} />
      {response.address ? (
        <CopyField
          label={t('wallet.crypto.address')}
          value={response.address}
          testId="wallet-crypto-address"
        />
      ) : null}
      {response.tag ? (
        <CopyField label={t('wallet.crypto.tag')} value={response.tag} testId="wallet-crypto-tag" />
      ) : null}
      <PaymentPageLink action={response.action} />
    </section>
  );
}
