import { useEffect, useState, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@stays/ui';
import {
  ApolloBoundary,
  type BookingDialogProps,
  type DialogProperty,
  type MessageDialogProps,
  type StayChoice,
  useApolloLater,
} from '@stays/platform';
import { loadDialog } from './loadBookingDialog';
import { propertyMessages as m } from './messages';

export type OpenDialog = 'book' | 'message' | null;

const Failure = styled.div`
  position: fixed;
  inset-inline: ${({ theme }) => theme.space.md};
  inset-block-end: 5.5rem;
  z-index: 30;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

type Loaded = {
  BookingDialog?: ComponentType<BookingDialogProps>;
  MessageDialog?: ComponentType<MessageDialogProps>;
};

/**
 * Opens mfe_booking's BookingDialog or MessageDialog, loaded at run time the first time one is asked for
 * (never on the landing path), with the Apollo Client its reads and writes use. A module that fails to load says
 * so, with a way to try again.
 */
export function BookingDialogs({
  open,
  onClose,
  property,
  initial,
}: {
  open: OpenDialog;
  onClose: () => void;
  property: DialogProperty;
  initial: StayChoice;
}) {
  const t = useIntl().formatMessage;
  const apollo = useApolloLater();
  const [loaded, setLoaded] = useState<Loaded>({});
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const name = open === 'book' ? 'BookingDialog' : open === 'message' ? 'MessageDialog' : null;
  const missing = name !== null && !loaded[name];

  useEffect(() => {
    if (!name || !missing) return undefined;
    let live = true;
    setFailed(false);
    // Apollo Client first: the dialog's module then finds the page's one copy loaded and takes it.
    apollo()
      .then(() => loadDialog(name))
      .then(
        (component) => live && setLoaded((current) => ({ ...current, [name]: component })),
        () => live && setFailed(true),
      );
    return () => {
      live = false;
    };
  }, [name, missing, attempt, apollo]);

  const { BookingDialog, MessageDialog } = loaded;
  const onOpenChange = (next: boolean) => !next && onClose();
  return (
    <>
      {/* A dialog is here only once Apollo Client has loaded with it, so the boundary draws it at once. */}
      {BookingDialog || MessageDialog ? (
        <ApolloBoundary>
          {BookingDialog ? (
            <BookingDialog
              open={open === 'book'}
              onOpenChange={onOpenChange}
              property={property}
              initial={initial}
            />
          ) : null}
          {MessageDialog ? (
            <MessageDialog
              open={open === 'message'}
              onOpenChange={onOpenChange}
              property={{ id: property.id, title: property.title, hostId: property.hostId }}
            />
          ) : null}
        </ApolloBoundary>
      ) : null}
      {failed && missing ? (
        <Failure role="alert">
          {t(m.dialogFailed)}
          <div>
            <Button type="button" $size="sm" $variant="outline" onClick={() => setAttempt((n) => n + 1)}>
              {t(m.tryAgain)}
            </Button>{' '}
            <Button type="button" $size="sm" $variant="ghost" onClick={onClose}>
              {t({ id: 'filters.dialog.cancel', defaultMessage: 'Cancel' })}
            </Button>
          </div>
        </Failure>
      ) : null}
    </>
  );
}
