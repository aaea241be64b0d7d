import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('config', () => {
  it('has working defaults', () => {
    const config = loadConfig({ INIT_CWD: '/srv/store' });
    expect(config).toMatchObject({
      port: 3000,
      database: { dataDir: '/srv/store/data' },
      seedDemoData: true,
    });
  });

  it('uses a PostgreSQL server when DATABASE_URL is set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/store' }).database).toEqual({
      databaseUrl: 'postgres://u@db:5432/store',
    });
  });

  it('names every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const text = (error as Error).message;
      for (const key of ['PORT', 'DATABASE_URL', 'LOG_LEVEL']) expect(text).toContain(key);
    }
  });

  it('serves metrics nowhere unless METRICS_TOKEN or METRICS_PORT is set (docs/decisions/0051)', () => {
    expect(loadConfig({}).metrics).toEqual({ token: null, port: null, host: '127.0.0.1' });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_TOKEN: 'x'.repeat(24) }).metrics).toEqual({
      token: 'x'.repeat(24),
      port: 9464,
      host: '127.0.0.1',
    });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 24/);
    expect(() => loadConfig({ METRICS_PORT: 'ninety' })).toThrow(ConfigError);
    expect(loadConfig({}).shutdown).toEqual({ readyGraceMs: 0, timeoutMs: 20_000 });
  });

  it('traces nothing unless OTEL_EXPORTER_OTLP_ENDPOINT is set (docs/decisions/0078)', () => {
    expect(loadConfig({}).tracing).toBeNull();
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: '' }).tracing).toBeNull();
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' }).tracing).toEqual({
      tracesUrl: 'http://collector:4318/v1/traces',
      serviceName: 'nile-pharmacy',
      sampleRatio: 1,
    });
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT: must be an http\(s\) URL/,
    );
    expect(() =>
      loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_TRACES_SAMPLER_ARG: '2' }),
    ).toThrow(/OTEL_TRACES_SAMPLER_ARG/);
  });

  it('runs in demo mode by default, with no providers', () => {
    expect(loadConfig({}).accounts).toMatchObject({
      storeMode: 'demo',
      smtp: null,
      smsWebhook: null,
      google: null,
    });
  });

  it('refuses production mode without real delivery and a secret, naming each key', () => {
    try {
      loadConfig({ STORE_MODE: 'production' });
      expect.unreachable();
    } catch (error) {
      const text = (error as Error).message;
      for (const key of [
        'SMTP_URL',
        'SMS_WEBHOOK_URL',
        'SESSION_SECRET',
        'PUBLIC_URL',
        'VAPID_PUBLIC_KEY',
        'VAPID_PRIVATE_KEY',
        'VAPID_SUBJECT',
      ])
        expect(text).toContain(key);
    }
    const production = loadConfig(productionEnv);
    expect(production.accounts).toMatchObject({
      storeMode: 'production',
      smtp: { url: 'smtp://mail.example:587' },
      smsWebhook: { url: 'https://sms.example/send', token: null },
    });
  });

  it('sends codes by WhatsApp only with both a token and a sending number (docs/decisions/0093)', () => {
    expect(loadConfig({}).accounts.whatsapp).toBeNull();
    expect(
      loadConfig({ WHATSAPP_TOKEN: 'EAAG', WHATSAPP_PHONE_NUMBER_ID: '1065403' }).accounts.whatsapp,
    ).toEqual({
      token: 'EAAG',
      phoneNumberId: '1065403',
      template: 'sign_in_code',
      apiUrl: 'https://graph.facebook.com/v21.0',
    });
    expect(() => loadConfig({ WHATSAPP_TOKEN: 'EAAG' })).toThrow(/WHATSAPP_PHONE_NUMBER_ID: is required/);
    expect(() => loadConfig({ WHATSAPP_PHONE_NUMBER_ID: '1065403' })).toThrow(/WHATSAPP_TOKEN: is required/);
    expect(() =>
      loadConfig({
        WHATSAPP_TOKEN: 'EAAG',
        WHATSAPP_PHONE_NUMBER_ID: '1065403',
        WHATSAPP_TEMPLATE: 'Sign In',
      }),
    ).toThrow(/WHATSAPP_TEMPLATE/);
  });

  it('takes the VAPID keys of web push as a checked pair, made up in demo mode when unset', () => {
    expect(loadConfig(productionEnv).notifications.vapid).toEqual({
      publicKey: productionEnv.VAPID_PUBLIC_KEY,
      privateKey: productionEnv.VAPID_PRIVATE_KEY,
      subject: 'mailto:ops@shop.example',
    });
    expect(loadConfig({}).notifications).toEqual({ vapid: null, fcmServiceAccountFile: null });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: productionEnv.VAPID_PUBLIC_KEY })).toThrow(
      /VAPID_PRIVATE_KEY/,
    );
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: 'x' })).toThrow(
      /VAPID_PUBLIC_KEY/,
    );
    expect(() => loadConfig({ VAPID_SUBJECT: 'ops@shop.example' })).toThrow(/VAPID_SUBJECT/);
  });

  it('takes PUBLIC_URL as an http(s) origin, and derives it from HOST and PORT by default', () => {
    expect(loadConfig(productionEnv).publicUrl).toBe('https://shop.example');
    expect(loadConfig({}).publicUrl).toBeNull();
    expect(loadConfig({ PUBLIC_URL: '' }).publicUrl).toBeNull();
    for (const bad of [
      'shop.example',
      'ftp://shop.example',
      'https://shop.example/?a=1',
      'https://u:p@shop.example',
    ])
      expect(() => loadConfig({ PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL/);
  });

  it('refuses production mode on the test gateway, unless a staging store says so', () => {
    const { PAYMENT_GATEWAY: _gateway, ...onTestGateway } = productionEnv;
    for (const env of [onTestGateway, { ...onTestGateway, PAYMENT_GATEWAY: 'test' }]) {
      try {
        loadConfig(env);
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        expect((error as Error).message).toContain(
          'PAYMENT_GATEWAY: must be paymob when STORE_MODE=production',
        );
      }
    }
    expect(() => loadConfig({ ...onTestGateway, ALLOW_TEST_GATEWAY: 'yes' })).toThrow(ConfigError);
    const staging = loadConfig({ ...onTestGateway, ALLOW_TEST_GATEWAY: 'true' });
    expect(staging.shop).toMatchObject({ paymob: null, allowTestGateway: true });
    expect(loadConfig(productionEnv).shop).toMatchObject({
      paymob: { integrationId: 4_455_667 },
      allowTestGateway: false,
    });
    // A demo store needs neither.
    expect(loadConfig({}).shop).toMatchObject({ paymob: null, allowTestGateway: false });
  });

  it('holds cards at checkout by default (docs/decisions/0039); CARD_HOLD=false charges', () => {
    expect(loadConfig({}).shop.cardHold).toEqual({
      enabled: true,
      marginPercent: 10,
      holdDays: 7,
      noticeHours: 24,
    });
    expect(loadConfig(productionEnv).shop.cardHold.enabled).toBe(true);
    expect(loadConfig({ CARD_HOLD: 'false' }).shop.cardHold.enabled).toBe(false);
    expect(() => loadConfig({ CARD_HOLD: 'yes' })).toThrow(ConfigError);
  });
});

/** Everything a production store needs. */
const productionEnv = {
  STORE_MODE: 'production',
  SMTP_URL: 'smtp://mail.example:587',
  SMS_WEBHOOK_URL: 'https://sms.example/send',
  SESSION_SECRET: 'x'.repeat(32),
  PUBLIC_URL: 'https://shop.example/',
  PAYMENT_GATEWAY: 'paymob',
  PAYMOB_API_KEY: 'api-key',
  PAYMOB_INTEGRATION_ID: '4455667',
  PAYMOB_IFRAME_ID: '889911',
  PAYMOB_HMAC_SECRET: 'hmac-secret',
  VAPID_PUBLIC_KEY: 'BBsXGOrqjd5nbTFjfq1NnX6ErTo-qVWoI5bNigNl-rEskeoieVvu8qsk86EOpZHbL5u-pezK7dkquuQ5fz2Un6w',
  VAPID_PRIVATE_KEY: 'Wu13NbyJ9dHzxBlAJstXlHicvKXIyf0RRdLPaGispHQ',
  VAPID_SUBJECT: 'mailto:ops@shop.example',
};
