// npm run seed:demo: loads the demo data into an empty database (embedded or PostgreSQL).
import { seedDemoIfEmpty } from '../seed/demo.ts';
import { withCliContext } from './cli-context.ts';

await withCliContext(async (ctx) => {
  const seeded = await seedDemoIfEmpty(ctx);
  console.log(
    seeded
      ? 'Datos de demostración creados.'
      : 'La base de datos ya tiene usuarios: no se han creado datos de demostración.',
  );
});
