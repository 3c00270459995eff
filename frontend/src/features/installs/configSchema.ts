/**
 * An app's install form, described by the store's `config_schema` (a small JSON Schema subset:
 * `{type: "object", properties: {<name>: {type, title, description, default, enum, minimum,
 * maximum, minLength, maxLength, pattern, format: "password", readOnly}}, required: [...]}`;
 * titles and descriptions already in the caller's language), read into fields the form is
 * generated from, the checks mirroring the server's, the `config` object sent with the install,
 * and the changes sent when an installed app's settings are edited.
 */
import type { Problem } from '@/components/form/validators';

import { configMessages as m } from './messages';

export type ConfigValue = string | number | boolean;
export type ConfigFieldType = 'string' | 'integer' | 'number' | 'boolean';

export interface ConfigField {
  name: string;
  type: ConfigFieldType;
  /** The title, else the property name. */
  label: string;
  description?: string;
  required: boolean;
  default?: ConfigValue;
  enum?: ConfigValue[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: RegExp;
  /** Shown masked (`format: "password"`). */
  password: boolean;
  /** Set at install, never changed afterwards (`readOnly: true`). */
  readOnly: boolean;
}

/** The form's name of a config field: the server reports its errors under the same key. */
export const configFieldName = (name: string) => `config.${name}`;

const TYPES: readonly ConfigFieldType[] = ['string', 'integer', 'number', 'boolean'];

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value : undefined;

function ofType(value: unknown, type: ConfigFieldType): value is ConfigValue {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return isNumber(value) && Number.isInteger(value);
    case 'number':
      return isNumber(value);
    case 'boolean':
      return typeof value === 'boolean';
  }
}

function patternOf(value: unknown): RegExp | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    return new RegExp(value, 'u');
  } catch {
    return undefined; // a pattern this browser cannot read is left to the server
  }
}

/**
 * The fields of `schema`, in its order. A property this version cannot show (unknown type,
 * not an object) is left out; the server still checks the whole configuration.
 */
export function parseConfigSchema(schema: unknown): ConfigField[] {
  if (!isObject(schema) || !isObject(schema.properties)) return [];
  const required = new Set(
    Array.isArray(schema.required)
      ? schema.required.filter((name): name is string => typeof name === 'string')
      : [],
  );
  const fields: ConfigField[] = [];
  for (const [name, spec] of Object.entries(schema.properties)) {
    if (!isObject(spec) || !TYPES.includes(spec.type as ConfigFieldType)) continue;
    const type = spec.type as ConfigFieldType;
    const values = Array.isArray(spec.enum) ? spec.enum.filter((value) => ofType(value, type)) : [];
    fields.push({
      name,
      type,
      label: text(spec.title) ?? name,
      description: text(spec.description),
      required: required.has(name),
      default: ofType(spec.default, type) ? spec.default : undefined,
      enum: values.length > 0 ? values : undefined,
      minimum: isNumber(spec.minimum) ? spec.minimum : undefined,
      maximum: isNumber(spec.maximum) ? spec.maximum : undefined,
      minLength: isNumber(spec.minLength) ? spec.minLength : undefined,
      maxLength: isNumber(spec.maxLength) ? spec.maxLength : undefined,
      pattern: type === 'string' ? patternOf(spec.pattern) : undefined,
      password: type === 'string' && spec.format === 'password',
      readOnly: spec.readOnly === true,
    });
  }
  return fields;
}

/** Nothing entered: the server then uses the default, or refuses a required field. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** Characters (code points), as the server counts them. */
const length = (value: string) => [...value].length;

/** What is wrong with `value` for `field` (the server's rules), or null. */
export function validateConfigValue(field: ConfigField, value: unknown): Problem | null {
  if (isBlank(value)) {
    return field.required && field.default === undefined
      ? { message: m.required, values: { field: field.label } }
      : null;
  }
  if (field.type === 'integer' && !(isNumber(value) && Number.isInteger(value))) {
    return { message: m.integer };
  }
  if (typeof value === 'number') {
    if (field.minimum !== undefined && value < field.minimum) {
      return { message: m.minimum, values: { limit: field.minimum } };
    }
    if (field.maximum !== undefined && value > field.maximum) {
      return { message: m.maximum, values: { limit: field.maximum } };
    }
  }
  if (typeof value === 'string') {
    if (field.minLength !== undefined && length(value) < field.minLength) {
      return { message: m.minLength, values: { limit: field.minLength } };
    }
    if (field.maxLength !== undefined && length(value) > field.maxLength) {
      return { message: m.maxLength, values: { limit: field.maxLength } };
    }
    if (field.pattern && !field.pattern.test(value)) return { message: m.pattern };
  }
  return null;
}

/** The form's starting values: each default; a switch without one starts off. */
export function initialConfigValues(fields: readonly ConfigField[]): Record<string, ConfigValue> {
  const values: Record<string, ConfigValue> = {};
  for (const field of fields) {
    const start = field.default ?? (field.type === 'boolean' ? false : undefined);
    if (start !== undefined) values[configFieldName(field.name)] = start;
  }
  return values;
}

/** The `config` of the install request from the form's values; blank fields are left out. */
export function configFromValues(
  fields: readonly ConfigField[],
  values: Readonly<Record<string, unknown>>,
): Record<string, ConfigValue> {
  const config: Record<string, ConfigValue> = {};
  for (const field of fields) {
    const value = values[configFieldName(field.name)];
    if (!isBlank(value) && ofType(value, field.type)) config[field.name] = value;
  }
  return config;
}

/** How the server shows a password field's value; sent back, it keeps the value. */
export const CONFIG_MASK = '********';

/** The fields as the settings of an installed app edit them: a blank password keeps its value. */
export function settingsFields(fields: readonly ConfigField[]): ConfigField[] {
  return fields.map((field) => (field.password ? { ...field, required: false } : field));
}

/** The settings form's starting values: the app's settings as set, passwords blank. */
export function settingsValues(
  fields: readonly ConfigField[],
  config: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const value = config[field.name];
    if (!field.password && ofType(value, field.type)) values[configFieldName(field.name)] = value;
  }
  return values;
}

/**
 * The `config` of a settings change: the fields whose value differs from `config` (a field
 * emptied goes back to its default: null), a password only when a new one is typed; read-only
 * fields never.
 */
export function settingsChanges(
  fields: readonly ConfigField[],
  values: Readonly<Record<string, unknown>>,
  config: Readonly<Record<string, unknown>>,
): Record<string, ConfigValue | null> {
  const changes: Record<string, ConfigValue | null> = {};
  for (const field of fields) {
    if (field.readOnly) continue;
    const value = values[configFieldName(field.name)];
    if (isBlank(value)) {
      if (!field.password && !isBlank(config[field.name])) changes[field.name] = null;
    } else if (ofType(value, field.type) && (field.password || value !== config[field.name])) {
      changes[field.name] = value;
    }
  }
  return changes;
}
