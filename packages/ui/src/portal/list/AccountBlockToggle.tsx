import { defineMessages, useIntl } from 'react-intl';
import { Badge, Button } from '@stays/ui';

const messages = defineMessages({
  blocked: { id: 'kit.account.blocked', defaultMessage: 'Blocked' },
  active: { id: 'kit.account.active', defaultMessage: 'Active' },
  block: { id: 'kit.account.block', defaultMessage: 'Block' },
  unblock: { id: 'kit.account.unblock', defaultMessage: 'Unblock' },
  blockNamed: { id: 'kit.account.blockNamed', defaultMessage: 'Block {name}' },
  unblockNamed: { id: 'kit.account.unblockNamed', defaultMessage: 'Unblock {name}' },
});

export interface AccountBlockToggleProps {
  blocked: boolean;
  /** The account holder's name, for the button's accessible name ('Block Sara Bennani'). */
  name: string;
  disabled?: boolean;
  onToggle: () => void;
}

/** An account row's state (Active or Blocked) and the button that flips it: the staff and admin user lists. */
export function AccountBlockToggle({ blocked, name, disabled, onToggle }: AccountBlockToggleProps) {
  const t = useIntl().formatMessage;
  return (
    <>
      <Badge $variant={blocked ? 'destructive' : 'success'}>
        {t(blocked ? messages.blocked : messages.active)}
      </Badge>
      <Button
        type="button"
        $size="sm"
        $variant={blocked ? 'outline' : 'destructive'}
        disabled={disabled}
        aria-label={t(blocked ? messages.unblockNamed : messages.blockNamed, { name })}
        onClick={onToggle}
      >
        {t(blocked ? messages.unblock : messages.block)}
      </Button>
    </>
  );
}
