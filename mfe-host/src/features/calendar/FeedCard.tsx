import { useLazyQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Button, CardTitle, Dialog, useToast } from '@stays/ui';
import { Field, Input } from '@stays/ui/forms';
import { CalendarFeedDocument } from '../../__generated__/graphql';
import { messages } from './messages';
import { DialogActions, Row, SideCard } from './styles';
import { useResetFeed } from './useResetFeed';

/** A listing's private iCal address: shown on request, copied, or reset (the old one stops at once). */
export function FeedCard({ propertyId }: { propertyId: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { toast } = useToast();
  const [load, feed] = useLazyQuery(CalendarFeedDocument);
  const { fresh, confirming, setConfirming, doReset, resetting } = useResetFeed(propertyId);
  const shown =
    fresh?.propertyId === propertyId
      ? fresh.path
      : feed.data?.calendarFeed.propertyId === propertyId
        ? feed.data.calendarFeed.path
        : null;
  const url = shown ? `${window.location.origin}${shown}` : '';

  return (
    <SideCard $padded as="section" aria-labelledby="feed-title">
      <CardTitle as="h2" id="feed-title">
        {t(messages.feedTitle)}
      </CardTitle>
      <p>{t(messages.feedIntro)}</p>
      {shown ? (
        <>
          <Field label={t(messages.feedUrl)} id="feed-url">
            <Input readOnly value={url} dir="ltr" onFocus={(event) => event.currentTarget.select()} />
          </Field>
          <Row>
            <Button
              $size="sm"
              $variant="outline"
              onClick={() => {
                void navigator.clipboard?.writeText(url).then(() => toast({ title: t(messages.copied) }));
              }}
            >
              {t(messages.copy)}
            </Button>
            <Button $size="sm" $variant="ghost" onClick={() => setConfirming(true)}>
              {t(messages.reset)}
            </Button>
          </Row>
        </>
      ) : (
        <Button
          $size="sm"
          $variant="outline"
          disabled={feed.loading}
          onClick={() => {
            void load({ variables: { propertyId } }).catch(() => undefined);
          }}
        >
          {t(messages.feedShow)}
        </Button>
      )}
      {feed.error ? <p role="alert">{t(messages.feedFailed)}</p> : null}
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t(messages.resetTitle)}
        description={t(messages.resetText)}
        size="sm"
      >
        <DialogActions>
          <Button $variant="outline" onClick={() => setConfirming(false)}>
            {t(messages.cancel)}
          </Button>
          <Button $variant="destructive" disabled={resetting} onClick={() => void doReset()}>
            {t(messages.reset)}
          </Button>
        </DialogActions>
      </Dialog>
    </SideCard>
  );
}
