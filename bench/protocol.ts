/** Messages between the benchmark driver (bench/run.ts) and its server process (bench/server.ts). */
import type { JsonbForm } from './customers.ts';

export interface ServerInfo {
  /** The real service: buildApp on the store, with auth, validation and response schemas. */
  appUrl: string;
  /** A bare Fastify route returning a small JSON object. */
  bareUrl: string;
  /** Hand-written Fastify routes doing the same storage work through the raw driver. */
  rawUrl: string;
  /** The company the benchmark seeds and reads. */
  mainCompanyId: string;
  mainToken: string;
  /** The company POSTs through the API go to (so they do not change the seeded counts). */
  postCompanyId: string;
  postToken: string;
  /** The company the raw INSERT ceiling writes to. */
  rawCompanyId: string;
  /** How the app stores `data` on PostgreSQL ('object' on SQLite, where it is plain text). */
  jsonbForm: JsonbForm;
  /** Database version string. */
  databaseVersion: string;
}

export type ToServer = { type: 'stop' };
export type FromServer = { type: 'ready'; info: ServerInfo } | { type: 'error'; message: string };
