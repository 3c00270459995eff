import { Modal } from 'antd';
import { useIntl } from 'react-intl';

import { toast } from '@/components/feedback';
import { CodeForm, type CodeChannel } from '@/components/form/CodeForm';

import { linkEmail, linkPhone, sendLinkEmailCode, sendLinkSmsCode } from '../api';
import { useStoreProfile } from '../hooks';
import { signInMethodsMessages as m } from '../messages';

const CHANNELS = {
  email: {
    title: m.linkEmailTitle,
    submit: m.linkEmailSubmit,
    done: m.emailLinked,
    send: (email: string) => sendLinkEmailCode({ email }),
    link: (email: string, code: string) => linkEmail({ email, code }),
  },
  phone: {
    title: m.linkPhoneTitle,
    submit: m.linkPhoneSubmit,
    done: m.phoneLinked,
    send: (phone: string) => sendLinkSmsCode({ phone }),
    link: (phone: string, code: string) => linkPhone({ phone, code }),
  },
} as const;

export interface LinkCodeModalProps {
  channel: CodeChannel;
  open: boolean;
  onClose: () => void;
}

/** Links an e-mail address or phone number after proving it with a six-digit code. */
export function LinkCodeModal({ channel, open, onClose }: LinkCodeModalProps) {
  const intl = useIntl();
  const storeProfile = useStoreProfile();
  const texts = CHANNELS[channel];
  return (
    <Modal
      open={open}
      title={intl.formatMessage(texts.title)}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <CodeForm
        name={`link-${channel}`}
        channel={channel}
        autoFocus
        send={texts.send}
        verify={async (target, code) => {
          storeProfile(await texts.link(target, code));
          toast(intl.formatMessage(texts.done), 'success');
          onClose();
        }}
        submitLabel={intl.formatMessage(texts.submit)}
      />
    </Modal>
  );
}
