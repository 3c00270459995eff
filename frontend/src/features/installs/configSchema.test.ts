import { describe, expect, it } from 'vitest';

import {
  configFromValues,
  initialConfigValues,
  parseConfigSchema,
  settingsChanges,
  settingsFields,
  settingsValues,
  validateConfigValue,
  type ConfigField,
} from './configSchema';
import { configMessages as m } from './messages';

const SCHEMA = {
  type: 'object',
  properties: {
    username: { type: 'string', title: 'User name', minLength: 3, maxLength: 8, default: 'admin' },
    password: {
      type: 'string',
      title: 'Password',
      format: 'password',
      description: 'For the web UI',
    },
    mode: { type: 'string', title: 'Mode', enum: ['fast', 'safe', 3], default: 'fast' },
    workers: { type: 'integer', title: 'Workers', minimum: 1, maximum: 16 },
    ratio: { type: 'number', minimum: 0.5 },
    public: { type: 'boolean', title: 'Public' },
    slug: { type: 'string', title: 'Slug', pattern: '^[a-z]+$' },
    odd: { type: 'object' },
  },
  required: ['password', 'workers', 'username'],
};

const fields = parseConfigSchema(SCHEMA);
const field = (name: string) => fields.find((item) => item.name === name) as ConfigField;
const id = (problem: { message: { id?: string } } | null) => problem?.message.id ?? null;

describe('parseConfigSchema', () => {
  it('reads each property it can show, in order, with its rules', () => {
    expect(fields.map((item) => item.name)).toEqual([
      'username',
      'password',
      'mode',
      'workers',
      'ratio',
      'public',
      'slug',
    ]);
    expect(field('password')).toMatchObject({
      label: 'Password',
      description: 'For the web UI',
      required: true,
      password: true,
    });
    // Enum values of another type are dropped; a missing title shows the name.
    expect(field('mode').enum).toEqual(['fast', 'safe']);
    expect(field('ratio')).toMatchObject({ label: 'ratio', required: false, minimum: 0.5 });
    expect(field('workers')).toMatchObject({ minimum: 1, maximum: 16, required: true });
  });

  it('takes anything else as a form without fields', () => {
    expect(parseConfigSchema(null)).toEqual([]);
    expect(parseConfigSchema({ type: 'object' })).toEqual([]);
    expect(parseConfigSchema({ type: 'object', properties: [] })).toEqual([]);
  });
});

describe('validateConfigValue', () => {
  it('asks for a required value without a default', () => {
    expect(validateConfigValue(field('password'), '')).toEqual({
      message: m.required,
      values: { field: 'Password' },
    });
    expect(id(validateConfigValue(field('workers'), null))).toBe(m.required.id);
    // Left blank, a default is used by the server.
    expect(validateConfigValue(field('username'), '')).toBeNull();
    expect(validateConfigValue(field('ratio'), undefined)).toBeNull();
  });

  it('checks lengths in characters, ranges, whole numbers and patterns', () => {
    expect(validateConfigValue(field('username'), 'ab')).toEqual({
      message: m.minLength,
      values: { limit: 3 },
    });
    expect(validateConfigValue(field('username'), '张三丰')).toBeNull();
    expect(id(validateConfigValue(field('username'), 'x'.repeat(9)))).toBe(m.maxLength.id);
    expect(validateConfigValue(field('workers'), 0)).toEqual({
      message: m.minimum,
      values: { limit: 1 },
    });
    expect(id(validateConfigValue(field('workers'), 17))).toBe(m.maximum.id);
    expect(id(validateConfigValue(field('workers'), 2.5))).toBe(m.integer.id);
    expect(validateConfigValue(field('workers'), 16)).toBeNull();
    expect(id(validateConfigValue(field('ratio'), 0.4))).toBe(m.minimum.id);
    expect(validateConfigValue(field('ratio'), 0.75)).toBeNull();
    expect(id(validateConfigValue(field('slug'), 'Abc'))).toBe(m.pattern.id);
    expect(validateConfigValue(field('slug'), 'abc')).toBeNull();
  });
});

describe('form values', () => {
  it('start from the defaults, switches off', () => {
    expect(initialConfigValues(fields)).toEqual({
      'config.username': 'admin',
      'config.mode': 'fast',
      'config.public': false,
    });
  });

  it('become the config sent, blank fields left out', () => {
    expect(
      configFromValues(fields, {
        'config.username': 'root',
        'config.password': 's3cret',
        'config.mode': 'safe',
        'config.workers': 4,
        'config.ratio': null,
        'config.public': true,
        'config.slug': '',
        other: 'ignored',
      }),
    ).toEqual({ username: 'root', password: 's3cret', mode: 'safe', workers: 4, public: true });
  });
});

describe('settings of an installed app', () => {
  const schema = {
    ...SCHEMA,
    properties: {
      ...SCHEMA.properties,
      username: { ...SCHEMA.properties.username, readOnly: true },
    },
  };
  const settings = settingsFields(parseConfigSchema(schema));
  const config = { username: 'root', password: '********', mode: 'safe', workers: 4, public: true };

  it('reads readOnly, and lets a password stay blank', () => {
    expect(settings.find((item) => item.name === 'username')).toMatchObject({ readOnly: true });
    expect(settings.find((item) => item.name === 'workers')).toMatchObject({ readOnly: false });
    const password = settings.find((item) => item.name === 'password') as ConfigField;
    expect(validateConfigValue(password, '')).toBeNull();
    expect(validateConfigValue(field('password'), '')).not.toBeNull();
  });

  it('start from the values as set, passwords blank', () => {
    expect(settingsValues(settings, config)).toEqual({
      'config.username': 'root',
      'config.mode': 'safe',
      'config.workers': 4,
      'config.public': true,
    });
  });

  it('send only what changed: a new password, an emptied field as null, never a read-only one', () => {
    const values = {
      ...settingsValues(settings, config),
      'config.username': 'admin',
      'config.workers': null,
      'config.public': true,
      'config.slug': 'web',
    };
    expect(settingsChanges(settings, values, config)).toEqual({ workers: null, slug: 'web' });
    expect(
      settingsChanges(settings, { ...values, 'config.password': 'n3w-secret' }, config),
    ).toMatchObject({ password: 'n3w-secret' });
  });
});
