/**
 * The dashboard's one-view messages (POST-redirect-GET): a session may hold what the next page it
 * shows must say once, such as the secret of an API key just created. The value is sealed with a
 * key derived from the session's cookie, which the database never holds (docs/dashboard.md).
 */
import type { AnyDb, MigrationFactory } from './types.ts';

export const sessionFlash: MigrationFactory = () => ({
  async up(db: AnyDb) {
    await db.schema.alterTable('sessions').addColumn('flash', 'text').execute();
  },
});
