import { Form, Input, Select } from 'antd';
import { useIntl } from 'react-intl';

import type { Friend } from '@/api/types';
import { toast } from '@/components/feedback';
import { FormModal } from '@/components/form/FormModal';
import { useWrite } from '@/lib/write';
import { toRule } from '@/components/form/validators';

import { updateFriend } from '../api';
import { useTags } from '../hooks';
import { editFriendMessages as m, friendsMessages } from '../messages';
import { FRIEND_LIMITS, validateAlias } from '../validators';

const FIELDS = ['alias', 'tag_ids'] as const;

interface Values {
  alias: string;
  tag_ids: number[];
}

export interface EditFriendModalProps {
  /** The friend being edited; null when closed. */
  friend: Friend | null;
  onClose: () => void;
}

/** The caller's alias for a friend (3-50 characters or none) and their tags. */
export function EditFriendModal({ friend, onClose }: EditFriendModalProps) {
  const intl = useIntl();
  const tags = useTags();
  const save = useWrite(
    async (values: Values) => {
      if (!friend) return;
      await updateFriend(friend.id, {
        alias: (values.alias ?? '').trim(),
        tag_ids: values.tag_ids ?? [],
      });
    },
    { invalidates: ['friends'], onSuccess: () => toast(intl.formatMessage(m.saved), 'success') },
  );

  return (
    <FormModal<Values>
      open={friend !== null}
      onClose={onClose}
      title={friend && intl.formatMessage(m.title, { name: friend.friend.name })}
      okText={intl.formatMessage(friendsMessages.save)}
      name="edit-friend"
      initialValues={
        friend ? { alias: friend.alias, tag_ids: friend.tags.map((tag) => tag.id) } : undefined
      }
      fields={FIELDS}
      write={save}
    >
      {friend && (
        <>
          <Form.Item
            name="alias"
            label={intl.formatMessage(m.aliasLabel)}
            extra={intl.formatMessage(m.aliasHelp)}
            rules={[toRule(intl, validateAlias)]}
          >
            <Input autoFocus autoComplete="off" maxLength={FRIEND_LIMITS.alias.max + 10} />
          </Form.Item>
          <Form.Item name="tag_ids" label={intl.formatMessage(m.tagsLabel)}>
            <Select
              mode="multiple"
              allowClear
              loading={tags.isFetching}
              placeholder={intl.formatMessage(m.tagsPlaceholder)}
              optionFilterProp="label"
              options={(tags.data?.items ?? []).map((tag) => ({ value: tag.id, label: tag.name }))}
            />
          </Form.Item>
        </>
      )}
    </FormModal>
  );
}
