import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSettings } from '../src/config/settings';

/** MEDIA_STORAGE and the S3_* settings (api-contract "fleet", decision 0083), checked once at start. */
const store = {
  MEDIA_STORAGE: 's3',
  S3_ENDPOINT: 'http://127.0.0.1:9010',
  S3_BUCKET: 'academy-media',
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'access-key',
  S3_SECRET_ACCESS_KEY: 'secret-key',
};

describe('media storage settings', () => {
  it('keeps media in MEDIA_DIR by default, whatever S3_* says', () => {
    const settings = loadSettings({ MEDIA_DIR: 'uploads', S3_BUCKET: 'ignored' }, '/srv/academy');
    expect(settings.MEDIA_STORAGE).toBe('local');
    expect(settings.mediaDir).toBe(path.resolve('/srv/academy/uploads'));
    expect(settings.s3Store).toBeUndefined();
  });

  it('keeps media under DATA_DIR when MEDIA_DIR is unset, not in the folder the server runs from', () => {
    expect(loadSettings({ DATA_DIR: '/var/lib/academy' }, '/opt/academy').mediaDir).toBe(
      path.resolve('/var/lib/academy/media'),
    );
    expect(loadSettings({ DATA_DIR: 'state' }, '/srv/academy').mediaDir).toBe(
      path.resolve('/srv/academy/state/media'),
    );
    expect(loadSettings({}, '/srv/academy').mediaDir).toBe(path.resolve('/srv/academy/data/media'));
  });

  it('refuses to start with MEDIA_STORAGE=s3 and a required S3 setting missing, naming each one', () => {
    expect(() => loadSettings({ MEDIA_STORAGE: 's3' })).toThrow(
      /Invalid settings:\n {2}S3_BUCKET: required when MEDIA_STORAGE=s3\n {2}S3_REGION: required when MEDIA_STORAGE=s3\n {2}S3_ACCESS_KEY_ID: required when MEDIA_STORAGE=s3\n {2}S3_SECRET_ACCESS_KEY: required when MEDIA_STORAGE=s3$/,
    );
    expect(() => loadSettings({ ...store, S3_SECRET_ACCESS_KEY: '' })).toThrow(
      /^Invalid settings:\n {2}S3_SECRET_ACCESS_KEY: required when MEDIA_STORAGE=s3$/,
    );
    expect(() => loadSettings({ ...store, S3_ENDPOINT: 'not an address' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadSettings({ MEDIA_STORAGE: 'ftp' })).toThrow(/MEDIA_STORAGE/);
  });

  it('reads the store from the S3 settings; the endpoint may be left to AWS S3', () => {
    expect(loadSettings({ ...store, S3_FORCE_PATH_STYLE: 'true' }).s3Store).toEqual({
      endpoint: 'http://127.0.0.1:9010',
      bucket: 'academy-media',
      region: 'us-east-1',
      accessKeyId: 'access-key',
      secretAccessKey: 'secret-key',
      forcePathStyle: true,
    });
    expect(loadSettings({ ...store, S3_ENDPOINT: '' }).s3Store).toMatchObject({
      endpoint: undefined,
      forcePathStyle: false,
    });
  });
});
