// npm run create-admin -- <email> <password>: creates a confirmed admin or promotes an account.
import { emailSchema, passwordSchema } from '@fitcover/contract/common/fields';
import { createAdmin } from '../seed/factories.ts';
import { withCliContext } from './cli-context.ts';

const [emailArg, passwordArg] = process.argv.slice(2);
const email = emailSchema.safeParse(emailArg ?? '');
const password = passwordSchema.safeParse(passwordArg ?? '');
if (!email.success || !password.success) {
  console.error('Uso: npm run create-admin -- <email> <contraseña (mínimo 8 caracteres)>');
  process.exit(1);
}

await withCliContext(async (ctx) => {
  const admin = await createAdmin(ctx, email.data, password.data);
  console.log(`Administrador listo: ${admin.email}`);
});
