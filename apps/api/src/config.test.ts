import { describe, expect, it } from 'vitest';
import { analyticsRateLimitPerMinute, loadConfig, publicUrlWarning } from './config.js';

const KEY = Buffer.alloc(32, 3).toString('base64');

describe('configuration', () => {
  it('runs one API worker unless told otherwise', () => {
    expect(loadConfig({}).API_WORKERS).toBe(1);
  });

  it('limits analytics to a fifth of the global rate unless told, and keeps events 90 days unless told', () => {
    expect(analyticsRateLimitPerMinute(loadConfig({}))).toBe(120);
    // The browser journeys raise the global limit; the analytics limit follows without a setting of its own.
    expect(analyticsRateLimitPerMinute(loadConfig({ RATE_LIMIT_PER_MINUTE: '100000' }))).toBe(20_000);
    expect(analyticsRateLimitPerMinute(loadConfig({ ANALYTICS_RATE_LIMIT_PER_MINUTE: '30' }))).toBe(30);
    expect(loadConfig({}).ANALYTICS_RETENTION_DAYS).toBe(90);
    expect(loadConfig({ ANALYTICS_RETENTION_DAYS: '30' }).ANALYTICS_RETENTION_DAYS).toBe(30);
    expect(() => loadConfig({ ANALYTICS_RETENTION_DAYS: '0' })).toThrow(/ANALYTICS_RETENTION_DAYS/);
  });

  it('lets the open availability feed be kept 120 s unless told, between 60 and 300 s', () => {
    expect(loadConfig({}).FEED_MAX_AGE_SECONDS).toBe(120);
    expect(loadConfig({ FEED_MAX_AGE_SECONDS: '300' }).FEED_MAX_AGE_SECONDS).toBe(300);
    for (const bad of ['59', '301', '90.5']) {
      expect(() => loadConfig({ FEED_MAX_AGE_SECONDS: bad }), bad).toThrow(/FEED_MAX_AGE_SECONDS/);
    }
  });

  it('allows several workers only over PostgreSQL, since the embedded database has one owner', () => {
    expect(() => loadConfig({ API_WORKERS: '2' })).toThrow(/API_WORKERS: More than one API worker needs DATABASE_URL/);
    const postgres = { DATABASE_URL: 'postgres://db.example/scheduler', ENCRYPTION_KEY: KEY };
    expect(loadConfig({ API_WORKERS: '2', ...postgres }).API_WORKERS).toBe(2);
  });

  it('refuses a real deployment (DATABASE_URL) without a key of its own, and says how to make one', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db.example/scheduler' })).toThrow(
      /ENCRYPTION_KEY: DATABASE_URL is set, so patient data needs a key of your own\. Make one with node -e/,
    );
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example/scheduler', ENCRYPTION_KEYS: `k1:${KEY}` })).toBeTruthy();
  });

  it('trusts no X-Forwarded-For unless told how many proxies are in front, or which', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toEqual({ hops: 2 });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,fd00::/8,::1,loopback' }).TRUST_PROXY).toEqual({
      addresses: ['10.0.0.0/8', '127.0.0.1', 'fd00::/8', '::1', 'loopback'],
    });
  });

  it('refuses TRUST_PROXY=true, which would let a client pick its own address, and says what to set', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: `true` would take any X-Forwarded-For a client writes as its address.*Set the number of proxies/,
    );
  });

  it('names the TRUST_PROXY entries it cannot read', () => {
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33,proxy.internal,127.0.0.1' })).toThrow(
      /TRUST_PROXY: not an address, CIDR range or hop count: "10\.0\.0\.0\/33", "proxy\.internal"\./,
    );
    expect(() => loadConfig({ TRUST_PROXY: '17' })).toThrow(/TRUST_PROXY: at most 16 proxies in front, not 17/);
  });

  it('names the setting it cannot read', () => {
    expect(() => loadConfig({ AVAILABILITY_CACHE_ENTRIES: '-1' })).toThrow(/AVAILABILITY_CACHE_ENTRIES/);
  });

  it('serves the separate metrics port on this machine alone unless told where', () => {
    expect(loadConfig({ METRICS_PORT: '9464' }).METRICS_HOST).toBe('127.0.0.1');
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).METRICS_HOST).toBe('10.0.0.5');
  });

  it("links to the server's own address unless PUBLIC_URL says where patients reach it", () => {
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '8105' }).PUBLIC_URL).toBe('http://localhost:8105');
    const set = { PORT: '8105', PUBLIC_URL: 'https://scheduler.example.com' };
    expect(loadConfig(set).PUBLIC_URL).toBe('https://scheduler.example.com');
  });

  it('warns at start in production, and only there, when PUBLIC_URL is unset', () => {
    const warning = (env: NodeJS.ProcessEnv) => publicUrlWarning(env, loadConfig(env));
    expect(warning({ NODE_ENV: 'production', PORT: '3000' })).toBe(
      'PUBLIC_URL is not set, so links in e-mails and text messages point to http://localhost:3000, which patients ' +
        'cannot open: set PUBLIC_URL to the address they use, e.g. https://scheduler.example.com',
    );
    expect(warning({ NODE_ENV: 'production', PUBLIC_URL: 'https://scheduler.example.com' })).toBeUndefined();
    expect(warning({ PORT: '3000' })).toBeUndefined();
    expect(warning({ NODE_ENV: 'development' })).toBeUndefined();
  });
});
