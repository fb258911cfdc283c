// Opens (and so migrates) the store at DATABASE_URL, then closes it: one "instance starting".
import { RESOURCES } from '../../src/resources/index.ts';
import { openStore } from '../../src/storage/open.ts';

const store = await openStore(process.env.DATABASE_URL ?? '', { resources: RESOURCES });
await store.close();
