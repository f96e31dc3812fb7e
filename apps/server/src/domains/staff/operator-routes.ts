import { inviteStaffRequestSchema } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../plugins/errors.ts';
import { audited } from '../audit/audited.ts';
import { inviteStaff } from './invites.ts';
import { newEncryptedTotpSecret } from './totp.ts';

/** POST /api/operator/staff/owners: name and e-mail; `npm run staff -- create-owner` sends them. */
export const ownerRequestSchema = inviteStaffRequestSchema.pick({ email: true, name: true });

/**
 * The bootstrap: the holder of OPERATOR_KEY (the server's machine) makes an owner, who gets an
 * enrolment link; from there owners invite everyone else. It is also the way back in when every
 * owner lost their authenticator. Audited as the bootstrap key.
 */
export async function staffOperatorRoutes(app: FastifyInstance) {
  app.post('/api/operator/staff/owners', { preHandler: app.requireBootstrapKey }, async (request, reply) => {
    const input = parseInput(ownerRequestSchema, request.body);
    const inviteOptions = {
      publicUrl: app.env.PUBLIC_URL,
      inviteHours: app.env.STAFF_INVITE_HOURS,
      totpSecretEncrypted: await newEncryptedTotpSecret(app.db),
    };
    const invite = await audited(app.db, request, (tx) =>
      inviteStaff(tx, 'owner', { ...input, role: 'owner' }, inviteOptions),
    );
    return reply.status(201).send({ data: invite });
  });
}
