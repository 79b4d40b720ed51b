import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({}, '/srv/booth');
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/srv/booth/data',
      databaseUrl: undefined,
      smtpUrl: undefined,
      mailFrom: 'Boothwerk <no-reply@boothwerk.local>',
      publicUrl: 'http://127.0.0.1:3000',
      logLevel: 'info',
      knownHosts: [],
      demoAccount: true,
      workers: true,
      sessionTtlDays: 30,
    });
    expect(config.webDistDir).toMatch(/apps\/web\/dist$/);
    expect(config.legal).toEqual({ imprintUrl: '/imprint', privacyUrl: '/privacy', dir: '/srv/booth/data/legal' });
  });

  it('sends from no-reply at the domain PUBLIC_URL names, unless that domain cannot receive mail', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://fotobox.example.de:8443/' }).mailFrom).toBe('Boothwerk <no-reply@fotobox.example.de>');
    expect(loadConfig({ PUBLIC_URL: 'http://booth.test' }).mailFrom).toBe('Boothwerk <no-reply@boothwerk.local>');
    expect(loadConfig({ PUBLIC_URL: 'http://10.0.0.5:3000' }).mailFrom).toBe('Boothwerk <no-reply@boothwerk.local>');
    expect(loadConfig({ PUBLIC_URL: 'https://fotobox.example.de', MAIL_FROM: 'Fotobox <hallo@fotobox.de>' }).mailFrom).toBe('Fotobox <hallo@fotobox.de>');
  });

  it('takes the legal pages as absolute addresses or paths on this server, and refuses anything else', () => {
    const config = loadConfig({ IMPRINT_URL: 'https://firma.de/impressum', PRIVACY_URL: '/datenschutz', LEGAL_DIR: 'texts' }, '/srv');
    expect(config.legal).toEqual({ imprintUrl: 'https://firma.de/impressum', privacyUrl: '/datenschutz', dir: '/srv/texts' });
    expect(() => loadConfig({ IMPRINT_URL: 'javascript:alert(1)' })).toThrow(/IMPRINT_URL: must be an http\(s\) URL or a path/);
    expect(() => loadConfig({ PRIVACY_URL: '//evil.example/x' })).toThrow(/PRIVACY_URL/);
  });

  it('reads every variable, treating empty strings as unset', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        DATA_DIR: 'var/booth',
        DATABASE_URL: 'postgres://booth@db:5432/booth',
        SMTP_URL: '',
        KNOWN_HOSTS: ' Boothwerk.app , ,example.org',
        DEMO_ACCOUNT: 'false',
        WORKERS: '0',
        SESSION_TTL_DAYS: '7',
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: 'web',
      },
      '/srv',
    );
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/srv/var/booth',
      databaseUrl: 'postgres://booth@db:5432/booth',
      smtpUrl: undefined,
      // A wildcard listen address is not a link anyone can open.
      publicUrl: 'http://127.0.0.1:8080',
      knownHosts: ['boothwerk.app', 'example.org'],
      demoAccount: false,
      workers: false,
      sessionTtlDays: 7,
      logLevel: 'warn',
      webDistDir: '/srv/web',
    });
  });

  it('resolves relative paths against the directory npm was started from', () => {
    expect(loadConfig({ INIT_CWD: '/home/ops/boothwerk' }).dataDir).toBe('/home/ops/boothwerk/data');
  });

  it('keeps an explicit PUBLIC_URL without its trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://booth.example.com/' }).publicUrl).toBe('https://booth.example.com');
  });

  it('lists every bad variable at once, by name, with the value given', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail', LOG_LEVEL: 'loud', DEMO_ACCOUNT: 'ture' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { issues, message } = error as ConfigError;
    expect(issues.map((issue) => issue.split(':')[0]).sort()).toEqual(['DATABASE_URL', 'DEMO_ACCOUNT', 'LOG_LEVEL', 'PORT', 'SMTP_URL']);
    expect(message).toContain('Invalid configuration');
    expect(message).toContain('PORT');
    expect(message).toContain('"abc"');
  });
  it('uses local files unless S3_BUCKET is set, and reads the S3 settings with a default region', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    const config = loadConfig({
      S3_BUCKET: 'booth',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      FFMPEG_PATH: '/opt/ffmpeg/bin/ffmpeg',
    });
    expect(config.s3).toEqual({
      bucket: 'booth',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      prefix: undefined,
    });
    expect(config).toMatchObject({ ffmpegPath: '/opt/ffmpeg/bin/ffmpeg', ffprobePath: undefined });
  });

  it('refuses half an S3 configuration instead of silently storing files on local disk', () => {
    expect(() => loadConfig({ S3_BUCKET: 'booth' })).toThrow('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'k' })).toThrow('S3_BUCKET');
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' })).toThrow('S3_ENDPOINT');
  });
});

describe('JOB_CONCURRENCY', () => {
  it('defaults to the number of cores, and refuses anything but a positive whole number', async () => {
    const { availableParallelism } = await import('node:os');
    expect(loadConfig({}).jobConcurrency).toBe(availableParallelism());
    expect(loadConfig({ JOB_CONCURRENCY: '6' }).jobConcurrency).toBe(6);
    for (const bad of ['0', '-1', '1.5', 'many']) expect(() => loadConfig({ JOB_CONCURRENCY: bad })).toThrow(/JOB_CONCURRENCY/);
  });
});

describe('REDIS_URL', () => {
  it('is unset by default, read when given, and refused unless redis:// or rediss://', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: '' }).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379');
    expect(loadConfig({ REDIS_URL: 'rediss://user:pass@cache.example:6380/2' }).redisUrl).toBe('rediss://user:pass@cache.example:6380/2');
    for (const bad of ['http://127.0.0.1:6379', '127.0.0.1:6379']) {
      expect(() => loadConfig({ REDIS_URL: bad })).toThrow(/REDIS_URL: must be a URL starting with redis:\/\/ or rediss:\/\//);
    }
  });
});

describe('ai', () => {
  it('defaults to the local effects only: no workflow server, no OpenAI key, no remove.bg key', () => {
    expect(loadConfig({}).ai).toEqual({
      timeoutMs: 90_000,
      eventStation: { url: undefined, token: undefined, creditsPerRun: 1 },
      openai: { baseUrl: 'https://api.openai.com/v1', apiKey: undefined, imageModel: 'gpt-image-1', chatModel: 'gpt-4o-mini', creditsPerRun: 1 },
      removeBg: { baseUrl: 'https://api.remove.bg', apiKey: undefined },
      local: { creditsPerRun: 1 },
    });
  });

  it('reads every AI variable, trimming trailing slashes off the addresses', () => {
    const { ai } = loadConfig({
      AI_TIMEOUT_MS: '5000',
      AI_EVENT_STATION_URL: 'http://10.0.0.7:8188/',
      AI_EVENT_STATION_TOKEN: 'station-token',
      AI_OPENAI_BASE_URL: 'https://llm.example/v1/',
      AI_OPENAI_API_KEY: 'sk-x',
      AI_OPENAI_IMAGE_MODEL: 'dall-e-2',
      AI_OPENAI_CHAT_MODEL: 'gpt-4.1-mini',
      REMOVEBG_BASE_URL: 'http://127.0.0.1:9999/',
      REMOVEBG_API_KEY: 'rbg',
      AI_CREDITS_EVENT_STATION: '3',
      AI_CREDITS_OPENAI: '5',
      AI_CREDITS_LOCAL: '0',
    });
    expect(ai).toEqual({
      timeoutMs: 5000,
      eventStation: { url: 'http://10.0.0.7:8188', token: 'station-token', creditsPerRun: 3 },
      openai: { baseUrl: 'https://llm.example/v1', apiKey: 'sk-x', imageModel: 'dall-e-2', chatModel: 'gpt-4.1-mini', creditsPerRun: 5 },
      removeBg: { baseUrl: 'http://127.0.0.1:9999', apiKey: 'rbg' },
      local: { creditsPerRun: 0 },
    });
  });

  it('refuses addresses that are not http(s), and credits or timeouts that are not whole numbers', () => {
    expect(() => loadConfig({ AI_EVENT_STATION_URL: 'ws://10.0.0.7:8188' })).toThrow(/AI_EVENT_STATION_URL: must be a URL starting with http:\/\/ or https:\/\//);
    expect(() => loadConfig({ AI_OPENAI_BASE_URL: 'api.openai.com' })).toThrow(/AI_OPENAI_BASE_URL/);
    expect(() => loadConfig({ REMOVEBG_BASE_URL: 'ftp://x' })).toThrow(/REMOVEBG_BASE_URL/);
    for (const bad of ['-1', '1.5', 'free']) expect(() => loadConfig({ AI_CREDITS_OPENAI: bad })).toThrow(/AI_CREDITS_OPENAI/);
    for (const bad of ['0', 'soon']) expect(() => loadConfig({ AI_TIMEOUT_MS: bad })).toThrow(/AI_TIMEOUT_MS/);
  });
});
