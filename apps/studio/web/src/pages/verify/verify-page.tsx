import { type FormEvent, useState } from 'react';
import { verifyRound } from '../../api/calls.ts';
import { ErrorMessage } from '../../components/error-message.tsx';
import { TextField } from '../../components/fields.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SeedField } from '../../components/seed-field.tsx';
import { gameKindOf, STUDIO_GAMES } from '../../games/catalogue.ts';
import { OutcomeView } from '../../games/outcome-view.tsx';
import { formatMultiplier } from '../../lib/money.ts';
import { useAction } from '../../lib/use-action.ts';
import { useGameInfo } from '../../session/use-game-info.ts';
import { texts } from '../../texts.ts';
import { GameParamFields } from './game-param-fields.tsx';
import { nonceOf, readVerifyQuery, type VerifyForm, verifyParams } from './verify-form.ts';

type Verified = {
  game: string;
  params: Record<string, unknown>;
  serverSeedHash: string;
  outcome: Record<string, unknown>;
  multiplier: number;
};

/** Recomputes any round from its seeds on the server and draws what came out. */
export function VerifyPage() {
  const [form, setForm] = useState<VerifyForm>(() => readVerifyQuery(window.location.search));
  const [verified, setVerified] = useState<Verified | null>(null);
  const action = useAction();
  const kind = gameKindOf(form.game);
  const info = useGameInfo(verified?.game ?? null);
  const update = (change: Partial<VerifyForm>) => setForm((current) => ({ ...current, ...change }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const params = verifyParams(kind, form);
    const body = {
      game: form.game,
      serverSeed: form.serverSeed.trim(),
      clientSeed: form.clientSeed.trim(),
      nonce: nonceOf(form),
      params,
    };
    const result = await action.run(() => verifyRound(body));
    setVerified(result ? { game: form.game, params, ...result } : null);
  };

  const verifiedKind = verified ? gameKindOf(verified.game) : null;
  return (
    <>
      <PageHeader />
      <main className="page page--verify">
        <h1>{texts.verify.title}</h1>
        <div className="verify-layout">
          <form className="panel verify-form" onSubmit={submit}>
            <label className="field">
              <span className="field__label">{texts.verify.game}</span>
              <select value={form.game} onChange={(event) => update({ game: event.target.value })}>
                {STUDIO_GAMES.map((game) => (
                  <option key={game.slug} value={game.slug}>
                    {game.name}
                  </option>
                ))}
              </select>
            </label>
            <TextField
              label={texts.verify.serverSeed}
              value={form.serverSeed}
              spellCheck={false}
              autoComplete="off"
              onChange={(serverSeed) => update({ serverSeed })}
            />
            <TextField
              label={texts.verify.clientSeed}
              value={form.clientSeed}
              spellCheck={false}
              autoComplete="off"
              onChange={(clientSeed) => update({ clientSeed })}
            />
            <TextField
              label={texts.verify.nonce}
              inputMode="numeric"
              value={form.nonce}
              onChange={(nonce) => update({ nonce })}
            />
            <GameParamFields kind={kind} form={form} update={update} />
            <button type="submit" className="button button--primary" disabled={action.busy}>
              {action.busy ? texts.verify.working : texts.verify.submit}
            </button>
            <ErrorMessage
              error={action.error}
              fieldText={(field) => texts.verify.fieldErrors[field.split('.')[0] ?? field]}
            />
          </form>
          <section className="panel verify-result" aria-live="polite">
            {verified && verifiedKind ? (
              <>
                <SeedField label={texts.verify.hash} value={verified.serverSeedHash} />
                <CommitmentCheck commitment={form.commitment} hash={verified.serverSeedHash} />
                <h2>{texts.verify.outcome}</h2>
                <OutcomeView
                  kind={verifiedKind}
                  info={info}
                  params={verified.params}
                  outcome={verified.outcome}
                />
                <p className="verify-result__pays">
                  {texts.verify.multiplier}: <strong>{formatMultiplier(verified.multiplier)}</strong>
                </p>
              </>
            ) : (
              <SchemeExplanation />
            )}
          </section>
        </div>
        {verified && <SchemeExplanation />}
      </main>
    </>
  );
}

function CommitmentCheck({ commitment, hash }: { commitment: string; hash: string }) {
  if (!commitment) return <p className="field__hint">{texts.verify.hashHint}</p>;
  const matches = commitment.trim().toLowerCase() === hash.toLowerCase();
  return (
    <p className={matches ? 'positive' : 'negative'}>
      {matches ? texts.verify.commitmentMatches : texts.verify.commitmentDiffers}
    </p>
  );
}

function SchemeExplanation() {
  return (
    <section className="scheme">
      <h2>{texts.verify.schemeTitle}</h2>
      {texts.verify.scheme.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </section>
  );
}
