import { identityRoutes } from '@casino/contracts/links';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '../../../lib/api-context.tsx';
import { useSession } from '../../../lib/session/session-context.tsx';
import { useLocalizePath } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';
import { identityCalls } from '../api/identity-api.ts';
import { LinkFailure, PagePreloader } from './page-preloader.tsx';

/**
 * /verify/<code>: confirms the e-mail address, then opens the profile-confirmed modal (on the profile of
 * a signed-in player, else on the home page); a bad link shows an error state.
 */
export function VerifyEmailPage({ code }: { code: string }) {
  const t = useT('global-components');
  const api = useApi();
  const session = useSession();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    identityCalls
      .confirmEmail(api, code)
      .then(async () => {
        if (session.isLoggedIn) {
          const profile = await api.call(identityRoutes.profile, {}).catch(() => null);
          if (profile) session.updatePlayer(profile.data);
        }
        navigate(`${localize(session.isLoggedIn ? '/profile/info' : '/')}?profile-confirmed=`, {
          replace: true,
        });
      })
      .catch(() => setFailed(true));
  }, [api, code, session, navigate, localize]);
  if (failed) return <LinkFailure title={t('verifyEmail.failedTitle')} text={t('verifyEmail.failedText')} />;
  return <PagePreloader label={t('verifyEmail.confirming')} />;
}
