import {
  type CentrifugeLike,
  RealtimeClient as SharedRealtimeClient,
} from '@casino/contracts/realtime-client';
import { baseChannels } from './channels.ts';

export type {
  CentrifugeLike,
  PublicationHandler,
  RealtimeState,
  SubscriptionLike,
} from '@casino/contracts/realtime-client';
export { toRealtimeState } from '@casino/contracts/realtime-client';

/** The player site's connection: the public channels, and the player's own while signed in. */
export class RealtimeClient extends SharedRealtimeClient {
  constructor(centrifuge: CentrifugeLike) {
    super(centrifuge, baseChannels);
  }
}
