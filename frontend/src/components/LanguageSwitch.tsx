import { GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useIntl } from 'react-intl';

import { LOCALES, setLocale, useLocale } from '@/i18n/locale';
import { languageMessages } from '@/i18n/messages';

/** Header control switching between 中文 and English (remembered). */
export function LanguageSwitch() {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [locale],
        items: LOCALES.map((key) => ({ key, label: intl.formatMessage(languageMessages[key]) })),
        onClick: ({ key }) => void setLocale(key as (typeof LOCALES)[number]),
      }}
    >
      <Button
        type="text"
        icon={<GlobalOutlined />}
        title={intl.formatMessage(languageMessages.switchLabel)}
      >
        {intl.formatMessage(languageMessages[locale])}
      </Button>
    </Dropdown>
  );
}
