import { loadConfig } from '../config';
import { databaseOptionsFrom, openDatabase } from '../db/client';

const config = loadConfig();
const database = await openDatabase(databaseOptionsFrom(config));
await database.migrate();
console.log(`Migrations applied (${database.mode}).`);
await database.close();
