import { ConfigError, loadConfig } from './config/config';
import { openDatabase } from './db/client';

/** Starts the product: config, database (migrated), demo data on a fresh embedded database. */
async function main() {
  const config = loadConfig();
  // The app's modules load while the database opens: PGlite reads and compiles its WebAssembly
  // off the main thread meanwhile, and this overlap shortens the start (npm run bench:start).
  const [database, { buildApp }, { demoLoginsText, seedIfEmpty }] = await Promise.all([
    openDatabase(config),
    import('./app'),
    import('./seed/seed'),
  ]);
  const app = await buildApp({ config, database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await database.close();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // Only the embedded database seeds itself; a real one is seeded on purpose (`npm run seed`).
  // A new one compiled by the build comes seeded already (db/pglite-template.ts).
  const seeded =
    database.kind === 'pglite' && (database.fromTemplate || (await seedIfEmpty(app.ctx)));
  await app.listen({ port: config.port, host: config.host });
  console.log(`\nCapstone is running at ${config.publicUrl} (database: ${database.kind})`);
  if (seeded) console.log(`${demoLoginsText()}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Capstone failed to start:', error);
  }
  process.exit(1);
});
