import type { StudioRevealedSeeds, StudioRound } from '@casino/contracts/studio';
import { type FormEvent, useEffect, useState } from 'react';
import { fetchRound, fetchSeeds, rotateSeeds } from '../api/calls.ts';
import { useAction } from '../lib/use-action.ts';
import { verifyHref } from '../routes.ts';
import { useStudio } from '../session/studio-context.tsx';
import { texts } from '../texts.ts';
import { ErrorMessage } from './error-message.tsx';
import { Modal } from './modal.tsx';
import { RoundDetails } from './round-details.tsx';
import { RoundsList } from './rounds-list.tsx';
import { SeedField } from './seed-field.tsx';

/** Seeds, rotation and the player's rounds; a round opens its recall in place. */
export function FairnessPanel({ onClose }: { onClose: () => void }) {
  const [openRound, setOpenRound] = useState<StudioRound | null>(null);
  return (
    <Modal title={texts.fairness.title} onClose={onClose}>
      {openRound ? (
        <div className="fairness__recall">
          <button type="button" className="button button--ghost" onClick={() => setOpenRound(null)}>
            ← {texts.back}
          </button>
          <FreshRound shown={openRound} />
        </div>
      ) : (
        <>
          <SeedsSection />
          <section className="fairness__section">
            <h3>{texts.fairness.rounds}</h3>
            <RoundsList onOpen={setOpenRound} />
          </section>
        </>
      )}
    </Modal>
  );
}

function SeedsSection() {
  const { token, seeds, setSeeds, session, roundsChanged } = useStudio();
  const [previous, setPrevious] = useState<StudioRevealedSeeds | null>(null);
  const [clientSeed, setClientSeed] = useState(seeds.clientSeed);
  const rotation = useAction();

  useEffect(() => {
    let live = true;
    fetchSeeds(token)
      .then((state) => {
        if (!live) return;
        setSeeds(state.current);
        setPrevious(state.previous);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [token, setSeeds]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const rotated = await rotation.run(() => rotateSeeds(token, clientSeed.trim()));
    if (!rotated) return;
    setSeeds(rotated.current);
    setPrevious(rotated.revealed);
    roundsChanged();
    setClientSeed(rotated.current.clientSeed);
  };

  return (
    <section className="fairness__section">
      <p className="muted">{texts.fairness.intro}</p>
      <SeedField label={texts.fairness.serverSeedHash} value={seeds.serverSeedHash} />
      <form className="seed-form" onSubmit={submit}>
        <label htmlFor="client-seed">{texts.fairness.clientSeed}</label>
        <div className="seed-form__row">
          <input
            id="client-seed"
            value={clientSeed}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setClientSeed(event.target.value)}
          />
          <button type="submit" className="button" disabled={rotation.busy || clientSeed.trim() === ''}>
            {rotation.busy ? texts.fairness.changing : texts.fairness.change}
          </button>
        </div>
        <p className="field__hint">{texts.fairness.rotateHint}</p>
        <ErrorMessage error={rotation.error} />
      </form>
      <SeedField label={texts.fairness.nonce} value={String(seeds.nonce)} />
      {previous && (
        <div className="fairness__previous">
          <h3>{texts.fairness.previous}</h3>
          <SeedField label={texts.fairness.serverSeed} value={previous.serverSeed} />
          <SeedField label={texts.fairness.serverSeedHash} value={previous.serverSeedHash} />
          <SeedField label={texts.fairness.clientSeed} value={previous.clientSeed} />
          <SeedField label={texts.fairness.roundsPlayed} value={String(previous.nonce)} />
          <a
            className="link"
            target="_blank"
            rel="noreferrer"
            href={verifyHref({
              game: session.game.slug,
              serverSeed: previous.serverSeed,
              serverSeedHash: previous.serverSeedHash,
              clientSeed: previous.clientSeed,
              nonce: Math.max(0, previous.nonce - 1),
            })}
          >
            {texts.fairness.verify}
          </a>
        </div>
      )}
    </section>
  );
}

/** A round from the list, reloaded: its server seed may have been revealed since the list was read. */
function FreshRound({ shown }: { shown: StudioRound }) {
  const [round, setRound] = useState(shown);
  useEffect(() => {
    let live = true;
    fetchRound(shown.id)
      .then((loaded) => {
        if (live) setRound(loaded);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [shown.id]);
  return <RoundDetails round={round} linkTarget="_blank" />;
}
