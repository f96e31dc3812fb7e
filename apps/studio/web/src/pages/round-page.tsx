import type { StudioRound } from '@casino/contracts/studio';
import { useEffect, useState } from 'react';
import { fetchRound } from '../api/calls.ts';
import { ErrorMessage } from '../components/error-message.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { RoundDetails } from '../components/round-details.tsx';
import { texts } from '../texts.ts';
import { Notice } from './game-page.tsx';

/** The public recall of one round, as linked from the player's history. */
export function RoundPage({ roundId }: { roundId: string }) {
  const [round, setRound] = useState<StudioRound | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    let live = true;
    fetchRound(roundId).then(
      (loaded) => live && setRound(loaded),
      (failed: unknown) => live && setError(failed),
    );
    return () => {
      live = false;
    };
  }, [roundId]);

  if (error) {
    return (
      <Notice>
        <ErrorMessage error={error} />
      </Notice>
    );
  }
  if (!round) return <Notice>{texts.loading}</Notice>;
  return (
    <>
      <PageHeader />
      <main className="page page--round">
        <RoundDetails round={round} />
      </main>
    </>
  );
}
