import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { render } from '@testing-library/react';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  Card,
  Col,
  ConfigProvider,
  Descriptions,
  Divider,
  Empty,
  Flex,
  Layout,
  Menu,
  Pagination,
  Popover,
  // eslint-disable-next-line no-restricted-imports -- its own styles, which `ProgressBar` draws
  Progress,
  Row,
  Select,
  Skeleton,
  Space,
  Spin,
  Switch,
  Table,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { beforeAll, describe, expect, it } from 'vitest';

import { buildTheme } from '@/theme';

import { AppFrame } from './AppFrame';

/**
 * What the console's pages draw in their first render on a phone and on a desktop (the shell,
 * the lists, the details, the wallet), each component once with the variants that bring
 * styles of their own (a preset and a status tag, the layout's sider). A component missing
 * here (the forms') has its styles worked out at run time, as before.
 */
const CONSOLE = (
  <Layout>
    <Layout.Sider />
    <Layout.Header />
    <Layout.Content>
      <Menu items={[{ key: 'a', label: 'a' }]} />
      <Flex>
        <Space>
          <Button type="primary">a</Button>
          <Badge count={1}>
            <Avatar>a</Avatar>
          </Badge>
          <Popover content="a" open>
            <span>a</span>
          </Popover>
          <Tooltip title="a" open>
            <span>a</span>
          </Tooltip>
        </Space>
      </Flex>
      <Tag>a</Tag>
      <Tag color="blue">a</Tag>
      <Tag color="success">a</Tag>
      <Typography.Title>a</Typography.Title>
      <Typography.Text>a</Typography.Text>
      <Card title="a">
        <Skeleton active avatar />
      </Card>
      <Row>
        <Col span={12}>
          <Divider />
          <Progress percent={50} />
        </Col>
      </Row>
      <Select options={[{ value: 'a', label: 'a' }]} />
      <Switch />
      <Descriptions items={[{ key: 'a', label: 'a', children: 'a' }]} />
      <Alert title="a" />
      <Empty />
      <Spin />
      <Table columns={[{ key: 'a', title: 'a', dataIndex: 'a' }]} dataSource={[{ key: 1, a: 1 }]} />
      <Pagination total={50} />
    </Layout.Content>
  </Layout>
);

/**
 * The styles antd works out for `CONSOLE` under the app's dark theme, as a style sheet with
 * the map of what it holds (`.data-ant-cssinjs-cache-path`, which antd's runtime reads). The
 * class hash is production's: tests run antd's development build, which prefixes it.
 */
function consoleStyles(): string {
  const cache = createCache();
  const { unmount } = render(
    <StyleProvider cache={cache}>
      <ConfigProvider theme={buildTheme('dark')}>
        <AppFrame>{CONSOLE}</AppFrame>
      </ConfigProvider>
    </StyleProvider>,
  );
  // Unmounted, the components let go of their styles: they are read before.
  const css = extractStyle(cache, { plain: true, types: 'style' });
  unmount();
  return `${css.replaceAll('css-dev-only-do-not-override-', 'css-')}\n`;
}

describe("antd's styles for the console, as a file", () => {
  // Worked out once for both tests (over a second on the test machine).
  let sheet = '';
  beforeAll(() => {
    sheet = consoleStyles();
  });

  it('are what antd works out for its components (`-u` writes the file again)', async () => {
    await expect(sheet).toMatchFileSnapshot('./antdStyles.css');
  });

  it("name what they hold in the map antd reads, under production's class hash", () => {
    const map = /\.data-ant-cssinjs-cache-path\{content:"([^"]+)"/.exec(sheet)?.[1];
    const held = new Set(map?.split(';').map((entry) => entry.split('|')[1]));
    for (const component of ['App-App', 'Layout-Layout', 'Button-Button', 'Select-Select']) {
      expect(held).toContain(component);
    }
    expect(map).toMatch(/^\|ant-design-icons\|anticon:\w+;css-\w+\|Shared\|ant:/);
  });
});
