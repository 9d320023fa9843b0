import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Badge, Button } from '@stays/ui';
import { ConfirmDialog } from '../ConfirmDialog';

const messages = defineMessages({
  blocked: { id: 'kit.account.blocked', defaultMessage: 'Blocked' },
  active: { id: 'kit.account.active', defaultMessage: 'Active' },
  block: { id: 'kit.account.block', defaultMessage: 'Block' },
  unblock: { id: 'kit.account.unblock', defaultMessage: 'Unblock' },
  blockNamed: { id: 'kit.account.blockNamed', defaultMessage: 'Block {name}' },
  unblockNamed: { id: 'kit.account.unblockNamed', defaultMessage: 'Unblock {name}' },
  blockTitle: { id: 'kit.account.blockTitle', defaultMessage: 'Block {name}?' },
  blockText: {
    id: 'kit.account.blockText',
    defaultMessage: '{name} is signed out on every device and cannot sign in until the account is unblocked.',
  },
  unblockTitle: { id: 'kit.account.unblockTitle', defaultMessage: 'Unblock {name}?' },
  unblockText: { id: 'kit.account.unblockText', defaultMessage: '{name} can sign in again.' },
});

export interface AccountBlockToggleProps {
  blocked: boolean;
  /** The account holder's name, for the button's accessible name ('Block Sara Bennani'). */
  name: string;
  disabled?: boolean;
  onToggle: () => void;
}

/**
 * An account row's state (Active or Blocked) and the button that flips it, once confirmed: the staff and admin
 * user lists.
 */
export function AccountBlockToggle({ blocked, name, disabled, onToggle }: AccountBlockToggleProps) {
  const t = useIntl().formatMessage;
  const [asking, setAsking] = useState(false);
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
        onClick={() => setAsking(true)}
      >
        {t(blocked ? messages.unblock : messages.block)}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t(blocked ? messages.unblockTitle : messages.blockTitle, { name })}
        description={t(blocked ? messages.unblockText : messages.blockText, { name })}
        confirmLabel={t(blocked ? messages.unblock : messages.block)}
        destructive={!blocked}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onToggle();
        }}
      />
    </>
  );
}
