import type { Channel } from './outbox.repository.js';
import { retryDelayMs } from './retry-delay.js';

export interface ChannelAlarmEvents {
  /** The channel's configuration was refused after working (or at its first try): once per outage. */
  raised(channel: Channel, code: string): void;
  /** A message went through again after an outage. */
  cleared(channel: Channel, failingForMs: number): void;
}

interface Outage {
  since: number;
  /** Failed probes so far, the first failure counting as one. */
  failures: number;
  probeAt: number;
}

/**
 * What this process knows of each channel's configuration. Once the provider refuses our credentials or settings,
 * every message would fail alike, so instead of sending each one to be refused (a login storm that can get the
 * account locked), the channel waits, then sends one message as a probe, with the messages' own backoff between
 * probes (capped at an hour). A probe that goes through, or any answer that is about a recipient, ends the outage.
 */
export function channelAlarm(options: { retrySeconds: number; random?: () => number }, events: ChannelAlarmEvents) {
  const outages = new Map<Channel, Outage>();

  return {
    /** How many messages of the channel to take now: all it can, one probe, or none while it waits. */
    allowance(channel: Channel, now: Date, batchSize: number): number {
      const outage = outages.get(channel);
      if (!outage) return batchSize;
      return now.getTime() >= outage.probeAt ? 1 : 0;
    },

    /** Notes a configuration failure; resolves to when the failed message is due again (the next probe). */
    failed(channel: Channel, code: string, now: Date): Date {
      const at = now.getTime();
      let outage = outages.get(channel);
      if (!outage) {
        outage = { since: at, failures: 0, probeAt: at };
        outages.set(channel, outage);
        events.raised(channel, code);
      }
      // Messages of one batch fail together; only a failure after the probe time moves the next probe further.
      if (at >= outage.probeAt) {
        outage.failures += 1;
        outage.probeAt = at + retryDelayMs(outage.failures, options.retrySeconds, options.random);
      }
      return new Date(outage.probeAt);
    },

    /** Notes that the channel's configuration was accepted. */
    worked(channel: Channel, now: Date): void {
      const outage = outages.get(channel);
      if (!outage) return;
      outages.delete(channel);
      events.cleared(channel, now.getTime() - outage.since);
    },
  };
}
