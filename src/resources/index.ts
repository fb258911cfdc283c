/** The registry: every resource the service serves, in the order the OpenAPI document lists them. */
import { accounts } from './account.ts';
import { customers } from './customer.ts';
import type { Resource } from './define.ts';

export const RESOURCES: readonly Resource[] = [customers, accounts] as unknown as readonly Resource[];

export function resourceByName(name: string): Resource | undefined {
  return RESOURCES.find((r) => r.name === name);
}
