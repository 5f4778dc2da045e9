import { describe, expect, it } from 'vitest';
import { DataVersion } from '../../src/db/data-version';
import { ListenerStates } from '../../src/db/listener-states';
import { versionedCache } from '../../src/db/versioned-cache';

/**
 * How the state of the LISTEN connections gates the caches (no database needed; the
 * connections themselves are tested on PostgreSQL in deaf-listeners.test.ts).
 */
function setup() {
  const version = new DataVersion();
  const states = new ListenerStates(version);
  const logged: string[] = [];
  states.log = {
    warn: (details, message) => logged.push(`warn ${JSON.stringify(details)} ${message}`),
    info: (details, message) => logged.push(`info ${JSON.stringify(details)} ${message}`),
  };
  return { version, states, logged };
}

describe('listener states', () => {
  it('keeps caches off while a listener that guards them is deaf, and only then', () => {
    const { version, states } = setup();
    expect(version.live).toBe(true);
    states.add('changes', { guardsCaches: true });
    states.add('realtime', { guardsCaches: true });
    states.add('socket-adapter', { guardsCaches: false });
    expect(version.live).toBe(false);
    states.listening('changes');
    expect(version.live).toBe(false);
    states.listening('realtime');
    expect(version.live).toBe(true);
    expect(states.snapshot()).toEqual({
      changes: 'listening',
      realtime: 'listening',
      'socket-adapter': 'deaf',
    });

    states.deaf('socket-adapter', 'heartbeat missed');
    expect(version.live).toBe(true);
    states.deaf('realtime', 'connection ended');
    expect(version.live).toBe(false);
    states.listening('realtime');
    expect(version.live).toBe(true);

    states.remove('changes');
    expect(version.live).toBe(false);
    expect(Object.keys(states.snapshot())).toEqual(['realtime', 'socket-adapter']);
  });

  it('drops what was cached when a listener goes deaf, and a read begun meanwhile once it hears', async () => {
    const { version, states } = setup();
    const cache = versionedCache<string>(version);
    states.add('changes', { guardsCaches: true });
    states.listening('changes');
    expect(await cache.get('before', async () => 'old')).toBe('old');
    expect(await cache.get('before', async () => 'new')).toBe('old');

    states.deaf('changes', 'heartbeat missed');
    expect(await cache.get('before', async () => 'new')).toBe('new');

    let finish!: (value: string) => void;
    const reading = cache.get('during', () => new Promise((resolve) => (finish = resolve)));
    states.listening('changes');
    finish('read while deaf');
    expect(await reading).toBe('read while deaf');
    // The change it missed may have landed while that read ran: it must not be kept.
    expect(await cache.get('during', async () => 'read again')).toBe('read again');
    expect(await cache.get('during', async () => 'not read')).toBe('read again');
  });

  it('warns once per deafness, not at every failed reconnection, and tells of the recovery', () => {
    const { states, logged } = setup();
    states.add('changes', { guardsCaches: true });
    states.listening('changes');
    expect(logged).toEqual([]);
    states.deaf('changes', 'heartbeat missed');
    states.deaf('changes', 'connect ECONNREFUSED');
    states.listening('changes');
    states.add('socket-adapter', { guardsCaches: false });
    states.deaf('socket-adapter', 'connect ECONNREFUSED');
    expect(logged).toEqual([
      'warn {"listener":"changes","reason":"heartbeat missed"} database listener deaf: caches off until it hears again',
      'info {"listener":"changes"} database listener hears again',
      'warn {"listener":"socket-adapter","reason":"connect ECONNREFUSED"} database listener deaf: reconnecting',
    ]);
  });
});
