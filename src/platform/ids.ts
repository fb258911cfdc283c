import { v7 } from 'uuid';

/** UUIDv7: time-ordered, so new rows land at the right edge of (company_id, id) indexes. */
export const newId = (): string => v7();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID.test(value);

/** RFC 3339 UTC with milliseconds: fixed width, so text order is time order in both databases. */
export const nowIso = (): string => new Date().toISOString();
