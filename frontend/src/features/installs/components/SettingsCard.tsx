import { Button, Card, Descriptions, Flex, Form, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';

import { toast } from '@/components/feedback';
import { fieldErrorsOn } from '@/components/form/serverErrors';
import { RefusalAlert } from '@/components/RefusalAlert';
import { useWrite } from '@/lib/write';
import { SettingsApplyNote } from '@/features/devices';

import { updateSettings } from '../api';
import {
  configFieldName,
  parseConfigSchema,
  settingsChanges,
  settingsFields,
  settingsValues,
  type ConfigField,
} from '../configSchema';
import { useStoreInstalledApp } from '../hooks';
import { detailsMessages } from '../messages';
import { settingsMessages as m } from '../settingsMessages';
import type { InstalledAppDetail } from '../types';
import { ConfigFields } from './ConfigFields';
import { yesNo } from './labels';

/** A value of the settings as set; passwords come masked from the server. */
function valueText(intl: IntlShape, value: unknown): string {
  if (typeof value === 'boolean') return yesNo(intl, value);
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * The app's settings named as its schema names them (title and help in the reader's
 * language), in the schema's order; a value the schema no longer knows shows under its key.
 */
function SettingsView({ fields, config }: { fields: readonly ConfigField[]; config: object }) {
  const intl = useIntl();
  const values = config as Record<string, unknown>;
  const known = new Set(fields.map((field) => field.name));
  const items = [
    ...fields.map((field) => ({
      key: field.name,
      label: field.label,
      children: (
        <Flex vertical>
          <span>{valueText(intl, values[field.name])}</span>
          {field.description && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {field.description}
            </Typography.Text>
          )}
        </Flex>
      ),
    })),
    ...Object.entries(values)
      .filter(([name]) => !known.has(name))
      .map(([name, value]) => ({ key: name, label: name, children: valueText(intl, value) })),
  ];
  if (items.length === 0) {
    return (
      <Typography.Text type="secondary">
        <FormattedMessage {...detailsMessages.noConfig} />
      </Typography.Text>
    );
  }
  return <Descriptions size="small" column={{ xs: 1, sm: 2 }} items={items} />;
}

interface SettingsFormProps {
  app: InstalledAppDetail;
  fields: readonly ConfigField[];
  onSaved: () => void;
  onCancel: () => void;
}

/** The settings as a form: read-only fields disabled, a blank password kept; sends the changes. */
function SettingsForm({ app, fields, onSaved, onCancel }: SettingsFormProps) {
  const intl = useIntl();
  const storeInstalledApp = useStoreInstalledApp();
  const editable = useMemo(() => settingsFields(fields), [fields]);
  const fieldNames = useMemo(() => fields.map((field) => configFieldName(field.name)), [fields]);
  const [form] = Form.useForm<Record<string, unknown>>();
  const save = useWrite(
    (values: Record<string, unknown>) =>
      updateSettings(app.id, settingsChanges(editable, values, app.config)),
    {
      invalidates: ['installs'],
      onSuccess: (answer) => {
        storeInstalledApp(answer);
        toast(intl.formatMessage(m.saved), 'success');
        onSaved();
      },
      onError: fieldErrorsOn(form, fieldNames),
    },
  );

  return (
    <Form
      form={form}
      name="app-settings"
      layout="vertical"
      onFinish={save.mutate}
      disabled={save.isPending}
      initialValues={settingsValues(fields, app.config)}
    >
      <RefusalAlert write={save} fields={fieldNames} spaced />
      <ConfigFields fields={editable} idPrefix="app-settings" editing />
      <Flex gap={8} align="center" wrap>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {intl.formatMessage(m.save)}
        </Button>
        <Button onClick={onCancel}>{intl.formatMessage(m.cancel)}</Button>
        <SettingsApplyNote />
      </Flex>
    </Form>
  );
}

/**
 * The installed app's settings, and for its owner, while the app is on its device, a form to
 * change them; after a save the card says when they take effect.
 */
export function SettingsCard({ app }: { app: InstalledAppDetail }) {
  const intl = useIntl();
  const fields = useMemo(() => parseConfigSchema(app.config_schema), [app.config_schema]);
  const [mode, setMode] = useState<'view' | 'edit' | 'saved'>('view');
  const editable = app.access === 'own' && app.has_ssh && fields.length > 0;
  return (
    <Card
      title={intl.formatMessage(detailsMessages.config)}
      size="small"
      extra={
        editable &&
        mode !== 'edit' && (
          <Button size="small" onClick={() => setMode('edit')}>
            {intl.formatMessage(m.edit)}
          </Button>
        )
      }
    >
      {editable && mode === 'edit' ? (
        <SettingsForm
          app={app}
          fields={fields}
          onSaved={() => setMode('saved')}
          onCancel={() => setMode('view')}
        />
      ) : (
        <Flex vertical gap={8}>
          <SettingsView fields={fields} config={app.config} />
          {mode === 'saved' && <SettingsApplyNote />}
        </Flex>
      )}
    </Card>
  );
}
