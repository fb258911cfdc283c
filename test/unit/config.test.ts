/** Settings read from the environment: the choices of WEBHOOK_DISPATCHER and a clear refusal of others. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';

describe('WEBHOOK_DISPATCHER', () => {
  it('is auto when unset or empty', () => {
    expect(loadConfig({}).webhookDispatcher).toBe('auto');
    expect(loadConfig({ WEBHOOK_DISPATCHER: '' }).webhookDispatcher).toBe('auto');
  });

  it('takes inline and thread', () => {
    expect(loadConfig({ WEBHOOK_DISPATCHER: 'inline' }).webhookDispatcher).toBe('inline');
    expect(loadConfig({ WEBHOOK_DISPATCHER: 'thread' }).webhookDispatcher).toBe('thread');
  });

  it('refuses anything else, naming the choices', () => {
    expect(() => loadConfig({ WEBHOOK_DISPATCHER: 'worker' })).toThrow(
      'WEBHOOK_DISPATCHER must be one of auto, inline, thread (got "worker")',
    );
  });
});
