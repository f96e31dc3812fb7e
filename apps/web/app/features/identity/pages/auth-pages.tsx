import type { LoginResult } from '@casino/contracts';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useApi } from '../../../lib/api-context.tsx';
import { useSession } from '../../../lib/session/session-context.tsx';
import { useLocalizePath } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { identityCalls } from '../api/identity-api.ts';
import { type TwoFactorResult, TwoFactorStep, twoFactorChallengeOf } from '../components/two-factor-step.tsx';
import { localBackRoute } from '../lib/social.ts';
import { LinkFailure, PagePreloader } from './page-preloader.tsx';

/**
 * Runs a sign-in once the page is in the browser, keeps the full-page preloader up until it is done,
 * then stores the session and goes on; a failure shows an error state with a link home.
 */
function useSignInOnce<T extends LoginResult>(
  signIn: () => Promise<T>,
  target: (result: T | TwoFactorResult) => string,
) {
  const session = useSession();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const [challenge, setChallenge] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    signIn()
      .then((result) => {
        session.signIn(result);
        navigate(target(result), { replace: true });
      })
      .catch((error: unknown) => {
        // An account with 2FA on: the page asks for the code (decision 0022).
        const asked = twoFactorChallengeOf(error);
        if (asked) setChallenge(asked);
        else setFailed(true);
      });
  }, [signIn, target, session, navigate]);
  const finish = (result: TwoFactorResult) => {
    session.signIn(result);
    navigate(target(result), { replace: true });
  };
  return { failed, challenge, finish };
}

function SecondStepPage({
  challenge,
  onDone,
}: {
  challenge: string;
  onDone: (result: TwoFactorResult) => void;
}) {
  const t = useT('modals');
  return (
    <section className="auth-page two-factor-page">
      <h1>{t('twoFactor.title')}</h1>
      <TwoFactorStep challenge={challenge} onDone={onDone} />
    </section>
  );
}

export function AutologinPage() {
  const t = useT('global-components');
  const api = useApi();
  const localize = useLocalizePath();
  const [searchParams] = useSearchParams();
  const state = searchParams.get('state') ?? '';
  const signing = useSignInOnce(
    () => (state ? identityCalls.exchangeToken(api, state) : Promise.reject(new Error('No state'))),
    () => localBackRoute(searchParams.get('backRoute')) ?? localize('/'),
  );
  if (signing.challenge) return <SecondStepPage challenge={signing.challenge} onDone={signing.finish} />;
  if (signing.failed) return <LinkFailure title={t('auth.failedTitle')} text={t('auth.failedText')} />;
  return <PagePreloader label={t('auth.signingIn')} />;
}

export function SocialCallbackPage({ connection }: { connection: string }) {
  const t = useT('global-components');
  const api = useApi();
  const localize = useLocalizePath();
  const [searchParams] = useSearchParams();
  const signing = useSignInOnce(
    () => identityCalls.socialSignIn(api, connection, Object.fromEntries(searchParams.entries())),
    (result) => localBackRoute(result.backRoute ?? null) ?? localize('/'),
  );
  if (signing.challenge) return <SecondStepPage challenge={signing.challenge} onDone={signing.finish} />;
  if (signing.failed) return <LinkFailure title={t('auth.failedTitle')} text={t('auth.failedText')} />;
  return <PagePreloader label={t('auth.signingIn')} />;
}
