import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkToken, manualClock, newMember } from './accounts-helpers';
import { expectError, startTestServer, type TestServer } from './helpers';

const MINUTE = 60_000;

describe('a login token ends after the site’s idle time without use (sliding)', () => {
  const clock = manualClock(new Date('2026-06-01T00:00:00.000Z'));
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      now: clock.now,
      sessionIdleMs: 60 * MINUTE,
      tokenTtlMs: 3 * 60 * MINUTE,
    });
  });
  afterAll(() => server.close());

  it('lives on while used, ends an idle hour after the last use, and never past its lifetime', async () => {
    const idle = await newMember(server);
    clock.advance(61 * MINUTE);
    expectError(await checkToken(server, idle.token), 401, 'TOKEN_INVALID');

    const busy = await newMember(server);
    // Used every 50 minutes: each use moves the end an hour past it.
    for (let i = 0; i < 3; i++) {
      clock.advance(50 * MINUTE);
      expect((await checkToken(server, busy.token)).status).toBe(200);
    }
    // 150 minutes in; the lifetime (3 h) ends at 180 whatever the use.
    clock.advance(29 * MINUTE);
    expect((await checkToken(server, busy.token)).status).toBe(200);
    clock.advance(2 * MINUTE);
    expectError(await checkToken(server, busy.token), 401, 'TOKEN_INVALID');
  });
});
