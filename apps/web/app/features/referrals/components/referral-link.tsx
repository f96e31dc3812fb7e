import { useState } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';
import { REFERRAL_PARAM } from '../../../lib/referral-code.ts';
import { useSiteData } from '../../../lib/site-data.ts';
import { useT } from '../../../lib/use-t.ts';

/** The link to share, `<site>/?ref=<code>`, with a button that copies it. */
export function ReferralLink({ code }: { code: string | null }) {
  const t = useT('layout');
  const { publicUrl } = useSiteData();
  const [copied, setCopied] = useState(false);
  if (!code) return null;
  const link = `${publicUrl.replace(/\/+$/, '')}/?${REFERRAL_PARAM}=${encodeURIComponent(code)}`;
  const copy = () =>
    navigator.clipboard
      ?.writeText(link)
      .then(() => setCopied(true))
      .catch(() => setCopied(false));
  return (
    <div className="referral-link">
      <label className="referral-link__label" htmlFor="referral-link">
        {t('profileReferral.linkLabel')}
      </label>
      <div className="referral-link__row">
        <input
          id="referral-link"
          className="field__control referral-link__input"
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          data-testid="referral-link"
        />
        <button
          type="button"
          className="button button--primary"
          onClick={copy}
          data-testid="referral-link-copy"
        >
          <Icon name={copied ? 'check' : 'copy'} size={18} />
          {copied ? t('profileReferral.copied') : t('profileReferral.copy')}
        </button>
      </div>
      <p className="muted referral-link__code">
        {t('profileReferral.code')} <code data-testid="referral-code">{code}</code>
      </p>
      <span className="visually-hidden" role="status">
        {copied ? t('profileReferral.copied') : ''}
      </span>
    </div>
  );
}
