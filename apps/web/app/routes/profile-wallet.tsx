import { loadWalletPage } from '../features/wallet/history/page-data.ts';
import { WalletPage } from '../features/wallet/history/wallet-page.tsx';
import { loadForPlayer } from '../lib/session/server.ts';
import type { Route } from './+types/profile-wallet';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadForPlayer(request, context, params.lang, loadWalletPage);
}

export { skipQueryOnlyChanges as shouldRevalidate } from '../lib/revalidation.ts';

export default function ProfileWalletPage({ loaderData }: Route.ComponentProps) {
  return <WalletPage accounts={loaderData.accounts} currencies={loaderData.currencies} />;
}
