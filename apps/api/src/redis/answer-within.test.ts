import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { answerWithin } from './answer-within.js';

/** Keeps this process busy, as a long synchronous task would: no timer or socket is served meanwhile. */
function busyFor(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // spinning
  }
}

describe('a command answer awaited within a time', () => {
  it('is given when it comes in time', async () => {
    await expect(answerWithin(Promise.resolve('PONG'), 50)).resolves.toBe('PONG');
  });

  it('gives up when nothing comes', async () => {
    await expect(answerWithin(new Promise(() => {}), 20)).rejects.toThrow('did not answer within 20 ms');
  });

  it('passes on the failure of the command itself', async () => {
    await expect(answerWithin(Promise.reject(new Error('NOSCRIPT')), 50)).rejects.toThrow('NOSCRIPT');
  });

  it('reads an answer that arrived while this process was busy past the time, instead of giving up', async () => {
    // Another process answers at once (cat echoes its input), while this one is busy in an I/O callback, as it is
    // when a long query of the embedded database returns, until long after the time has passed.
    const echo = spawn('cat', [], { stdio: ['pipe', 'pipe', 'ignore'] });
    try {
      const awaited = new Promise<{ within: Promise<string> }>((started) => {
        echo.stdout.once('data', () => {
          const answer = new Promise<string>((resolve) => echo.stdout.once('data', (chunk) => resolve(String(chunk))));
          echo.stdin.write('PONG');
          started({ within: answerWithin(answer, 20) });
          busyFor(200);
        });
        echo.stdin.write('go');
      });
      await expect((await awaited).within).resolves.toBe('PONG');
    } finally {
      echo.kill();
    }
  });
});
