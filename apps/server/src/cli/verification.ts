// The operator's verification desk, through the running server (until a back office exists):
//   npm run verification --workspace @casino/server -- documents                  # documents waiting for review
//   npm run verification --workspace @casino/server -- approve <document id>
//   npm run verification --workspace @casino/server -- reject <document id> <reason the player reads>
//   npm run verification --workspace @casino/server -- checks                     # built-in provider checks waiting, with reviewer links
//   npm run verification --workspace @casino/server -- verify <player id>
//   npm run verification --workspace @casino/server -- refuse <player id> <reason the player reads>
// A document's file: GET /api/operator/documents/<id>/file with the key (the list prints the path).
import { operatorClient, runOperatorCommand } from './operator-client.ts';

type PendingDocument = {
  id: string;
  type: string;
  fileName: string;
  player: string;
  createdAt: string;
  fileUrl: string;
};
type PendingCheck = { playerId: string; player: string; since: string; reviewerUrl: string };

const [command, target, ...words] = process.argv.slice(2);
const reason = words.join(' ');
const usage =
  'Usage: verification documents | approve <document id> | reject <document id> <reason> | checks | verify <player id> | refuse <player id> <reason>';
const valid =
  command === 'documents' ||
  command === 'checks' ||
  ((command === 'approve' || command === 'verify') && target) ||
  ((command === 'reject' || command === 'refuse') && target && reason);
if (!valid) {
  console.error(usage);
  process.exit(2);
}

await runOperatorCommand(async () => {
  const request = await operatorClient();
  const id = encodeURIComponent(target ?? '');
  switch (command) {
    case 'documents': {
      const pending = await request<PendingDocument[]>('GET', '/api/operator/documents');
      if (pending.length === 0) console.log('No documents waiting for review.');
      for (const item of pending)
        console.log(
          `${item.createdAt}  ${item.type}  ${item.fileName}  ${item.player}  ${item.id}\n  ${item.fileUrl}`,
        );
      return;
    }
    case 'checks': {
      const pending = await request<PendingCheck[]>('GET', '/api/operator/verification/checks');
      if (pending.length === 0) console.log('No identity checks waiting for review.');
      for (const item of pending)
        console.log(`${item.since}  ${item.player}  ${item.playerId}\n  ${item.reviewerUrl}`);
      return;
    }
    case 'approve':
    case 'reject': {
      const document = await request<{ id: string; status: number }>(
        'POST',
        `/api/operator/documents/${id}/${command}`,
        {
          ...(reason ? { reason } : {}),
        },
      );
      console.log(`Document ${document.id} ${command === 'approve' ? 'approved' : 'rejected'}.`);
      return;
    }
    default: {
      const verdict = command === 'verify' ? 'approve' : 'reject';
      await request('POST', `/api/operator/verification/checks/${id}/${verdict}`, reason ? { reason } : {});
      console.log(`Player ${target} ${command === 'verify' ? 'verified' : 'refused'}.`);
    }
  }
});
