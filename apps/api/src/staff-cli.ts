import { parseArgs } from 'node:util';
import { InviteRequestSchema } from '@hs/contracts/staff-identity';
import { STAFF_ROLES, type StaffGrantInput, type StaffRole } from '@hs/contracts/staff-roles';
import { loadConfig } from '#api/config.js';
import { openStaffAccess } from '#api/staff-access.js';

const USAGE = `Usage: npm run staff -- invite --email <address> --name "<name>" --role <role> [--clinic <id> | --district <n>]

  invite       Prints a single-use invite link (valid 72 hours) with which the person registers a passkey and
               signs in to the staff console at /staff. The first administrator comes from here:
                 npm run staff -- invite --email you@example.com --name "Your Name" --role chain-admin
  --role       ${STAFF_ROLES.join(', ')}
  --clinic     The role holds at this clinic only (its provider id).
  --district   The role holds across this district (its division number).
               Without either, the role holds across the whole chain.`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string' },
    clinic: { type: 'string' },
    district: { type: 'string' },
  },
});
if (positionals.length !== 1 || positionals[0] !== 'invite') fail('Say what to do.');
const email = values.email?.trim();
const name = values.name?.trim();
if (!email || !name) fail('invite needs --email and --name.');
if (!InviteRequestSchema.shape.email.safeParse(email).success) fail(`--email ${email} is not an email address.`);
const role = values.role as StaffRole | undefined;
if (!role || !STAFF_ROLES.includes(role)) fail(`--role must be one of ${STAFF_ROLES.join(', ')}.`);
if (values.clinic && values.district) fail('Say --clinic or --district, not both.');
const grant: StaffGrantInput = values.clinic
  ? { role, scope: 'clinic', scopeId: values.clinic }
  : values.district
    ? { role, scope: 'district', scopeId: values.district }
    : { role, scope: 'chain', scopeId: null };

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

try {
  const access = await openStaffAccess(config);
  try {
    console.log(access.how);
    const invite = await access.invite({ email, name, grant });
    const where = grant.scope === 'chain' ? 'the whole chain' : `${grant.scope} ${grant.scopeId}`;
    console.log(`Invite for ${name} <${email.toLowerCase()}> as ${role} at ${where}:`);
    console.log(`  ${invite.link}`);
    console.log(
      `It works once, until ${invite.expiresAt}. Send it to them only: whoever opens it first gets the account.`,
    );
  } finally {
    await access.close();
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
