import { ActionIcon, Tooltip } from '@mantine/core';
import { IconPin, IconPinFilled } from '@tabler/icons-react';
import toast from 'react-hot-toast';
import { errorToastText } from '@/lib/api-error';
import { useSetPin } from '../api/set-pin';
import { CHAT_TEXTS } from '../utils/chat-texts';
import classes from './post-card.module.css';

/** Pins or unpins a post; a toggle button so readers hear its state. */
export function PinButton({
  channelId,
  postId,
  pinned,
}: {
  channelId: string;
  postId: string;
  pinned: boolean;
}) {
  const setPin = useSetPin();
  const toggle = () =>
    setPin.mutate(
      { channelId, postId, pinned: !pinned },
      { onError: (error) => toast.error(errorToastText(error, CHAT_TEXTS.pinFailed)) },
    );
  return (
    <Tooltip label={pinned ? 'Unpin post' : 'Pin post'}>
      <ActionIcon
        className={classes.pin}
        variant="subtle"
        color={pinned ? 'indigo' : 'gray'}
        aria-label="Pin post"
        aria-pressed={pinned}
        loading={setPin.isPending}
        onClick={toggle}
      >
        {pinned ? <IconPinFilled size={18} /> : <IconPin size={18} />}
      </ActionIcon>
    </Tooltip>
  );
}
