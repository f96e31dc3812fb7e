import type { PaymentMethod, WalletAccount } from '@casino/contracts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/use-t.ts';
import { useDepositBonuses } from '../../bonuses/deposit.ts';
import { type DepositView, useDepositFlow } from '../hooks/use-deposit-flow.ts';
import { useDepositSession } from '../lib/deposit-session.ts';
import type { DisplayUnit } from '../lib/display-unit.ts';
import { formatMoney } from '../lib/display-unit.ts';
import { AwaitInvoiceView } from './await-invoice-view.tsx';
import { CryptoAddressView } from './crypto-address-view.tsx';
import { DepositForm } from './deposit-form.tsx';
import { DepositLimitPanel } from './deposit-limit-panel.tsx';
import { DepositLimitPrompt } from './deposit-limit-prompt.tsx';
import { IframeView } from './iframe-view.tsx';
import { LimitedDepositNotice } from './limited-deposit-notice.tsx';
import { MessageView } from './message-view.tsx';
import { MethodList } from './method-list.tsx';
import { QrView } from './qr-view.tsx';
import { WalletBody, type WalletStep } from './wallet-body.tsx';

type DepositPanelProps = {
  methods: PaymentMethod[] | undefined;
  methodsPending: boolean;
  method: PaymentMethod | undefined;
  account: WalletAccount;
  unit: DisplayUnit;
  locale: string;
  country: string | null;
  step: WalletStep;
  onSelect: (method: PaymentMethod) => void;
  onBack: () => void;
};

/** The deposit tab: methods and form, then the view of the method's processing type. */
export function DepositPanel(props: DepositPanelProps) {
  const { method, account, unit, locale, country } = props;
  const t = useT('modals');
  const flow = useDepositFlow({ account, unit, country });
  const bonuses = useDepositBonuses(account.currency);
  const view = flow.view;
  if (view?.kind === 'limited') return <LimitedDepositNotice />;
  if (view?.kind === 'limit') return <DepositLimitPanel onSmaller={flow.reset} />;

  const lastInput = flow.mutation.variables?.input;
  const amountLabel = lastInput ? formatMoney(Number(lastInput.amount), unit, locale) : '';
  const form = !method ? null : view ? (
    <DepositResultView
      view={view}
      method={method}
      currency={account.currency}
      amountLabel={amountLabel}
      busy={flow.mutation.isPending}
      onNetworkChange={(network) => lastInput && flow.changeNetwork(method, lastInput, network)}
      onBack={flow.reset}
    />
  ) : !bonuses.isSettled ? (
    <Spinner label={t('wallet.bonus.loading')} />
  ) : (
    <DepositForm
      key={`${method.method}:${account.currency}`}
      method={method}
      unit={unit}
      locale={locale}
      busy={flow.mutation.isPending}
      bonuses={bonuses}
      onSubmit={(input, applyFieldErrors) => flow.submit({ method, input, applyFieldErrors })}
    />
  );
  return (
    <WalletBody
      step={props.step}
      onBack={() => {
        flow.reset();
        props.onBack();
      }}
      methods={
        <>
          <DepositLimitPrompt />
          <MethodList
            methods={props.methods}
            isPending={props.methodsPending}
            selected={method?.method ?? null}
            unit={unit}
            locale={locale}
            onSelect={(next) => {
              if (next.method !== method?.method) flow.reset();
              props.onSelect(next);
            }}
          />
        </>
      }
      form={form}
    />
  );
}

type ResultViewProps = {
  view: DepositView;
  method: PaymentMethod;
  currency: string;
  amountLabel: string;
  busy: boolean;
  onNetworkChange: (network: string) => void;
  onBack: () => void;
};

function DepositResultView({
  view,
  method,
  currency,
  amountLabel,
  busy,
  onNetworkChange,
  onBack,
}: ResultViewProps) {
  const t = useT('modals');
  const { pending } = useDepositSession();
  return (
    <div className="deposit-result-frame">
      {view.kind === 'iframe' ? <IframeView action={view.action} /> : null}
      {view.kind === 'await' ? <AwaitInvoiceView action={pending?.action} /> : null}
      {view.kind === 'qr' ? <QrView response={view.response} amountLabel={amountLabel} /> : null}
      {view.kind === 'message' ? <MessageView response={view.response} /> : null}
      {view.kind === 'crypto' ? (
        <CryptoAddressView
          method={method}
          response={view.response}
          network={view.network}
          currency={currency}
          busy={busy}
          onNetworkChange={onNetworkChange}
        />
      ) : null}
      <button
        type="button"
        className="button button--ghost button--block"
        onClick={onBack}
        data-testid="wallet-new-deposit"
      >
        {t('wallet.deposit.another')}
      </button>
    </div>
  );
}
