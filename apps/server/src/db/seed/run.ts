import { loadConfig } from '../../config';
import { openDatabase } from '../client';
import { demoLoginsText, seedDemoData } from './seed';

/** `npm run seed`: the way to add demo data to a real PostgreSQL database. */
const config = loadConfig();
const database = await openDatabase(config);
try {
  await seedDemoData({ db: database.db });
  console.log(demoLoginsText());
} finally {
  await database.close();
}
