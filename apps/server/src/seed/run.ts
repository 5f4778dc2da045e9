import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import { openDatabase } from '../db/client';
import { demoLoginsText, seedDemoData } from './seed';

/** `npm run seed`: the way to add demo data to a real PostgreSQL database. */
const config = loadConfig();
const database = await openDatabase(config);
// The app's context, so the seed walks the same services as the API (nothing listens).
const app = await buildApp({ config, database, logger: false });
try {
  await seedDemoData(app.ctx);
  console.log(demoLoginsText());
} finally {
  await app.close();
  await database.close();
}
