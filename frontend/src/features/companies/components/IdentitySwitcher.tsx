import { DownOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, type MenuProps } from 'antd';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';

import { useSession } from '@/api/session';
import { Text } from '@/components/Text';
import { useOverlayOnDemand } from '@/lib/overlayOnDemand';

import { PERSONAL_IDENTITY } from '../api';
import { useMyCompanies, useSwitchIdentity } from '../hooks';
import { switcherMessages as m } from '../messages';
import { roleLabel } from './RoleTag';

const IdentityMenu = lazy(() => import('./IdentityMenu'));

export interface IdentitySwitcherProps {
  /** The person's own name. */
  name: string;
  /** Fills its container's width (in the narrow screen's drawer). */
  block?: boolean;
}

/**
 * The header's identity: the person's name, or the company's with their role in it. A person
 * who belongs to companies picks another identity here; the new session opens its home page.
 * The menu mounts on the first click (`useOverlayOnDemand`).
 */
export function IdentitySwitcher({ name, block = false }: IdentitySwitcherProps) {
  const intl = useIntl();
  const session = useSession();
  const companies = useMyCompanies().data?.items ?? [];
  const switchIdentity = useSwitchIdentity();
  const { mounted, open, setOpen, trigger, openFirst } = useOverlayOnDemand<HTMLButtonElement>();
  const current = session?.smeId ?? PERSONAL_IDENTITY;
  const company = companies.find(({ id }) => id === current);
  const label = company
    ? intl.formatMessage(m.current, {
        name: company.name,
        role: intl.formatMessage(roleLabel(company.role)),
      })
    : name;
  const width = block ? '100%' : 200;

  if (companies.length === 0 && current === PERSONAL_IDENTITY) {
    return (
      <Text strong ellipsis style={{ maxWidth: width }}>
        {name}
      </Text>
    );
  }

  const pick = (smeId: string) => {
    if (smeId !== current) switchIdentity.mutate(smeId);
  };

  const items: MenuProps['items'] = [
    {
      key: PERSONAL_IDENTITY,
      label: intl.formatMessage(m.current, {
        name,
        role: intl.formatMessage(m.personal),
      }),
    },
    ...companies.map((each) => ({
      key: each.id,
      label: intl.formatMessage(m.current, {
        name: each.name,
        role: intl.formatMessage(roleLabel(each.role)),
      }),
    })),
  ];

  const button = (
    <Button
      ref={trigger}
      type="text"
      block={block}
      loading={switchIdentity.isPending}
      icon={<SwapOutlined aria-hidden />}
      aria-label={`${intl.formatMessage(m.label)}: ${label}`}
      aria-haspopup="menu"
      aria-expanded={open}
      style={{ maxWidth: width }}
      onClick={mounted ? undefined : openFirst}
    >
      <Text strong ellipsis style={{ flex: 1, minWidth: 0, textAlign: 'start' }}>
        {label}
      </Text>
      <DownOutlined aria-hidden />
    </Button>
  );
  if (!mounted) return button;
  return (
    <Suspense fallback={button}>
      <IdentityMenu
        items={items}
        current={current}
        open={open}
        onOpenChange={setOpen}
        onPick={pick}
      >
        {button}
      </IdentityMenu>
    </Suspense>
  );
}
