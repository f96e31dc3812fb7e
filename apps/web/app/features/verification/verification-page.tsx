import type { VerificationStatus } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Icon } from '../../components/ui/icon.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useApi } from '../../lib/api-context.tsx';
import { useT } from '../../lib/use-t.ts';
import { useWalletAccounts } from '../wallet/hooks/use-wallet-accounts.ts';
import { formatDisplayNumber } from '../wallet/lib/display-unit.ts';
import { VERIFICATION_QUERY_KEY, verificationCalls, verificationQueries } from './verification-api.ts';

const LEVEL_PILL: Record<VerificationStatus['level'], string> = {
  none: '',
  pending: 'status-pill--warn',
  verified: 'status-pill--ok',
  rejected: 'status-pill--error',
};

/** How often the level is asked again while a check is open (the provider answers by webhook). */
const POLL_MS = 4000;

/**
 * /profile/verification: the player's level, what it opens, and the provider's check: the built-in
 * provider's hosted page in a frame, or Sumsub's WebSDK when the site uses Sumsub.
 */
export function VerificationPage({ status: loaded, locale }: { status: VerificationStatus; locale: string }) {
  const t = useT('global-components');
  const api = useApi();
  const { unitOf } = useWalletAccounts();
  const { data: status = loaded } = useQuery({
    ...verificationQueries.status(api),
    initialData: loaded,
    refetchInterval: (query) => (query.state.data?.level === 'verified' ? false : POLL_MS),
  });
  const open = status.level !== 'verified' && status.canRetry;
  return (
    <div className="profile-grid">
      <section
        className="profile-card"
        aria-labelledby="verification-level"
        data-testid="verification-status"
      >
        <h2 id="verification-level">{t('profile.verification.title')}</h2>
        <p>
          {t('profile.verification.levelLabel')}{' '}
          <span
            className={`status-pill ${LEVEL_PILL[status.level]}`}
            data-testid="verification-level"
            data-level={status.level}
          >
            {t(`profile.verification.levels.${status.level}`)}
          </span>
        </p>
        <p className="muted">{t(`profile.verification.texts.${status.level}`)}</p>
        {status.level === 'rejected' && status.rejectReason ? (
          <p className="document-item__reason">
            {t('profile.documents.reason', { reason: status.rejectReason })}
          </p>
        ) : null}
        {status.level === 'rejected' && !status.canRetry ? <p>{t('profile.verification.final')}</p> : null}
        <p className="notice notice--info verification-threshold">
          <Icon name="shield" size={18} />
          <span>
            {status.verified
              ? t('profile.verification.withdrawalsOpen')
              : t('profile.verification.threshold', {
                  amount: formatDisplayNumber(
                    status.withdrawalThreshold,
                    unitOf(status.baseCurrency),
                    locale,
                  ),
                  currency: unitOf(status.baseCurrency).code,
                })}
          </span>
        </p>
      </section>
      {open ? (
        <section className="profile-card" aria-labelledby="verification-check">
          <h2 id="verification-check">{t('profile.verification.checkTitle')}</h2>
          <ProviderCheck provider={status.provider} locale={locale} />
        </section>
      ) : null}
    </div>
  );
}

function ProviderCheck({ provider, locale }: { provider: VerificationStatus['provider']; locale: string }) {
  const t = useT('global-components');
  const api = useApi();
  const token = useQuery({
    queryKey: [...VERIFICATION_QUERY_KEY, 'token'],
    queryFn: () => verificationCalls.providerToken(api),
    // A token is good for a while; a new one only when the page opens again.
    staleTime: 20 * 60_000,
    retry: false,
  });
  if (token.isPending) return <Spinner />;
  if (token.isError || !token.data)
    return <p className="error-text">{t('profile.verification.unavailable')}</p>;
  const { data } = token.data;
  if (provider === 'builtin' && data.url)
    return (
      <iframe
        className="verification-frame"
        src={data.url}
        title={t('profile.verification.frameTitle')}
        data-testid="verification-frame"
      />
    );
  return (
    <SumsubWebSdk
      token={data.token}
      locale={locale}
      refresh={async () => (await verificationCalls.providerToken(api)).token}
    />
  );
}

const SUMSUB_SDK_URL = 'https://static.sumsub.com/idensic/static/sns-websdk-builder.js';

type SnsWebSdk = {
  init: (
    token: string,
    refresh: () => Promise<string>,
  ) => {
    withConf: (conf: { lang: string }) => { build: () => { launch: (selector: string) => void } };
  };
};

/** Sumsub's WebSDK, loaded from Sumsub when the site uses Sumsub (the page's CSP allows its origins then). */
function SumsubWebSdk({
  token,
  locale,
  refresh,
}: {
  token: string;
  locale: string;
  refresh: () => Promise<string>;
}) {
  const container = useRef<HTMLDivElement>(null);
  const latestRefresh = useRef(refresh);
  latestRefresh.current = refresh;
  useEffect(() => {
    let cancelled = false;
    const launch = () => {
      const sdk = (window as unknown as { snsWebSdk?: SnsWebSdk }).snsWebSdk;
      if (cancelled || !sdk) return;
      sdk
        .init(token, () => latestRefresh.current())
        .withConf({ lang: locale.slice(0, 2) })
        .build()
        .launch('#sumsub-websdk');
    };
    if ((window as unknown as { snsWebSdk?: SnsWebSdk }).snsWebSdk) launch();
    else {
      const script = document.createElement('script');
      script.src = SUMSUB_SDK_URL;
      script.async = true;
      script.onload = launch;
      document.head.append(script);
    }
    return () => {
      cancelled = true;
    };
  }, [token, locale]);
  return <div id="sumsub-websdk" ref={container} data-testid="sumsub-websdk" />;
}
