import { Flex, Typography, theme } from 'antd';
import { useIntl } from 'react-intl';

import { aiMessages as m } from '../messages';
import type { AiApiInfo } from '../types';
import { maskKey } from '@/utils/format';
import { SectionTitle } from '@/components/SectionTitle';

export interface ExampleInput {
  baseUrl: string;
  apiKey: string;
  model: string;
  message: string;
}

/** An OpenAI-style chat completion with curl. */
export function curlExample({ baseUrl, apiKey, model, message }: ExampleInput): string {
  const body = JSON.stringify({ model, messages: [{ role: 'user', content: message }] }, null, 2);
  return [
    `curl ${baseUrl}/chat/completions \\`,
    `  -H "Content-Type: application/json" \\`,
    `  -H "Authorization: Bearer ${apiKey}" \\`,
    `  -d '${body.replaceAll("'", "'\\''")}'`,
  ].join('\n');
}

/** The same with the `openai` Python client. */
export function pythonExample({ baseUrl, apiKey, model, message }: ExampleInput): string {
  return [
    'from openai import OpenAI',
    '',
    `client = OpenAI(base_url=${JSON.stringify(baseUrl)}, api_key=${JSON.stringify(apiKey)})`,
    'response = client.chat.completions.create(',
    `    model=${JSON.stringify(model)},`,
    `    messages=[{"role": "user", "content": ${JSON.stringify(message)}}],`,
    ')',
    'print(response.choices[0].message.content)',
  ].join('\n');
}

/**
 * Example calls of the AI API. They show the key only while it is revealed; copying always
 * copies a call that works, with the real key.
 */
export function AiExamples({
  info,
  model,
  revealed,
}: {
  info: AiApiInfo;
  model: string;
  revealed: boolean;
}) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const input = {
    baseUrl: info.base_url,
    apiKey: info.api_key,
    model,
    message: intl.formatMessage(m.exampleMessage),
  };
  const shown = { ...input, apiKey: revealed ? info.api_key : maskKey(info.api_key) };
  const examples = [
    { key: 'curl', title: m.curl, make: curlExample },
    { key: 'python', title: m.python, make: pythonExample },
  ] as const;

  return (
    <Flex vertical gap={8}>
      <SectionTitle level={3} look={4} style={{ margin: 0 }}>
        {intl.formatMessage(m.example)}
      </SectionTitle>
      <Typography.Text type="secondary">{intl.formatMessage(m.exampleHint)}</Typography.Text>
      {examples.map(({ key, title, make }) => (
        <section key={key} aria-label={intl.formatMessage(title)} data-testid={`example-${key}`}>
          <Typography.Text strong>{intl.formatMessage(title)}</Typography.Text>
          <Typography.Paragraph copyable={{ text: make(input) }} style={{ margin: 0 }}>
            <pre
              style={{
                margin: '4px 0 0',
                padding: '8px 12px',
                whiteSpace: 'pre-wrap',
                wordBreak: 'break-all',
                background: token.colorFillTertiary,
                border: `1px solid ${token.colorBorderSecondary}`,
                borderRadius: token.borderRadius,
              }}
            >
              {make(shown)}
            </pre>
          </Typography.Paragraph>
        </section>
      ))}
    </Flex>
  );
}
