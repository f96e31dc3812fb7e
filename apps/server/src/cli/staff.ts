// The back office's first owner, through the running server (the operator key; audited as it):
//   npm run staff -- create-owner --email owner@example.com --name "Olive Owner"
// Prints a one-time enrolment link (valid STAFF_INVITE_HOURS): open it, add the TOTP secret to an
// authenticator app, choose a password; then sign in at /backoffice. Owners invite everyone else.
import type { StaffInvite } from '@casino/contracts';
import { operatorClient, runOperatorCommand } from './operator-client.ts';

const [command, ...args] = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index < 0 ? undefined : args[index + 1];
};
const email = option('email');
const name = option('name');
if (command !== 'create-owner' || !email || !name) {
  console.error('Usage: staff create-owner --email <e-mail> --name <name>');
  process.exit(2);
}

await runOperatorCommand(async () => {
  const request = await operatorClient();
  const invite = await request<StaffInvite>('POST', '/api/operator/staff/owners', { email, name });
  console.log(`Owner ${invite.staff.email} invited. Their enrolment link (once, until ${invite.expiresAt}):`);
  console.log(invite.enrolmentUrl);
});
